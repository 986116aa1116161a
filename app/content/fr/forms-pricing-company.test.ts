import { describe, expect, it } from "vitest";
import * as enBooking from "../booking";
import * as enCompany from "../company";
import * as enContact from "../contact";
import * as enForms from "../forms";
import * as enIndustries from "../industries";
import * as enPricing from "../pricing";
import * as enEstimator from "../savings-estimator";
import { site } from "../site";
import * as frBooking from "./booking";
import * as frCompany from "./company";
import * as frContact from "./contact";
import * as frForms from "./forms";
import * as frIndustries from "./industries";
import * as frPricing from "./pricing";
import * as frEstimator from "./savings-estimator";

// The French edition of the forms, booking, pricing, estimator, industries and company modules
// (issue #19) must be the English value with its copy translated: the same keys and list lengths,
// the same identifiers, French typography, and no sentence left in English by mistake.

type Module = Record<string, unknown>;

/** Each module with the exported consts that hold visitor-facing text. */
const modules: { name: string; en: Module; fr: Module; names: string[] }[] = [
  {
    name: "forms",
    en: enForms,
    fr: frForms,
    names: ["privacyNotice", "guardFieldsCopy", "demoFormMessages", "newsletterMessages", "formProblems", "demoFormCopy", "newsletterCopy", "guardPages"],
  },
  { name: "contact", en: enContact, fr: frContact, names: ["institutionSizes", "demoFormFields", "contactPage"] },
  { name: "booking", en: enBooking, fr: frBooking, names: ["bookingCopy", "reminderConsentCopy"] },
  { name: "pricing", en: enPricing, fr: frPricing, names: ["plans", "everyPlanIncludes", "comparison", "pricingPage"] },
  { name: "savings-estimator", en: enEstimator, fr: frEstimator, names: ["estimatorFields", "savingsEstimatorCopy"] },
  { name: "industries", en: enIndustries, fr: frIndustries, names: ["segments", "industriesPage"] },
  {
    name: "company",
    en: enCompany,
    fr: frCompany,
    names: ["companyFacts", "companyOverview", "aboutPage", "careersPage", "partnersPage", "companyPages"],
  },
];

/** Keys whose strings are identifiers or codes: the French value keeps them as they are. */
const identifierKeys = new Set(["id", "slug", "href", "icon", "kind", "key", "size", "quoteHref", "autoComplete", "type", "format", "stats"]);
/** Keys that hold an identifier when the value looks like one ("small", "students") and copy otherwise. */
const maybeIdentifierKeys = new Set(["value", "name"]);
const codeToken = /^[a-z][a-zA-Z-]*$/;

/** Strings that are the same in both languages: proper nouns, words French shares, the company's facts. */
const sameInBothLanguages = new Set<string>([
  "Message",
  "Modules",
  site.name,
  site.productName,
  site.email,
  site.phone,
]);

type Finding = { path: string; problem: string };

function walk(en: unknown, fr: unknown, path: string, key: string, findings: Finding[]): void {
  if (typeof en === "function") {
    if (typeof fr !== "function") findings.push({ path, problem: "is not a function" });
    else if (fr.length !== en.length) findings.push({ path, problem: `takes ${fr.length} arguments, not ${en.length}` });
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(fr) || fr.length !== en.length) {
      findings.push({ path, problem: `is not a list of ${en.length}` });
      return;
    }
    en.forEach((item, i) => walk(item, fr[i], `${path}[${i}]`, key, findings));
    return;
  }
  if (en !== null && typeof en === "object") {
    if (fr === null || typeof fr !== "object") {
      findings.push({ path, problem: "is not an object" });
      return;
    }
    const enKeys = Object.keys(en).sort();
    const frKeys = Object.keys(fr).sort();
    if (enKeys.join() !== frKeys.join()) findings.push({ path, problem: `has keys ${frKeys.join()}, not ${enKeys.join()}` });
    for (const k of enKeys) walk((en as Module)[k], (fr as Module)[k], `${path}.${k}`, k, findings);
    return;
  }
  if (typeof en !== "string") {
    if (fr !== en) findings.push({ path, problem: `is ${String(fr)}, not ${String(en)}` });
    return;
  }
  if (typeof fr !== "string") {
    findings.push({ path, problem: "is not a string" });
    return;
  }
  const isIdentifier = identifierKeys.has(key) || (maybeIdentifierKeys.has(key) && codeToken.test(en));
  if (isIdentifier) {
    if (fr !== en) findings.push({ path, problem: `changed the identifier "${en}" to "${fr}"` });
    return;
  }
  if (fr === en && /\p{L}/u.test(en) && !sameInBothLanguages.has(en)) findings.push({ path, problem: `is still English: "${en}"` });
  const enFigures = figuresIn(en);
  const frFigures = figuresIn(fr);
  if (enFigures !== frFigures) findings.push({ path, problem: `states the figures ${frFigures}, not ${enFigures}` });
  const typography = frenchTypographyProblem(fr);
  if (typography) findings.push({ path, problem: `${typography}: "${fr}"` });
}

/**
 * The numbers a text states, whatever its language writes them like: "1,000" and « 1 000 » are 1000,
 * "99.9" and « 99,9 » are 99.9, "6PM" and « 18 h » are 18. Compared as sets, since « 24 h/24, 7 j/7 »
 * says 24 twice where "24/7" says it once.
 */
function figuresIn(text: string): string {
  const plain = text
    // « 9 h – 18 h WAT (8 h – 17 h GMT) »: the bracket restates the same hours on a French reader's clock (issue #29).
    .replace(/\([^()]*GMT\)/g, "")
    // An example phone number is an example, not a figure: each edition shows its readers' own (issue #29).
    .replace(/\+\d[\d ]+\d/g, "")
    // The CFA francs' parity to the euro, a decimal in French (« 655,957 »), not a thousand.
    .replace(/655,957/g, "655.957")
    .replace(/(\d)[,\u00a0\u202f](?=\d{3}\b)/g, "$1")
    .replace(/(\d),(?=\d)/g, "$1.")
    .replace(/\b(\d{1,2})PM\b/g, (_, hour: string) => String(Number(hour) + 12));
  const numbers = new Set(plain.match(/\d+(?:\.\d+)?/g) ?? []);
  return [...numbers].sort().join(" ");
}

/** French sets a no-break space before « : ; ? ! % », inside « … », and between digit groups. */
function frenchTypographyProblem(text: string): string | undefined {
  if (/[ \t][:;?!%»]/.test(text)) return "an ordinary space before a high mark";
  if (/\S[:;?!»](?![/\w])/u.test(text.replace(/\u00a0[:;?!»]/g, ""))) return "no space before a high mark";
  if (/«[ \t]/.test(text)) return "an ordinary space after «";
  if (/\d,\d{3}\b/.test(text.replace(/655,957/g, ""))) return "an English thousands separator";
  if (/\d \d{3}\b/.test(text) && !text.includes("+")) return "an ordinary space between digit groups";
  return undefined;
}

describe("the French forms, booking, pricing and company text", () => {
  for (const m of modules) {
    it(`translates every text const of ${m.name}.ts`, () => {
      expect(Object.keys(m.fr).sort()).toEqual([...m.names].sort());
      for (const name of m.names) expect(m.en[name], `${m.name}.${name} in English`).toBeDefined();
    });

    it(`keeps ${m.name}.ts's shape and identifiers and leaves no English copy`, () => {
      const findings: Finding[] = [];
      for (const name of m.names) walk(m.en[name], m.fr[name], `${m.name}.${name}`, name, findings);
      expect(findings).toEqual([]);
    });
  }

  it("counts French fields to correct in the singular and the plural", () => {
    expect(frForms.formProblems.summaryHeading(1)).toBe("Veuillez corriger 1\u00a0champ");
    expect(frForms.formProblems.summaryHeading(3)).toBe("Veuillez corriger 3\u00a0champs");
  });

  it("names the French plans after the French institution sizes, as the English does", () => {
    frPricing.plans.forEach((plan, i) => {
      const [name, range] = frContact.institutionSizes[i]!.label.split("\u00a0: ");
      expect(plan.size).toBe(frContact.institutionSizes[i]!.value);
      expect(plan.name).toBe(name);
      expect(plan.students.startsWith(range!)).toBe(true);
    });
  });

  it("words the French text-making functions in French", () => {
    expect(frIndustries.industriesPage.segmentLink("Écoles supérieures")).toBe("Ilimi pour les écoles supérieures");
    expect(frIndustries.industriesPage.segment.modulesTitle("Universités")).toBe("Les modules qui comptent le plus pour les universités");
    expect(frPricing.pricingPage.plans.ctaContext("Petit")).toBe(" pour la formule Petit");
    expect(frBooking.bookingCopy.booked.length(30)).toBe("30\u00a0minutes");
  });

  it("notices an English sentence or a misplaced space (the check itself works)", () => {
    const findings: Finding[] = [];
    walk({ title: "Hello there", href: "/demo" }, { title: "Hello there", href: "/fr/demo" }, "x", "x", findings);
    walk({ t: "Why?" }, { t: "Pourquoi ?" }, "y", "y", findings);
    walk({ t: "99.9% of 1,000" }, { t: "99,9\u00a0% sur 1\u00a0000" }, "z", "z", findings);
    walk({ t: "99.9% of 1,000" }, { t: "99,5\u00a0% sur 1\u00a0000" }, "w", "w", findings);
    expect(findings.map((f) => f.path)).toEqual(["x.href", "x.title", "y.t", "w.t"]);
  });
});
