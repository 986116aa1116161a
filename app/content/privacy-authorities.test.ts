import { describe, expect, it } from "vitest";
import { westAfricanAuthorities as english, privacyNotice as englishNotice } from "./legal/privacy";
import { westAfricanAuthorities as french, privacyNotice as frenchNotice } from "./fr/legal/privacy";

// A visitor in Dakar or Abidjan reads which law governs Ilimi and where else they may complain
// (issue #29). The sentence is the company counsel's to confirm: an admin records that in the
// console (ADR 098, tests/integration/counsel-review.test.ts); the page itself never claims it.

const plain = (notice: typeof englishNotice) => JSON.stringify(notice.sections);

describe("the privacy notice for a visitor in francophone West Africa", () => {
  it("names the NDPA as the governing law and the CDP (Senegal) and ARTCI (Côte d'Ivoire), in both editions", () => {
    for (const [entry, notice] of [
      [english, englishNotice],
      [french, frenchNotice],
    ] as const) {
      expect(entry.text).toMatch(/NDPA|Nigeria Data Protection Act 2023/);
      expect(entry.authorities[0]).toContain("(CDP)");
      expect(entry.authorities[1]).toContain("(ARTCI)");
      expect(plain(notice)).toContain(JSON.stringify(entry.text).slice(1, -1));
    }
  });

  it("names the authority of every country the French edition addresses, and a clause for any other, in both editions", () => {
    for (const [entry, notice] of [
      [english, englishNotice],
      [french, frenchNotice],
    ] as const) {
      const listed = entry.authorities.join(" ");
      for (const body of ["(CDP)", "(ARTCI)", "(APDP)", "(IPDCP)", "(CIL)", "(HAPDP)"]) expect(listed).toContain(body);
      expect(entry.authorities.filter((line) => line.includes("(APDP)"))).toHaveLength(2); // Benin and Mali
      expect(entry.authorities).toHaveLength(9);
      for (const line of entry.authorities) expect(plain(notice)).toContain(JSON.stringify(line).slice(1, -1));
    }
    expect(french.authorities.join(" ")).toMatch(
      /Bénin.*Togo.*Burkina Faso.*Mali.*Niger.*Guinée.*Cameroun.*tout autre pays/,
    );
  });

  it("never claims a lawyer's confirmation nobody recorded, in either edition", () => {
    expect(plain(englishNotice)).not.toMatch(/counsel|lawyer|confirmed by/i);
    expect(plain(frenchNotice)).not.toMatch(/conseil juridique|avocat|validé par|confirmé par/i);
  });
});
