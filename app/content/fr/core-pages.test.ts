import { describe, expect, it } from "vitest";
import * as enAccessibility from "../accessibility";
import * as enBreadcrumbs from "../breadcrumbs";
import * as enClaims from "../claims";
import * as enErrors from "../errors";
import * as enFooter from "../footer";
import * as enHome from "../home";
import * as enModulesPage from "../modules-page";
import * as enModules from "../modules";
import * as enNavigation from "../navigation";
import * as enSite from "../site";
import * as enSolutions from "../solutions";
import * as frAccessibility from "./accessibility";
import * as frBreadcrumbs from "./breadcrumbs";
import * as frClaims from "./claims";
import * as frErrors from "./errors";
import * as frFooter from "./footer";
import * as frHome from "./home";
import * as frModulesPage from "./modules-page";
import * as frModules from "./modules";
import * as frNavigation from "./navigation";
import * as frSite from "./site";
import * as frSolutions from "./solutions";

// The French text of the site-wide modules and core pages (T1's part of issue #19), checked
// against the English modules it mirrors: same shape, same identifiers, every piece of copy
// actually translated, French typography.

type Module = Record<string, unknown>;

/** English exports that are deliberately not mirrored, and why. Functions are never mirrored. */
const notMirrored: Record<string, string[]> = {
  // The page's section ids, which the /solutions/<section> routes match: identifiers, not copy.
  solutions: ["solutionSections"],
};

const modules: { name: string; en: Module; fr: Module }[] = [
  { name: "site", en: enSite, fr: frSite },
  { name: "claims", en: enClaims, fr: frClaims },
  { name: "modules", en: enModules, fr: frModules },
  { name: "navigation", en: enNavigation, fr: frNavigation },
  { name: "footer", en: enFooter, fr: frFooter },
  { name: "errors", en: enErrors, fr: frErrors },
  { name: "breadcrumbs", en: enBreadcrumbs, fr: frBreadcrumbs },
  { name: "home", en: enHome, fr: frHome },
  { name: "solutions", en: enSolutions, fr: frSolutions },
  { name: "modules-page", en: enModulesPage, fr: frModulesPage },
  { name: "accessibility", en: enAccessibility, fr: frAccessibility },
];

/** Keys whose values are identifiers (claim ids and paths included): a translation keeps them exactly. */
const identifierKeys = new Set([
  "id", "slug", "href", "icon", "kind", "key", "segment", "section", "module", "path",
  "claim", "claims", "stats", "highlightedStat", "highlight",
]);

/**
 * Copy French may share with English: proper nouns, and words French spells the same way.
 * Anything else equal in both languages is an untranslated string.
 */
const sameInBoth = new Set([
  "Ilimi",
  "Ilimi ERP",
  "Abuja",
  "LinkedIn",
  "X (Twitter)",
  "Facebook",
  "YouTube",
  "Solutions",
  "Modules",
  "Transport",
  "Admissions",
  "Blog",
  "Guides",
  "Cookies",
  "Menu",
]);

/** Figures, codes and addresses: no letters, a course code such as "GST 111", an e-mail or URL. */
function isFigureOrCode(text: string): boolean {
  return (
    /^[^\p{L}]*$/u.test(text) ||
    /^[A-Z]{2,4} \d{3}$/.test(text) ||
    /^\S+@\S+$/.test(text) ||
    /^https?:\/\//.test(text)
  );
}

/** French typography: no-break spaces before « : ; ? ! », inside « », and between a number and %. */
function typographyProblem(text: string): string | null {
  if (/[^\s] [:;?!»]/.test(text)) return "ordinary space before a colon, semicolon, question mark, exclamation mark or closing guillemet";
  if (/« /.test(text)) return "ordinary space after «";
  if (/\d %/.test(text)) return "ordinary space before %";
  if (/\d[%]/.test(text)) return "no space before %";
  return null;
}

function compare(en: unknown, fr: unknown, path: string, key: string, problems: string[]): void {
  if (typeof en === "function") {
    if (typeof fr !== "function") problems.push(`${path}: a function in English, ${typeof fr} in French`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(fr) || fr.length !== en.length) {
      problems.push(`${path}: ${en.length} items in English, ${Array.isArray(fr) ? fr.length : "no array"} in French`);
      return;
    }
    en.forEach((item, i) => compare(item, fr[i], `${path}[${i}]`, key, problems));
    return;
  }
  if (en !== null && typeof en === "object") {
    if (fr === null || typeof fr !== "object") {
      problems.push(`${path}: an object in English, ${String(fr)} in French`);
      return;
    }
    const enKeys = Object.keys(en).sort();
    const frKeys = Object.keys(fr).sort();
    if (enKeys.join() !== frKeys.join()) problems.push(`${path}: keys ${frKeys.join()} instead of ${enKeys.join()}`);
    for (const k of enKeys) compare((en as Module)[k], (fr as Module)[k], `${path}.${k}`, k, problems);
    return;
  }
  if (typeof en === "string") {
    if (typeof fr !== "string") problems.push(`${path}: not a string in French`);
    else if (identifierKeys.has(key)) {
      if (fr !== en) problems.push(`${path}: identifier changed from ${en} to ${fr}`);
    } else {
      if (fr === en && !sameInBoth.has(fr) && !isFigureOrCode(fr)) problems.push(`${path}: left in English: ${fr}`);
      if (fr.trim() === "" && en.trim() !== "") problems.push(`${path}: empty in French`);
      const typo = typographyProblem(fr);
      if (typo) problems.push(`${path}: ${typo}: ${fr}`);
    }
    return;
  }
  if (fr !== en) problems.push(`${path}: ${String(en)} in English, ${String(fr)} in French`);
}

describe.each(modules)("the French $name module", ({ name, en, fr }) => {
  it("mirrors every English export that holds text, and nothing else", () => {
    const expected = Object.keys(en).filter((k) => typeof en[k] !== "function" && !(notMirrored[name] ?? []).includes(k));
    expect(Object.keys(fr).sort()).toEqual(expected.sort());
  });

  it("has the English shape and identifiers, with every piece of copy in French", () => {
    const problems: string[] = [];
    for (const exportName of Object.keys(fr)) compare(en[exportName], fr[exportName], `${name}.${exportName}`, exportName, problems);
    expect(problems).toEqual([]);
  });
});

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
    const asEnglish = (value: string) => value.replace("24\u00a0h/24, 7\u00a0j/7", "24/7").replace(",", ".").replace("\u00a0%", "%");
    for (const [id, claim] of Object.entries(frClaims.claims)) {
      expect(asEnglish(claim.value), id).toBe(enClaims.claims[id as enClaims.ClaimId].value);
    }
  });
});
