import { describe, expect, it } from "vitest";
import { canonicalPath, formOfPath } from "./canonical-path";
import { methodStatus } from "./methods";

// The spellings of one path that the router reads as the same route (issue #14): each has one
// canonical form, and the limiter's idea of "which form" agrees with the router's.

describe("one spelling per path", () => {
  it.each([
    ["/", "/"],
    ["/demo", "/demo"],
    ["/d%65mo", "/demo"],
    ["/%64%65%6d%6f", "/demo"],
    ["/demo%2fx", "/demo%2Fx"],
    ["/x/../demo", "/demo"],
    ["/../../demo", "/demo"],
    ["/%2e%2e/demo", "/demo"],
    ["/.%2E/demo", "/demo"],
    ["/demo/.", "/demo"],
    ["/demo/", "/demo"],
    ["//demo//", "/demo"],
    ["/demo/.data", "/demo.data"],
    ["/demo%2Edata", "/demo.data"],
    ["/_root.data", "/_root.data"],
    ["/modules/fees%20and%20payments", "/modules/fees%20and%20payments"],
    ["/caf%c3%a9", "/caf%C3%A9"],
    // Express and React Router match without regard to case: one spelling, lower case (issue #14).
    ["/DEMO", "/demo"],
    ["/Contact.data", "/contact.data"],
    ["/FR", "/fr"],
    ["/Fr/Demo", "/fr/demo"],
    ["/fr/NEWSLETTER", "/fr/newsletter"],
    ["/PRICING", "/pricing"],
    ["/Booking/Book", "/booking/book"],
    ["/SALES/Sign-In", "/sales/sign-in"],
    ["/%44EMO", "/demo"],
    ["/CAF%c3%a9", "/caf%C3%A9"],
    ["/x/../DEMO/.DATA", "/demo.data"],
    // A raw backslash is read by browsers as a slash: "/\\evil.example" in a Location is another site (issue #23).
    ["/\\Evil.example", "/%5Cevil.example"],
    ["/\\\\evil.example/x", "/%5C%5Cevil.example/x"],
    ["/demo\\..\\x", "/demo%5C..%5Cx"],
    ["/%5cevil", "/%5Cevil"],
    // Hashed asset names have capitals that matter: only the folder is folded.
    ["/assets/root-D0XfcgYl.js", "/assets/root-D0XfcgYl.js"],
    ["/ASSETS/root-D0XfcgYl.js", "/assets/root-D0XfcgYl.js"],
    ["/assetsX", "/assetsx"],
  ])("%s is written %s", (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it("a canonical path is its own canonical form", () => {
    for (const raw of ["/d%65mo/./x/../", "//a/%2e/b/.data", "/%7Euser/", "/%4A%zZ/%eZ", "/Assets/X/../Y"]) {
      const once = canonicalPath(raw)!;
      expect(canonicalPath(once)).toBe(once);
    }
  });

  it("the French edition has one spelling too: /fr/ is /fr", () => {
    expect(canonicalPath("/fr/")).toBe("/fr");
    expect(canonicalPath("/fr//demo/")).toBe("/fr/demo");
    expect(canonicalPath("/fr/%64emo")).toBe("/fr/demo");
  });

  it("a request target that is not a path is not one of ours", () => {
    expect(canonicalPath("*")).toBeNull();
    expect(canonicalPath("http://evil.example/")).toBeNull();
  });

  it.each([
    ["/demo", "demo"],
    ["/DEMO", "demo"],
    ["/contact.data", "demo"],
    ["/Demo.data", "demo"],
    ["/newsletter", "newsletter"],
    ["/NEWSLETTER.DATA", "newsletter"],
    ["/newsletter/confirm", null],
    ["/booking/book", "booking"],
    ["/Booking/Cancel.data", "booking"],
    ["/booking/invite.ics", null],
    ["/booking/later", "booking"],
    ["/demo-x", null],
    ["/", null],
    // The French edition's forms are the same forms, counted against the same limits (issue #19).
    ["/fr/demo", "demo"],
    ["/FR/Contact.data", "demo"],
    ["/fr/newsletter", "newsletter"],
    ["/fr/booking/reschedule", "booking"],
    ["/fr/newsletter/confirm", null],
    ["/fr", null],
    ["/frdemo", null],
  ])("a post to %s counts against the %s limit", (path, form) => {
    expect(formOfPath(path)).toBe(form);
  });

  it("answers every method it does not serve with 405, HTTP's own, WebDAV's or an invention (never a 5xx)", () => {
    expect(["GET", "HEAD", "POST"].map(methodStatus)).toEqual([200, 200, 200]);
    expect(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT"].map(methodStatus)).toEqual([
      405, 405, 405, 405, 405, 405,
    ]);
    expect(["PROPFIND", "SEARCH", "MKCOL", "FOO"].map(methodStatus)).toEqual([405, 405, 405, 405]);
  });
});
