import { claims } from "../../app/content/claims";
import { identifierKeys } from "../../app/content/locale";
import { site } from "../../app/content/site";

// The one check that an edition's copy mirrors the English copy (issue #24): the same shape (keys,
// list lengths, functions and their arity), the same identifiers (the keys `Translation<T>` keeps,
// app/content/locale.ts), the same figures, no English left by mistake, and the edition's
// typography. Used by app/content/editions-mirror.test.ts over every module of the catalogue.

type Module = Record<string, unknown>;

const identifiers = new Set<string>(identifierKeys);
const claimIds = new Set<string>(Object.keys(claims));
/** An identifier is one token (a slug, a path, a kind); under an identifier key a sentence is still copy. */
const isToken = (text: string) => /^[\w./#:+-]*$/.test(text);
/** A page names the claims it shows by id (`stats: ["uptime", …]`, `highlight: "adminTime"`). */
const namesClaim = (text: string) => claimIds.has(text);
/** `name` and `size` hold a code ("firstName", "small") or copy ("Small", "Institution size"): an identifier when it reads like code. */
const codeName = /^[a-z][a-zA-Z-]*$/;
const codeOrCopyKeys = new Set(["name", "size"]);

/** Under an identifier key, one token with a letter ("small", "/demo", "tel:+234…"); "24/7" is a figure, still copy. */
function isIdentifier(key: string, text: string): boolean {
  return (
    (identifiers.has(key) && isToken(text) && /\p{L}/u.test(text)) ||
    (codeOrCopyKeys.has(key) && codeName.test(text)) ||
    (key !== "label" && namesClaim(text))
  );
}

/** Copy both languages share on purpose: proper nouns, words spelt the same, the company's facts. */
const sameInBoth = new Set<string>([
  site.name,
  site.productName,
  site.email,
  site.phone,
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
  "Guide",
  "Guides",
  "Cookies",
  "Menu",
  "Version",
  "Message",
  "Contact",
  "Type",
]);

/** Figures, dates, codes, addresses and course codes carry no language. */
function isLanguageNeutral(text: string): boolean {
  return (
    sameInBoth.has(text) ||
    /^[^\p{L}]*$/u.test(text) ||
    /^[A-Z]{2,4} \d{3}$/.test(text) ||
    /^(\/|#|mailto:|tel:|https?:\/\/)\S*$/.test(text) ||
    /^[\w.+-]+@[\w.-]+$/.test(text) ||
    /^[a-z0-9]+(-[a-z0-9]+)+$/.test(text)
  );
}

/**
 * The numbers a text states, however its language writes them: "1,000" and « 1 000 » are 1000,
 * "99.9" and « 99,9 » are 99.9, "6PM" and « 18 h » are 18. Compared as sets, since « 24 h/24, 7 j/7 »
 * says 24 twice where "24/7" says it once.
 */
function figuresIn(text: string): string {
  const plain = text
    // « 9 h – 18 h WAT, soit 8 h – 17 h GMT », « 10 h 00 WAT (9 h 00 GMT) »: the same hours restated on a
    // francophone clock (issues #29, #46).
    .replace(/,\s*soit [^,.()]*GMT/g, "")
    .replace(/\([^()]*GMT\)/g, "")
    // A zone's offset names the zone, as WAT does (« WAT, UTC+1 »): no figure of the text.
    .replace(/\bUTC[+−-]\d{1,2}\b/g, "")
    // An example phone number is an example, not a figure: each edition shows its readers' own (issue #29).
    .replace(/\+\d[\d ]+\d/g, "")
    // « 24 h/24 » alone is "round the clock" in words; « 24 h/24, 7 j/7 » is "24/7" and keeps its figures.
    .replace(/24\u00a0h\/24(?!, 7)/g, "")
    // The CFA francs' parity to the euro, a decimal in French (« 655,957 »), not a thousand.
    .replace(/655,957/g, "655.957")
    .replace(/(\d)[,\u00a0\u202f](?=\d{3}\b)/g, "$1")
    .replace(/(\d),(?=\d)/g, "$1.")
    .replace(/\b(\d{1,2})PM\b/g, (_, hour: string) => String(Number(hour) + 12));
  // As numbers: "08:00" and « 8 h 00 » state the same 8.
  return [...new Set((plain.match(/\d+(?:\.\d+)?/g) ?? []).map((n) => String(Number(n))))].sort().join(" ");
}

/** French typography: no-break spaces before « : ; ? ! % », inside « … », between digit groups. */
function frenchTypographyProblem(text: string): string | undefined {
  if (/[ \t][:;?!%»]/.test(text)) return "an ordinary space before a high mark";
  if (/\S[:;?!»](?![/\w])/u.test(text.replace(/[\u00a0\u202f][:;?!»]/g, ""))) return "no space before a high mark";
  if (/«[ \t]/.test(text)) return "an ordinary space after «";
  if (/\d[%]/.test(text)) return "no space before %";
  if (/\d,\d{3}\b/.test(text.replace(/655,957/g, ""))) return "an English thousands separator";
  if (/\d \d{3}\b/.test(text) && !text.includes("+")) return "an ordinary space between digit groups";
  return undefined;
}

/** What each edition's typography checks; an edition without rules here has none checked. */
const typography: Record<string, (text: string) => string | undefined> = { fr: frenchTypographyProblem };

/** Walks an English value and an edition's mirror of it side by side; each finding is "path: problem". */
export function mirrorFindings(
  en: unknown,
  other: unknown,
  path: string,
  key: string,
  locale: string,
  findings: string[] = [],
): string[] {
  const found = (problem: string) => findings.push(`${path}: ${problem}`);
  if (typeof en === "function") {
    if (typeof other !== "function") found("is not a function");
    else if (other.length !== en.length) found(`takes ${other.length} arguments, not ${en.length}`);
    return findings;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) found(`is not a list of ${en.length}`);
    else en.forEach((item, i) => mirrorFindings(item, other[i], `${path}[${i}]`, key, locale, findings));
    return findings;
  }
  if (en !== null && typeof en === "object") {
    if (other === null || typeof other !== "object") return (found("is not an object"), findings);
    const enKeys = Object.keys(en).sort();
    const otherKeys = Object.keys(other).sort();
    if (enKeys.join() !== otherKeys.join()) found(`has keys ${otherKeys.join()}, not ${enKeys.join()}`);
    for (const k of enKeys)
      mirrorFindings((en as Module)[k], (other as Module)[k], `${path}.${k}`, k, locale, findings);
    return findings;
  }
  if (typeof en !== "string") {
    if (other !== en) found(`is ${String(other)}, not ${String(en)}`);
    return findings;
  }
  if (typeof other !== "string") return (found("is not a string"), findings);
  if (isIdentifier(key, en)) {
    if (other !== en) found(`changed the identifier "${en}" to "${other}"`);
    return findings;
  }
  if (other === en && !isLanguageNeutral(en)) found(`is still English: "${en}"`);
  if (other.trim() === "" && en.trim() !== "") found("is empty");
  if (figuresIn(en) !== figuresIn(other)) found(`states the figures ${figuresIn(other)}, not ${figuresIn(en)}`);
  const problem = typography[locale]?.(other);
  if (problem) found(`${problem}: "${other}"`);
  return findings;
}
