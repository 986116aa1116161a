import { describe, expect, it } from "vitest";
import { campaignOf } from "./campaign";

const site = "https://ilimi.example";
const fields = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("where a demo request came from", () => {
  it("takes the campaign from the hidden fields the page script filled", () => {
    expect(
      campaignOf(
        fields({
          utm_source: "newsletter",
          utm_campaign: "term-2",
          visit_referrer: "https://www.google.com/search?q=school+erp",
        }),
        null,
        site,
      ),
    ).toEqual({
      utm_source: "newsletter",
      utm_campaign: "term-2",
      referrer: "https://www.google.com",
    });
  });

  it("falls back to the utm_* of the form page's address when JavaScript did not run", () => {
    expect(
      campaignOf(fields({}), "https://ilimi.example/demo?size=large&utm_source=linkedin&utm_medium=cpc", site),
    ).toEqual({ utm_source: "linkedin", utm_medium: "cpc" });
  });

  it("ignores another site's address, our own referrer, control characters and overlong values", () => {
    expect(
      campaignOf(
        fields({ visit_referrer: "https://ilimi.example/modules" }),
        "https://evil.example/?utm_source=x",
        site,
      ),
    ).toEqual({});
    expect(
      campaignOf(
        fields({ utm_term: "a\u202eb\u0000c", utm_content: "x".repeat(500), visit_referrer: "javascript:alert(1)" }),
        null,
        site,
      ),
    ).toEqual({ utm_term: "abc", utm_content: "x".repeat(200) });
  });
});
