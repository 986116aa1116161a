import { readFileSync } from "node:fs";
import { missingArticle, timesWithoutGmt } from "../../app/content/french-grammar";
import { englishCatalogueStrings } from "./french-edition";

// What a French reader must never meet (issue #29), checked on the text people read: a page's text
// nodes and the attributes read aloud or shown (title, alt, aria-label, placeholder), an e-mail's
// words, an invitation's fields. Never on URLs, addresses, code or JSON-LD, which are not prose.

/**
 * English that never occurs in French copy, beyond the catalogue (which knows only the strings its
 * modules pair): words the templates or the server once wrote themselves ("Skip to main content",
 * "Error 403", "Return to Home").
 */
const englishOnly = [
  /\bthe\b/i,
  /\band\b/,
  /\byour\b/i,
  /\bSkip\b/,
  /\bEnter (your|a)\b/,
  /\bReturn to\b/,
  /\bError\b/,
  /\bHome\b/,
  /\bPlease\b/,
  /\bGo back\b/,
  /\bToo many\b/,
  /\bcould not\b/i,
  /\bnot found\b/i,
  /\bmain content\b/i,
  /\bSubscribe\b/,
  /\bSending\b/,
];

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

let catalogue: string[] | undefined;

/** The English a French text shows: catalogue strings, then English-only words. */
function englishIn(text: string): string[] {
  catalogue ??= englishCatalogueStrings();
  const flat = spaces(text);
  const found = catalogue.filter((s) => flat.includes(s)).map((s) => `«${s}»`);
  for (const word of englishOnly) {
    const match = word.exec(flat);
    if (match) found.push(`«${flat.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).trim()}»`);
  }
  return found;
}

/** Web addresses and e-mail addresses, which keep their own colons, question marks and apostrophes. */
const notProse = /\b(?:https?:\/\/|mailto:|tel:)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * French typography slips in a text: a straight apostrophe between letters; « : ; ! ? » without a
 * no-break space (U+202F or U+00A0) before them; guillemets without one inside. A colon between
 * digits (10:00) is a time, not punctuation.
 */
function typographySlips(text: string): string[] {
  const prose = text.replace(notProse, " ");
  const slips: string[] = [];
  const around = (index: number) => JSON.stringify(prose.slice(Math.max(0, index - 25), index + 15));
  for (const match of prose.matchAll(/\p{L}'\p{L}/gu)) slips.push(`straight apostrophe ${around(match.index)}`);
  for (const match of prose.matchAll(/[:;!?]/g)) {
    const i = match.index;
    const before = prose[i - 1] ?? "";
    if (match[0] === ":" && /\d/.test(before) && /\d/.test(prose[i + 1] ?? "")) continue;
    // A mark that opens a line or follows another mark ("?!", "…?") has no word to be kept from.
    if (before === "" || before === "\n" || /[\u00a0\u202f:;!?…]/.test(before)) continue;
    slips.push(`no no-break space before «${match[0]}» ${around(i)}`);
  }
  for (const match of prose.matchAll(/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/g))
    slips.push(`guillemet without a no-break space ${around(match.index)}`);
  // « (… WAT (8 h – 17 h GMT)) »: a bracket inside a bracket reads as a slip (issue #46).
  let depth = 0;
  for (const [i, char] of [...prose].entries()) {
    if (char === "(" && depth > 0) slips.push(`a bracket inside a bracket ${around(i)}`);
    if (char === "(") depth++;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (char === "\n") depth = 0;
  }
  return slips;
}

// Case kept: « Réservée : » opens a calqued subject, « est réservée : » is a French sentence.
const plainWords = (text: string) => spaces(text).replace(/['\u2019]/g, "’");

let avoided: string[] | undefined;

/**
 * The glossary's "Do not use" list (docs/glossary-fr.md, issue #46): the editor's table is the
 * test, so a wording added there is refused everywhere at once.
 */
function avoidedWordings(): string[] {
  if (avoided) return avoided;
  const glossary = readFileSync(new URL("../../docs/glossary-fr.md", import.meta.url), "utf8");
  const section = glossary.split(/^## Do not use$/m)[1] ?? "";
  avoided = [...section.matchAll(/^\| ([^|]+?) \|/gm)]
    .map((m) => m[1]!)
    .filter((cell) => cell !== "do not use" && !/^-+$/.test(cell))
    .map(plainWords);
  if (avoided.length === 0) throw new Error("docs/glossary-fr.md has no « Do not use » table");
  return avoided;
}

function avoidedIn(text: string): string[] {
  const flat = plainWords(text);
  return avoidedWordings()
    .filter((wording) => flat.includes(wording))
    .map((wording) => `«${wording}»`);
}

/** Every check on one text, each problem named with where it was found. */
export function frenchProblems(where: string, text: string): string[] {
  return [
    ...englishIn(text).map((s) => `${where}: English ${s}`),
    ...typographySlips(text).map((s) => `${where}: ${s}`),
    ...avoidedIn(text).map((s) => `${where}: a wording the glossary says not to use ${s}`),
    ...timesWithoutGmt(spaces(text)).map((s) => `${where}: a time in WAT without GMT «${s}»`),
    ...(missingArticle.test(text)
      ? [`${where}: an institution's name without its article «${missingArticle.exec(text)![0]}»`]
      : []),
  ];
}

/** An HTML e-mail's or page's words with their no-break spaces kept (support/french-edition.ts's visibleText folds them). */
export function htmlWords(html: string): string {
  return html
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, "\u00a0")
    .replace(/&#x202f;|&#8239;/gi, "\u202f")
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&rsquo;|&#8217;|&#x2019;/gi, "\u2019")
    .replace(/&laquo;/g, "\u00ab")
    .replace(/&raquo;/g, "\u00bb")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
