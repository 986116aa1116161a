import { describe, expect, it } from "vitest";
import * as enClaims from "../claims";
import * as enSite from "../site";
import * as frClaims from "./claims";
import * as frFooter from "./footer";
import * as frSite from "./site";

// The French words of the site-wide modules and core pages that the one shape test
// (app/content/editions-mirror.test.ts) cannot judge: what the functions say, the facts kept.

describe("French words that take arguments", () => {
  it("names a social link and the copyright in French", () => {
    expect(frFooter.footerCopy.social.linkLabel("LinkedIn")).toBe("Ilimi sur LinkedIn");
    expect(frFooter.footerCopy.copyright(2026)).toBe("© 2026 Ilimi");
  });

  it("keeps the company's facts and contact details the English module holds", () => {
    expect(frSite.site.phone).toBe(enSite.site.phone);
    expect(frSite.site.email).toBe(enSite.site.email);
    expect(frSite.site.foundedYear).toBe(2021);
    expect(frSite.site.erpLaunchYear).toBe(2025);
  });

  it("writes every figure of SPEC section 1 with the same number, the French way", () => {
    // « 99,9 % » is 99.9%, « 24 h/24, 7 j/7 » is 24/7.
    const asEnglish = (value: string) =>
      value.replace("24\u00a0h/24, 7\u00a0j/7", "24/7").replace(",", ".").replace("\u00a0%", "%");
    for (const [id, claim] of Object.entries(frClaims.claims)) {
      expect(asEnglish(claim.value), id).toBe(enClaims.claims[id as enClaims.ClaimId].value);
    }
  });
});
