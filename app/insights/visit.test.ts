import { describe, expect, it } from "vitest";
import { deviceClassOf, normalisedTag, referrerHostOf, visitOf } from "./visit";
import { parseRange } from "./range";

// What one page view is reduced to before it is counted (ADR 037).

const android =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const androidTablet =
  "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const ipad =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const windows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

describe("a page view as it is counted", () => {
  it("keeps only the host of another site, never its path, and nothing for our own site", () => {
    expect(referrerHostOf("https://www.google.com/search?q=amina+bello", "ilimi.example")).toBe("google.com");
    expect(referrerHostOf("https://ilimi.example/pricing?x=1", "ilimi.example")).toBe("");
    expect(referrerHostOf("https://www.ilimi.example/", "ilimi.example:443")).toBe("");
    expect(referrerHostOf("android-app://com.slack", "ilimi.example")).toBe("");
    expect(referrerHostOf("not a url", "ilimi.example")).toBe("");
  });

  it("normalises campaign tags and caps their length", () => {
    expect(normalisedTag("  Term\u200b  Start ")).toBe("term start");
    expect(normalisedTag("x".repeat(500))).toHaveLength(100);
    expect(normalisedTag(null)).toBe("");
  });

  it("tells phones, tablets and computers apart", () => {
    expect(deviceClassOf(android)).toBe("mobile");
    expect(deviceClassOf(androidTablet)).toBe("tablet");
    expect(deviceClassOf(ipad)).toBe("tablet");
    expect(deviceClassOf(windows)).toBe("desktop");
  });

  it("counts a French page as French, and no robot or tool at all", () => {
    expect(
      visitOf({ path: "/fr/demo", search: "?utm_campaign=Rentree", userAgent: android, ownHost: "ilimi.example" }),
    ).toMatchObject({ edition: "fr", utmCampaign: "rentree", device: "mobile" });
    for (const tool of [
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36",
      "Chrome-Lighthouse",
      "",
      undefined,
    ]) {
      expect(visitOf({ path: "/", search: "", userAgent: tool, ownHost: "ilimi.example" })).toBeUndefined();
    }
  });
});

describe("the Insights date range", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  it("defaults to the last twelve weeks and names a wrong date instead of failing", () => {
    expect(parseRange(new URLSearchParams(), now)).toEqual({ from: "2026-09-04", to: "2026-11-26" });
    expect(parseRange(new URLSearchParams("from=2026-02-30"), now)).toMatchObject({ error: "date" });
    expect(parseRange(new URLSearchParams("from=2026-11-20&to=2026-11-01"), now)).toMatchObject({ error: "order" });
    expect(parseRange(new URLSearchParams("from=2020-01-01&to=2026-01-01"), now)).toMatchObject({ error: "span" });
    expect(parseRange(new URLSearchParams("from=2026-01-01&to=2026-01-31"), now)).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });
});
