import { describe, expect, it } from "vitest";
import { carriesVisitorData, sendsOpenerPolicy } from "./security-headers";

const get = (url: string, method = "GET") => {
  const parsed = new URL(url, "http://x");
  return carriesVisitorData({ method, path: parsed.pathname, query: parsed.searchParams });
};

describe("which responses carry a visitor's own data (COOP and no-store, ADR 017)", () => {
  it("a form's answer, a confirmation, a token page, the booking and sales areas do", () => {
    // The French edition's confirmations and the "Confirm my request" page (ADR 034) too.
    for (const url of [
      "/demo?sent=1",
      "/contact?sent=1",
      "/fr/demo?sent=1",
      "/fr/contact?sent=1",
      "/demo?confirm=a",
      "/fr/contact?confirm=a",
      "/newsletter/confirm?token=a",
      "/newsletter/unsubscribe",
      "/newsletter/token",
      "/booking/abc",
      "/booking/",
      // The French edition's booking steps and newsletter links, with or without their token.
      "/fr/booking/manage",
      "/fr/booking/later?booking=a",
      "/fr/newsletter/unsubscribe",
      "/sales",
      "/sales/leads/1",
      "/anything?token=a",
    ]) {
      expect(get(url), url).toBe(true);
    }
    for (const method of ["POST", "PUT", "DELETE"]) expect(get("/demo", method)).toBe(true);
  });

  it("a public page, its variants and assets do not", () => {
    for (const url of [
      "/",
      "/demo",
      "/demo?size=medium",
      "/contact",
      "/fr/demo",
      "/fr/bookings-guide",
      "/modules/fees",
      "/newsletter",
      "/salesforce",
      "/bookings-guide",
      "/assets/a.js",
      "/favicon.svg",
    ]) {
      expect(get(url), url).toBe(false);
    }
    expect(get("/", "HEAD")).toBe(false);
  });
});

describe("which of those get Cross-Origin-Opener-Policy (ADR 073)", () => {
  const opener = (url: string, site: string | undefined, method = "GET", mode: string | undefined = "navigate") => {
    const parsed = new URL(url, "http://x");
    return sendsOpenerPolicy({ method, path: parsed.pathname, query: parsed.searchParams }, { site, mode });
  };

  it("a visit another page took part in, or one that does not say how it began, gets it", () => {
    for (const url of ["/booking/manage?token=a", "/demo?sent=1&booking=a", "/fr/booking/cancel?token=a"]) {
      for (const site of ["cross-site", "same-site", "same-origin", undefined])
        expect(opener(url, site), `${url} ${site}`).toBe(true);
      // "none" outside a navigation (no browser sends that for a page) proves nothing.
      expect(opener(url, "none", "GET", "no-cors"), url).toBe(true);
      const parsed = new URL(url, "http://x");
      expect(
        sendsOpenerPolicy({ method: "GET", path: parsed.pathname, query: parsed.searchParams }, { site: "none" }),
        url,
      ).toBe(true);
    }
    // A form's answer: the page that posted it took part.
    expect(opener("/booking/book", "none", "POST")).toBe(true);
  });

  it("a link tapped in another app, a bookmark or the address bar opens a booking page without it", () => {
    for (const url of [
      "/booking/manage?token=a",
      "/demo?sent=1&booking=a",
      "/fr/booking/reschedule?token=a",
      "/newsletter/confirm?token=a",
    ])
      expect(opener(url, "none"), url).toBe(false);
    expect(opener("/booking/manage?token=a", "none", "HEAD")).toBe(false);
  });

  it("the signed-in console gets it however it is reached; a public page never does", () => {
    expect(opener("/sales/inbox", "none")).toBe(true);
    expect(opener("/sales", "none")).toBe(true);
    for (const site of ["none", "cross-site", undefined]) expect(opener("/pricing", site)).toBe(false);
  });
});
