import { describe, expect, it } from "vitest";
import { carriesVisitorData } from "./security-headers";

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
