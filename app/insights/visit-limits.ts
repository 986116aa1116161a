import { isIPv4, isIPv6 } from "node:net";
import type { VisitDimensions } from "./visit";

// What one client may add to a day's Insights, so a stranger cannot flood them (ADR 079). A client
// is a network (an IPv4 address, an IPv6 /64), known only by a keyed hash under the day's salt; a
// visitor is a browser on it (ADR 037's hash of address and user agent). Within one UTC day:
// - a visitor's view of a page counts once, however often it is loaded;
// - a client counts at most `visitorsPerClient` visitors and `viewsPerClient` views; past them,
//   its further views are not counted at all (not folded: they would still inflate the totals);
// - a client brings at most `tagsPerClient` distinct referrer or campaign values; past them, its
//   views count with the value "other" (OTHER_VALUE);
// - the day stores at most `valuesPerDay` distinct values of each of those dimensions; a new one
//   past that counts as "other" too, so the tables grow by a bounded number of rows whatever arrives.

const visitLimits = {
  visitorsPerClient: 20,
  viewsPerClient: 300,
  tagsPerClient: 10,
  valuesPerDay: 100,
};
export type VisitLimits = typeof visitLimits;

/**
 * The stored code of the "other" bucket: it starts with a control character, which no counted value
 * can hold (normalisedTag strips them; a host or path has none), so no visitor can write it.
 */
export const OTHER_VALUE = "\u0001other";

/** The dimensions a visitor chooses freely (anything in a link), and so the ones a flood would fill. */
export const taggedFields = ["referrerHost", "utmSource", "utmMedium", "utmCampaign"] as const;
export type TaggedField = (typeof taggedFields)[number];
export const storedDimensionOf = {
  referrerHost: "referrer_host",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const satisfies Record<TaggedField, string>;

/** The network a request came from: the address itself for IPv4, its /64 for IPv6 (one line, one home). */
export function networkOf(address: string): string {
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** One view waiting for a flush, with its keyed hashes under the day's salt. */
export type HashedView = {
  dims: VisitDimensions;
  client: string;
  visitor: string;
  page: string;
  /** The mark of each tagged value this view carries, per field ("" where it has none). */
  tags: Record<TaggedField, string>;
};
type ClientCount = { visitors: number; views: number; tags: number };
export type DayState = {
  /** The day's visitor, page and tag marks already counted (visit_day_hashes). */
  marks: Set<string>;
  clients: Map<string, ClientCount>;
  /** The values of each tagged dimension the day already stores (OTHER_VALUE included). */
  values: Record<TaggedField, Set<string>>;
};
export type CountedRow = { dims: VisitDimensions; views: number; visitors: number };

export const rowKeyOf = (d: VisitDimensions) =>
  [d.path, d.edition, d.referrerHost, d.utmSource, d.utmMedium, d.utmCampaign, d.device].join("\u0000");

/**
 * Applies the limits to a day's views, in the order given, against what the day has counted so far
 * (state, updated in place). Returns the rows to add and the marks and clients to write.
 */
export function admitViews(views: HashedView[], state: DayState, limits: VisitLimits = visitLimits) {
  const rows = new Map<string, CountedRow>();
  const marks: string[] = [];
  const clients = new Set<string>();
  const mark = (hash: string) => {
    state.marks.add(hash);
    marks.push(hash);
  };
  for (const view of views) {
    if (state.marks.has(view.page)) continue;
    let count = state.clients.get(view.client);
    if (!count) state.clients.set(view.client, (count = { visitors: 0, views: 0, tags: 0 }));
    const newVisitor = !state.marks.has(view.visitor);
    if (count.views >= limits.viewsPerClient) continue;
    if (newVisitor && count.visitors >= limits.visitorsPerClient) continue;
    const dims = { ...view.dims };
    for (const field of taggedFields) {
      const value = dims[field];
      if (!value) continue;
      const tagMark = view.tags[field];
      if (!state.marks.has(tagMark)) {
        if (count.tags >= limits.tagsPerClient) {
          dims[field] = OTHER_VALUE;
          continue;
        }
        count.tags += 1;
        mark(tagMark);
      }
      const known = state.values[field];
      if (known.has(value)) continue;
      // OTHER_VALUE does not take a place: the day's values are valuesPerDay plus "other".
      if (known.size - (known.has(OTHER_VALUE) ? 1 : 0) >= limits.valuesPerDay) dims[field] = OTHER_VALUE;
      else known.add(value);
    }
    mark(view.page);
    if (newVisitor) mark(view.visitor);
    count.views += 1;
    if (newVisitor) count.visitors += 1;
    clients.add(view.client);
    const key = rowKeyOf(dims);
    const row = rows.get(key);
    if (row) {
      row.views += 1;
      row.visitors += newVisitor ? 1 : 0;
    } else rows.set(key, { dims, views: 1, visitors: newVisitor ? 1 : 0 });
  }
  return { rows, marks, clients };
}
