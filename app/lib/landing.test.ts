import { describe, expect, it } from "vitest";
import { landingId } from "./landing";

describe("the section an address lands on without JavaScript", () => {
  it("is the second segment when the page has that section", () => {
    expect(landingId("/modules/fees")).toBe("fees");
    expect(landingId("/modules/hr-payroll")).toBe("hr-payroll");
    expect(landingId("/solutions/support")).toBe("support");
  });
  it("is none for the page itself, unknown sections and other pages", () => {
    for (const path of [
      "/",
      "/modules",
      "/modules/",
      "/modules/nope",
      "/modules/fees/x",
      "/company/about",
      "/solutions/benefits",
    ])
      expect(landingId(path), path).toBeNull();
  });
});
