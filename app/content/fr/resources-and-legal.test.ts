import { describe, expect, it } from "vitest";
import * as enLegal from "../legal";
import * as enCookies from "../legal/cookies";
import * as enPrivacy from "../legal/privacy";
import * as enTerms from "../legal/terms";
import * as enResources from "../resources";
import * as frLegal from "./legal";
import * as frCookies from "./legal/cookies";
import * as frPrivacy from "./legal/privacy";
import * as frTerms from "./legal/terms";
import * as frResources from "./resources";

// The French edition of the Resources and legal modules (issue #19): a French value must have the
// English value's shape, the same identifiers, and no copy left in English.

/** Keys whose values are identifiers or addresses: the same in both editions. */
const identifierKeys = new Set(["id", "slug", "href", "icon", "kind", "segment", "path", "key", "section", "module", "value"]);

/** Strings that are the same in French and English on purpose: proper nouns, words French shares. */
const sameInBoth = new Set(["Ilimi", "Ilimi ERP", "Blog", "Guide", "Guides", "Version", "Cookies", "Message", "Contact", "Type"]);

/** Figures, dates, codes, addresses and the like carry no language. */
function isLanguageNeutral(text: string): boolean {
  return (
    sameInBoth.has(text) ||
    /^[\d\s\u00a0.,:;%+\-–/()|]*$/.test(text) ||
    /^(\/|mailto:|tel:|https?:\/\/)\S*$/.test(text) ||
    /^[\w.+-]+@[\w.-]+$/.test(text) ||
    /^[a-z0-9]+(-[a-z0-9]+)+$/.test(text)
  );
}

type Problem = string;

/** Walks an English value and its French counterpart side by side and lists what differs wrongly. */
function compare(en: unknown, fr: unknown, path: string, key: string | undefined, problems: Problem[]): void {
  if (typeof en === "function") {
    if (typeof fr !== "function") problems.push(`${path}: a function in English, ${typeof fr} in French`);
    return;
  }
  if (typeof en === "string") {
    if (typeof fr !== "string") return void problems.push(`${path}: a string in English, ${typeof fr} in French`);
    if (key && identifierKeys.has(key)) {
      if (fr !== en) problems.push(`${path}: identifier changed from "${en}" to "${fr}"`);
    } else if (fr === en && !isLanguageNeutral(en)) {
      problems.push(`${path}: still in English: "${en}"`);
    }
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(fr)) return void problems.push(`${path}: an array in English, not in French`);
    if (fr.length !== en.length) problems.push(`${path}: ${en.length} items in English, ${fr.length} in French`);
    en.forEach((item, i) => compare(item, fr[i], `${path}[${i}]`, undefined, problems));
    return;
  }
  if (en && typeof en === "object") {
    if (!fr || typeof fr !== "object") return void problems.push(`${path}: an object in English, not in French`);
    const enKeys = Object.keys(en).sort();
    const frKeys = Object.keys(fr).sort();
    if (enKeys.join() !== frKeys.join()) problems.push(`${path}: keys ${enKeys.join()} in English, ${frKeys.join()} in French`);
    for (const k of enKeys) compare((en as Record<string, unknown>)[k], (fr as Record<string, unknown>)[k], `${path}.${k}`, k, problems);
    return;
  }
  if (fr !== en) problems.push(`${path}: ${String(en)} in English, ${String(fr)} in French`);
}

/** French typography: a no-break space, never a plain one or none, before « ; : ? ! ». */
function typographyProblems(value: unknown, path: string, problems: Problem[]): void {
  if (typeof value === "string") {
    if (/ [;:?!»]|« /.test(value)) problems.push(`${path}: plain space in "${value}"`);
    if (/\p{L}[;?!]|\p{L}:(\s|$)/u.test(value)) problems.push(`${path}: no space before punctuation in "${value}"`);
    if (/\d %/.test(value)) problems.push(`${path}: plain space before % in "${value}"`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => typographyProblems(item, `${path}[${i}]`, problems));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) typographyProblems(v, `${path}.${k}`, problems);
  }
}

/** Each French module beside its English one, with the exports a translation must mirror. */
const pairs: { name: string; en: Record<string, unknown>; fr: Record<string, unknown>; exports: string[] }[] = [
  { name: "resources", en: enResources, fr: frResources, exports: ["resourceSections", "resourceSectionList", "resourcesPage", "articleLabels"] },
  { name: "legal", en: enLegal, fr: frLegal, exports: ["retentionPolicy", "rightsReplyTime", "legalLabels"] },
  { name: "legal/privacy", en: enPrivacy, fr: frPrivacy, exports: ["demoRequestFieldList", "privacyNotice"] },
  { name: "legal/terms", en: enTerms, fr: frTerms, exports: ["termsOfUse"] },
  { name: "legal/cookies", en: enCookies, fr: frCookies, exports: ["browserStorage", "cookieNotice"] },
];

describe("the French Resources and legal texts", () => {
  for (const { name, en, fr, exports } of pairs) {
    it(`mirror every exported text of ${name}.ts with the same shape and identifiers, all in French`, () => {
      const problems: Problem[] = [];
      for (const exported of exports) {
        expect(fr, `${name}.ts exports ${exported} in French`).toHaveProperty(exported);
        compare(en[exported], fr[exported], `${name}.${exported}`, undefined, problems);
      }
      expect(problems).toEqual([]);
    });

    it(`follow French typography in ${name}.ts`, () => {
      const problems: Problem[] = [];
      for (const exported of exports) typographyProblems(fr[exported], `${name}.${exported}`, problems);
      expect(problems).toEqual([]);
    });
  }

  it("counts and times articles in French", () => {
    expect(frResources.resourcesPage.countLabel(0)).toBe("Bientôt disponible");
    expect(frResources.resourcesPage.countLabel(1)).toBe("1 article");
    expect(frResources.resourcesPage.countLabel(4)).toBe("4 articles");
    expect(frResources.articleLabels.readingTime(5)).toBe("5\u00a0min de lecture");
    expect(frResources.articleLabels.listLabel("Guides")).toBe("Guides\u00a0: liste des articles");
  });

  it("lists the sections in the English menu order", () => {
    expect(frResources.resourceSectionList.map((s) => s.kind)).toEqual(enResources.resourceSectionList.map((s) => s.kind));
  });

  it("gives the French privacy notice the English one's version, so a French sender's record names the notice they read", () => {
    expect(frPrivacy.privacyNotice.version).toBe(enPrivacy.privacyNotice.version);
    expect(frPrivacy.privacyNotice.lastUpdated).toBe(enPrivacy.privacyNotice.lastUpdated);
  });

  it("keeps every right of the English privacy notice", () => {
    const rights = (doc: typeof enPrivacy.privacyNotice) => doc.sections.find((s) => s.id === "your-rights")?.blocks.find((b) => b.kind === "list");
    const en = rights(enPrivacy.privacyNotice);
    const fr = rights(frPrivacy.privacyNotice);
    expect(en?.kind === "list" && fr?.kind === "list" && fr.items.length === en.items.length && en.items.length > 0).toBe(true);
    const text = JSON.stringify(frPrivacy.privacyNotice);
    for (const word of ["accéder", "rectification", "effacement", "opposer", "portabilité", "limiter", "retirer votre consentement", "réclamation", "NDPC", "dans un délai d’un mois"]) {
      expect(text, word).toContain(word);
    }
  });

  it("states the same retention periods as the English privacy notice", () => {
    const figures = (text: string) => text.match(/\d+/g) ?? [];
    for (const [key, english] of Object.entries(enLegal.retentionPolicy)) {
      expect(figures(frLegal.retentionPolicy[key as keyof typeof enLegal.retentionPolicy]), key).toEqual(figures(english));
    }
  });
});
