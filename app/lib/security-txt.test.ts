import { describe, expect, it } from "vitest";
import { securityTxt } from "./security-txt";

describe("security.txt", () => {
  it("names the configured contact, expires within a year, and says where it lives", () => {
    const text = securityTxt(
      { siteUrl: "https://ilimi.ng", email: "security@ilimi.ng" },
      new Date("2026-01-01T12:00:00Z"),
    );
    expect(text).toContain("Contact: mailto:security@ilimi.ng\n");
    expect(text).toContain("Canonical: https://ilimi.ng/.well-known/security.txt\n");
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!);
    expect(expires.getTime()).toBeGreaterThan(Date.parse("2026-01-01"));
    expect(expires.getTime()).toBeLessThan(Date.parse("2027-01-01"));
  });
});
