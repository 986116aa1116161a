import { describe, expect, it } from "vitest";
import { otherEditionHref } from "./other-edition";

describe("the link to the other edition", () => {
  it("keeps a booking step's token, so the visitor sees their booking in French", () => {
    expect(otherEditionHref("fr", { pathname: "/booking/manage", search: "?token=abc&booked=1" })).toBe(
      "/fr/booking/manage?token=abc&booked=1",
    );
    expect(otherEditionHref("en", { pathname: "/fr/booking/reschedule", search: "?token=abc" })).toBe(
      "/booking/reschedule?token=abc",
    );
  });

  it("keeps a sent request's booking, so the picker survives the switch", () => {
    expect(otherEditionHref("fr", { pathname: "/demo", search: "?sent=1&booking=xyz" })).toBe(
      "/fr/demo?sent=1&booking=xyz",
    );
  });

  it("keeps a newsletter link's and a request to confirm's token", () => {
    expect(otherEditionHref("fr", { pathname: "/newsletter/confirm", search: "?token=abc" })).toBe(
      "/fr/newsletter/confirm?token=abc",
    );
    expect(otherEditionHref("en", { pathname: "/fr/contact", search: "?confirm=abc" })).toBe("/contact?confirm=abc");
  });

  it("links every other page by its path alone", () => {
    expect(otherEditionHref("fr", { pathname: "/demo", search: "?size=medium&utm_source=x" })).toBe("/fr/demo");
    expect(otherEditionHref("fr", { pathname: "/pricing", search: "?token=abc" })).toBe("/fr/pricing");
    expect(otherEditionHref("en", { pathname: "/fr", search: "" })).toBe("/");
  });
});
