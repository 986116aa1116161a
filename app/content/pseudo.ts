import { claims } from "./claims";
import { identifierKeys } from "./locale";

// The pseudo-localised edition's copy (ADR 045), made from the English copy when it is asked for:
// every letter accented, each text about 35 % longer and bracketed, so "Request a demo" reads
// "[Ŕéqûéšţ å ðéɱö ·····]". A word on a /xx page that is not so marked did not come from the
// catalogue; a layout that overflows with it would overflow with German or French. Relative imports
// only, like ./locale.ts.

const accents: Record<string, string> = {
  a: "å",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ʠ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Ƥ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Strings that are not words: links, e-mail addresses, and anything without a letter (dates, figures). Left as they are. */
const notWords = /^(?:\/|#|https?:|mailto:|tel:|\S+@\S+$)|^[^\p{L}]*$/u;

/** A piece of English copy, pseudo-localised. */
export function pseudoText(text: string): string {
  if (notWords.test(text)) return text;
  const letters = [...text].filter((c) => /\p{L}/u.test(c)).length;
  // In words of at most six dots, so a long paragraph's padding wraps like text instead of overflowing.
  const padding = "·".repeat(Math.max(1, Math.round(letters * 0.35))).replace(/(·{6})(?=·)/g, "$1 ");
  return `[${text.replace(/[A-Za-z]/g, (c) => accents[c] ?? c)} ${padding}]`;
}

const identifiers = new Set<string>(identifierKeys);
const claimIds = new Set<string>(Object.keys(claims));
/** A page names the claims it shows by id (`stats: ["uptime", …]`, `highlight: "adminTime"`): ids, not copy. */
const namesClaims = (item: unknown) =>
  Array.isArray(item) ? item.length > 0 && item.every(namesClaims) : typeof item === "string" && claimIds.has(item);
/** An identifier is one token (a slug, a path, a kind); under an identifier key, a sentence is still copy ("4 hours a year"). */
const isToken = (item: unknown) => typeof item === "string" && /^[\w./#:-]*$/.test(item);
const keepsAsIs = (key: string, item: unknown) =>
  (identifiers.has(key) && isToken(item)) || (key !== "label" && namesClaims(item));
const made = new WeakMap<object, unknown>();

/** A content value (string, object, array or function returning copy), pseudo-localised; identifiers kept. */
export function pseudoCopy<T>(value: T): T {
  if (typeof value === "string") return pseudoText(value) as T;
  if (typeof value === "function") {
    return ((...args: unknown[]) => pseudoCopy((value as (...a: unknown[]) => unknown)(...args))) as T;
  }
  if (typeof value !== "object" || value === null) return value;
  const cached = made.get(value);
  if (cached) return cached as T;
  const copy: unknown = Array.isArray(value)
    ? value.map((item) => pseudoCopy(item))
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, keepsAsIs(key, item) ? item : pseudoCopy(item)]),
      );
  made.set(value, copy);
  return copy as T;
}
