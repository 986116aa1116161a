import { describe, expect, it } from "vitest";
import { campaignOf, carriedCampaign, onlyCampaignQuery } from "./campaign";

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

describe("a visit's campaign carried from page to page (ADR 096)", () => {
  const own = "https://ilimi.example";

  it("takes the utm_* of the page a visit lands on and the referring site's origin only", () => {
    const carried = carriedCampaign(
      "?utm_source=facebook&utm_campaign=harmattan-2026&fbclid=x",
      "https://www.facebook.com/ilimi/posts/1?private=1",
      own,
    );
    expect(Object.fromEntries(carried)).toEqual({
      utm_source: "facebook",
      utm_campaign: "harmattan-2026",
      visit_referrer: "https://www.facebook.com",
    });
  });

  it("keeps the carried referring site on later pages, whose browser referrer is our own", () => {
    const carried = carriedCampaign("?utm_campaign=x&visit_referrer=https%3A%2F%2Ft.co", `${own}/`, own);
    expect(Object.fromEntries(carried)).toEqual({ utm_campaign: "x", visit_referrer: "https://t.co" });
  });

  it("carries nothing for a visit without tags from our own pages", () => {
    expect(carriedCampaign("?size=small", `${own}/pricing`, own).size).toBe(0);
  });

  it("reads the carried referring site from the form page's address when the form is sent without JavaScript", () => {
    const campaign = campaignOf(new URLSearchParams(), `${own}/demo?utm_campaign=x&visit_referrer=https://t.co`, own);
    expect(campaign).toEqual({ utm_campaign: "x", referrer: "https://t.co" });
  });

  it("knows a query of campaign tags only, which leaves the page as it is", () => {
    expect(onlyCampaignQuery(new URLSearchParams("utm_source=a&visit_referrer=https://t.co&gclid=1"))).toBe(true);
    expect(onlyCampaignQuery(new URLSearchParams("utm_source=a&sent=1"))).toBe(false);
  });
});
