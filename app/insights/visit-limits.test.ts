import { describe, expect, it } from "vitest";
import type { VisitDimensions } from "./visit";
import { OTHER_VALUE, admitViews, networkOf, type DayState, type HashedView } from "./visit-limits";

// The limits one client and one day may add to Insights (ADR 079), on hand-made hashes: the
// integration tests prove them through the real server and two instances.

const dims = (over: Partial<VisitDimensions> = {}): VisitDimensions => ({
  path: "/pricing",
  edition: "en",
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  device: "mobile",
  ...over,
});
const view = (client: string, visitor: string, d: VisitDimensions): HashedView => ({
  dims: d,
  client,
  visitor: `${client}/${visitor}`,
  page: `${client}/${visitor}${d.path}`,
  tags: {
    referrerHost: d.referrerHost && `${client}:r:${d.referrerHost}`,
    utmSource: d.utmSource && `${client}:s:${d.utmSource}`,
    utmMedium: d.utmMedium && `${client}:m:${d.utmMedium}`,
    utmCampaign: d.utmCampaign && `${client}:c:${d.utmCampaign}`,
  },
});
const empty = (): DayState => ({
  marks: new Set(),
  clients: new Map(),
  values: { referrerHost: new Set(), utmSource: new Set(), utmMedium: new Set(), utmCampaign: new Set() },
});
const limits = { visitorsPerClient: 3, viewsPerClient: 5, tagsPerClient: 2, valuesPerDay: 3 };
const sum = (rows: ReturnType<typeof admitViews>["rows"]) =>
  [...rows.values()].reduce((s, r) => ({ views: s.views + r.views, visitors: s.visitors + r.visitors }), {
    views: 0,
    visitors: 0,
  });

describe("what one client may add to a day", () => {
  it("treats one IPv6 line as one client, however its address is written, and an IPv4 address as itself", () => {
    expect(networkOf("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(networkOf("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe("2001:db8:0:1::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts a page reloaded by one visitor once, also when the day already had it", () => {
    const state = empty();
    const first = admitViews(
      Array.from({ length: 4 }, () => view("a", "1", dims())),
      state,
      limits,
    );
    expect(sum(first.rows)).toEqual({ views: 1, visitors: 1 });
    expect(sum(admitViews([view("a", "1", dims())], state, limits).rows)).toEqual({ views: 0, visitors: 0 });
  });

  it("stops counting a client's new visitors and views at its limits", () => {
    const visitors = admitViews(
      Array.from({ length: 10 }, (_, i) => view("a", String(i), dims())),
      empty(),
      limits,
    );
    expect(sum(visitors.rows)).toEqual({ views: 3, visitors: 3 });
    const pages = admitViews(
      Array.from({ length: 10 }, (_, i) => view("b", "1", dims({ path: `/p${i}` }))),
      empty(),
      limits,
    );
    expect(sum(pages.rows)).toEqual({ views: 5, visitors: 1 });
  });

  it("folds a client's values past its limit, and the day's past its limit, into 'other'", () => {
    const state = empty();
    const { rows } = admitViews(
      ["x", "y", "z"].map((c, i) => view("a", String(i), dims({ utmCampaign: c }))),
      state,
      limits,
    );
    expect([...rows.values()].map((r) => r.dims.utmCampaign)).toEqual(["x", "y", OTHER_VALUE]);
    // Three more clients: the day keeps three values ("other" takes no place among them).
    const more = admitViews(
      ["c", "d", "e"].map((c) => view(c, "1", dims({ utmCampaign: `from-${c}` }))),
      state,
      limits,
    );
    expect([...more.rows.values()].map((r) => [r.dims.utmCampaign, r.views])).toEqual([
      ["from-c", 1],
      [OTHER_VALUE, 2],
    ]);
    expect([...state.values.utmCampaign].sort()).toEqual(["from-c", "x", "y"]);
  });
});
