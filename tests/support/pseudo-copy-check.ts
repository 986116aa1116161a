import { edition } from "../../app/content/editions";

// What may stay unmarked on a /xx page (ADR 045), for the pseudo edition's checks with a browser
// (tests/e2e/pseudo-locale.spec.ts) and without (tests/integration/site-editions.test.ts).

export const pseudo = edition("xx");

/**
 * Each with its reason: not copy but names, data and what Intl writes. Everything else with a
 * Latin letter in it was not pseudo-localised, so it is hard-coded.
 */
const allowed: { pattern: RegExp; reason: string }[] = [
  { pattern: /\bIlimi\b/g, reason: "the brand name" },
  { pattern: /\b(LinkedIn|Facebook|YouTube)\b|\bX \(Twitter\)/g, reason: "the social networks' own names" },
  { pattern: /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, reason: "e-mail addresses" },
  { pattern: /\b(https?:\/\/)?[\w-]+(\.[\w-]+)*\.(ng|com|org|example|test|io)(\/\S*)?/g, reason: "web addresses" },
  {
    pattern:
      /\b(NGN|XOF|XAF|F?CFA|EUR|WAT|GMT|UTC|WCAG|PDF|CSV|ICS|SIS|LMS|ERP|API|SMS|SSO|NDPA|NDPC|CDP|ARTCI|APDP|IPDCP|CIL|HAPDP)\b/g,
    reason: "codes and acronyms",
  },
  {
    pattern:
      /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g,
    reason: "dates and days, as Intl writes them in the edition's locale",
  },
];

/** The Latin words a text shows that did not come through the pseudo-localised catalogue. */
function unmarked(text: string): string[] {
  let rest = text;
  for (const { pattern } of allowed) rest = rest.replace(pattern, " ");
  return rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
}

/** Every problem on one pseudo page: its <html lang>, and each text with unmarked words. */
export function pseudoProblems(where: string, lang: string | null, texts: string[]): string[] {
  const problems = lang === pseudo.htmlLang ? [] : [`${where}: <html lang="${lang}">`];
  for (const text of texts) {
    const words = unmarked(text);
    if (words.length > 0) problems.push(`${where}: "${words.join(" ")}" in "${text.slice(0, 120)}"`);
  }
  return problems;
}
