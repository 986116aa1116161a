// The languages the public site speaks (issue #19). English lives at the root, French under /fr,
// with the same slugs (ADR in docs/decisions says why). Relative imports only: browser tests and
// page scripts import this module outside Vite.

import { edition, editionList, editionRecord, indexedEditions, locales, rootLocale, type Locale } from "./editions";

export { type Locale };

/** `<html lang>` and hreflang of each edition. */
export const htmlLang = editionRecord((e) => e.htmlLang);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The prefixed edition a path lies under, if any. */
function prefixedEditionOf(pathname: string) {
  return editionList.find((e) => e.prefix && (pathname === e.prefix || pathname.startsWith(`${e.prefix}/`)));
}

/** The edition a path belongs to: `/fr` and `/fr/...` are French, everything else the root edition's. */
export function localeOfPath(pathname: string): Locale {
  return prefixedEditionOf(pathname)?.code ?? rootLocale;
}

/** The same path without its edition's prefix: `/fr/demo` → `/demo`, `/fr` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const prefixed = prefixedEditionOf(pathname);
  if (!prefixed) return pathname;
  const rest = pathname.slice(prefixed.prefix.length);
  return rest === "" ? "/" : rest;
}

/** The same page in every edition: `/demo` → `/demo`, `/fr/demo` (the server's lists of form pages). */
export function inEveryEdition(path: string): string[] {
  return locales.map((locale) => localizePath(locale, path));
}

/** Every indexed edition but the given one: the language switcher's and the suggestion's list. */
export function offeredEditions(locale: Locale): Locale[] {
  return indexedEditions.map((e) => e.code).filter((l) => l !== locale);
}

/**
 * An internal link in the given edition: `/demo?size=small#form` → `/fr/demo?size=small#form`.
 * External links, mail and phone links, bare fragments and already-French paths are left alone.
 */
export function localizePath(locale: Locale, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  const bare = pathWithoutLocale(path);
  const prefix = edition(locale).prefix;
  if (!prefix) return bare + rest;
  return (bare === "/" ? prefix : prefix + bare) + rest;
}

/** Keys whose string values are identifiers, not copy: a translation keeps them as they are typed. */
export const identifierKeys = [
  "id",
  "slug",
  "icon",
  "kind",
  "href",
  "key",
  "segment",
  "section",
  "module",
  "value",
  "path",
  "type",
  "autoComplete",
  "format",
  "quoteHref",
] as const;
type IdentifierKey = (typeof identifierKeys)[number];

/**
 * The shape a translation of an English content value must have: the same keys, arrays and
 * functions, with every piece of copy widened to `string` (so "Request Demo" may become
 * « Demander une démo ») while identifiers keep their literal types. A missing key fails the
 * typecheck, not the visitor.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : { -readonly [K in keyof T]: K extends IdentifierKey ? T[K] : Translation<T[K]> };

/**
 * A date as `format` (an Intl.DateTimeFormat of the edition) writes it, with the French « 1er » for
 * the first of a month written in words (« mardi 1er décembre 2026 », « 1er déc. »), which Intl
 * does not do (issue #29). Numeric dates (« 01/12/2026 ») and other days are left as Intl writes them.
 */
export function formatDateIn(locale: Locale, format: Intl.DateTimeFormat, date: Date): string {
  const first = edition(locale).firstOfMonth;
  const parts = format.formatToParts(date);
  if (first === null || !parts.some((p) => p.type === "month" && /\D/.test(p.value))) return format.format(date);
  return parts.map((p) => (p.type === "day" && /^0?1$/.test(p.value) ? first : p.value)).join("");
}
