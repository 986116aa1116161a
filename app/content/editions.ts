// The registry of editions (issue #24, ADR 045): every language the public site speaks, listed once.
// Routes, path-to-edition, the server's path lists, the language switcher, Intl formatting, booking
// time labels, prerendering, the sitemap and hreflang all derive from this list; a new language is
// one entry here plus one copy folder (app/content/<code>/). Relative imports only: browser tests
// and page scripts import this module outside Vite.

type EditionCurrency = "NGN" | "XOF" | "XAF";
/** The digit-grouping rules a typed figure is read with, named after the language that writes them: "en" 2,500.5, "fr" 2 500,5. */
export type NumberStyle = "en" | "fr";

export type Edition = {
  /** The edition's code: the catalogue's key, the `language` column of leads, subscribers, bookings. */
  code: string;
  /** Its path prefix ("" for the root edition, "/fr"). */
  prefix: string;
  /** `<html lang>`, `lang` on links to it, and its hreflang in the sitemap and the head. */
  htmlLang: string;
  /** The locale `Intl` formats its dates with. */
  intl: string;
  /** The locale `Intl` formats its numbers and money with (English: Nigerian, so the naira is ₦). */
  intlNumbers: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** `<html dir>`: the layout uses logical sides (ms-, pe-, start-…), so "rtl" needs no other change. */
  dir: "ltr" | "rtl";
  /** How its readers write numbers: which digit-grouping rules read a typed figure (app/estimator/money.ts). */
  numberStyle: NumberStyle;
  /** The currencies its visitors count in, the first being the estimator's default (ISO 4217). */
  currencies: readonly [EditionCurrency, ...EditionCurrency[]];
  /** The zone its readers most likely live in, and the abbreviation shown beside a time (booking). */
  zone: { timeZone: string; name: string };
  /** Its name in its own language: the switcher's visible text. */
  nativeName: string;
  /** Its labels run long (French, the pseudo edition): the tight bars and button rows make room. */
  longLabels: boolean;
  /** How it writes an hour: "colon" 10:00, "h" « 10 h 00 » (no-break spaces, never broken across lines). */
  hourStyle: "colon" | "h";
  /** How it writes the first of a month in a dated phrase, where Intl writes "1" (« 1er décembre »); null: as Intl does. */
  firstOfMonth: string | null;
  /**
   * The countries its readers are in (ISO 3166-1): search engines read them as the areas served
   * (app/lib/structured-data.ts), and the privacy notice names each one's authority.
   */
  countries: readonly string[];
  /** Generated from the English copy at run time (the pseudo-localised test edition): never indexed. */
  pseudo?: true;
};

const realEditions = [
  {
    code: "en",
    prefix: "",
    htmlLang: "en-NG",
    intl: "en-GB",
    intlNumbers: "en-NG",
    ogLocale: "en_NG",
    dir: "ltr",
    numberStyle: "en",
    currencies: ["NGN", "XOF", "XAF"],
    // English readers are mostly in Nigeria (WAT itself).
    zone: { timeZone: "Africa/Lagos", name: "WAT" },
    countries: ["NG"],
    nativeName: "English",
    longLabels: false,
    hourStyle: "colon",
    firstOfMonth: null,
  },
  {
    code: "fr",
    prefix: "/fr",
    htmlLang: "fr",
    intl: "fr-FR",
    intlNumbers: "fr-FR",
    ogLocale: "fr_FR",
    dir: "ltr",
    numberStyle: "fr",
    currencies: ["XOF", "XAF", "NGN"],
    // Francophone West Africa (Dakar, Abidjan, Bamako, Conakry, Lomé) keeps GMT all year.
    zone: { timeZone: "Africa/Abidjan", name: "GMT" },
    // Senegal, Côte d'Ivoire, Benin, Togo, Burkina Faso, Mali, Niger, Guinea, Cameroon.
    countries: ["SN", "CI", "BJ", "TG", "BF", "ML", "NE", "GN", "CM"],
    nativeName: "Français",
    longLabels: true,
    hourStyle: "h",
    firstOfMonth: "1er",
  },
] as const satisfies readonly Edition[];

/**
 * The pseudo-localised edition (/xx): every piece of English copy accented, bracketed and about 35 %
 * longer (app/content/pseudo.ts), so a crawl finds any word that does not come from the catalogue
 * and any layout that breaks under longer text. Every build has its routes, none prerendered; only a
 * server started with ILIMI_TEST_ROUTES=1 mounts it (ADR 086), so a production server has no /xx.
 */
const pseudoEdition = {
  code: "xx",
  prefix: "/xx",
  htmlLang: "en-XA",
  intl: "en-GB",
  intlNumbers: "en-NG",
  ogLocale: "en_XA",
  dir: "ltr",
  numberStyle: "en",
  currencies: ["NGN", "XOF", "XAF"],
  zone: { timeZone: "Africa/Lagos", name: "WAT" },
  countries: ["NG"],
  nativeName: "[Ƥšéûðö]",
  longLabels: true,
  hourStyle: "colon",
  firstOfMonth: null,
  pseudo: true,
} as const satisfies Edition;

/** Every edition in the registry, the pseudo one last (whether or not this build mounts it). */
const everyEdition = [...realEditions, pseudoEdition];

export type Locale = (typeof everyEdition)[number]["code"];
/** The editions a person reads (every one but the pseudo edition): the keys of words written by hand for each. */
export type RealLocale = (typeof realEditions)[number]["code"];
/** The editions with a copy folder of their own (every real one but the root): the catalogue's registered translations. */
export type TranslatedLocale = Exclude<RealLocale, (typeof realEditions)[0]["code"]>;
/** Every edition's path prefix ("", "/fr", …). */
export type EditionPrefix = (typeof everyEdition)[number]["prefix"];

type KnownEdition = Edition & { code: Locale };

/** Every edition the build has routes for (app/routes.ts): the pseudo one too, which only a test server mounts. */
export const routedEditions: readonly KnownEdition[] = everyEdition;

const served: KnownEdition[] = [...realEditions];
const servedCodes: Locale[] = served.map((e) => e.code);

/** Every edition this process serves, the root edition first: the real ones, and /xx once mounted. */
export const editionList: readonly KnownEdition[] = served;

/** The edition codes this process serves. */
export const locales: readonly Locale[] = servedCodes;

/**
 * Serves the pseudo edition from here on (ADR 086): its paths resolve to it, its form pages are
 * listed. Called by the server in test mode before it builds its app; never undone, as a process
 * is either a test server or not.
 */
export function mountPseudoEdition(): void {
  if (served.includes(pseudoEdition)) return;
  served.push(pseudoEdition);
  servedCodes.push(pseudoEdition.code);
}

/**
 * The root edition (no prefix): English. Written as a literal, which a page script that does not
 * use it drops; its type holds it to the registry's first entry.
 */
export const rootLocale: RealLocale = "en" satisfies (typeof realEditions)[0]["code"];

/** A value for each edition, read from its registry entry (`htmlLang`, `ogLocale`, …). */
export function editionRecord<T>(pick: (e: KnownEdition) => T): Record<Locale, T> {
  return Object.fromEntries(everyEdition.map((e) => [e.code, pick(e)])) as Record<Locale, T>;
}

/** The registry's entry of an edition (the pseudo one included, even in a build that does not mount it). */
export function edition(locale: Locale): KnownEdition {
  return everyEdition.find((e) => e.code === locale) as KnownEdition;
}

/** Every edition the public may find (the pseudo one is never indexed): sitemap and hreflang. */
export const indexedEditions: readonly KnownEdition[] = editionList.filter((e) => !e.pseudo);

/** The real edition a stored language names (a lead's, a booking's); the root edition for any other, the pseudo one's included. */
export function realLocaleOf(language: string | null | undefined): RealLocale {
  return realEditions.find((e) => e.code === language)?.code ?? rootLocale;
}
