import type { englishCopy } from "./copy-modules";
import { edition, rootLocale, type Locale, type TranslatedLocale } from "./editions";
import { pseudoCopy } from "./pseudo";

// The copy of every edition, looked up by name (ADR 061, superseding the pairing by object identity
// of ADR 023/045). Each edition's folder (app/content/ for English, app/content/<code>/ for the
// others) lists its copy modules under the same names (copy-modules.ts); a page asks for a module by
// name in its edition, `copyIn(locale, "home").homePage`, and gets that edition's module typed as
// the English one. A missing module or export in an edition fails the typecheck (EditionCopy); the
// pseudo edition is made from English (./pseudo.ts).

/** Every copy module by name, typed as English (a type only: this module imports no copy). */
export type CopyModules = typeof englishCopy;
export type CopyName = keyof CopyModules;

/** English exports that hold no copy, and why: every edition reads them from English. */
export const untranslated = {
  // The page's section ids, which the /solutions/<section> routes match: identifiers, not copy.
  solutions: ["solutionSections"],
  // The versions name the words a person consented to: the same in every edition.
  forms: ["privacyNoticeVersion", "reminderConsentVersion"],
  // The company's address as a link: the same in every edition.
  legal: ["mailLink"],
  // The kinds of article and their paths: identifiers the routes match.
  resources: ["articleKinds", "resourcePaths"],
  // The estimator's arithmetic (rates, assumptions, the fields' order): figures, not copy.
  "savings-estimator": ["estimatorAssumptions", "estimatorFieldOrder", "estimatorRates"],
} as const satisfies { [K in CopyName]?: readonly (keyof CopyModules[K])[] };

/**
 * The shape a module's export must have in an edition: the same keys, arrays and functions, every
 * string widened. Looser than Translation<T> on identifier keys (a claim's `value` "99.9%" is
 * « 99,9 % »): the one shape test (editions-mirror.test.ts) checks identifiers and figures.
 */
type Mirror<T> = T extends string
  ? string
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : { -readonly [K in keyof T]: Mirror<T[K]> };

type Untranslated<K extends CopyName> = K extends keyof typeof untranslated ? (typeof untranslated)[K][number] : never;
type Computes = (...args: never[]) => unknown;

/** One module of an edition's folder: every English export that holds copy, translated (functions compute in every edition). */
type TranslatedModule<K extends CopyName> = {
  [
    E in keyof CopyModules[K] as E extends Untranslated<K> ? never : CopyModules[K][E] extends Computes ? never : E
  ]: Mirror<CopyModules[K][E]>;
};
/** What an edition's copy-modules.ts must list: every copy module, translated. */
export type EditionCopy = { [K in CopyName]: TranslatedModule<K> };

type Module = Record<string, unknown>;

// The modules are handed over by catalogue.server.ts (imported by the server's entry): this module
// imports no copy itself, so the console's browser bundle, which reaches it through shared code,
// carries none. Only the server looks copy up (public pages render there alone).
let registered: { english: CopyModules; editions: Record<TranslatedLocale, EditionCopy> } | undefined;
const made = new Map<string, unknown>();

/** English and every translated edition's copy modules, by name. */
export function registerCatalogue(english: CopyModules, editions: Record<TranslatedLocale, EditionCopy>): void {
  registered = { english, editions };
  made.clear();
}

function catalogue() {
  if (!registered)
    throw new Error(
      "The copy catalogue is not registered: import ~/content/catalogue.server (the server's entry does).",
    );
  return registered;
}

const keptAsIs = (name: CopyName, exported: string, value: unknown) =>
  typeof value === "function" || ((untranslated as Record<string, readonly string[]>)[name] ?? []).includes(exported);

function editionModule(locale: Locale, name: CopyName): Module {
  const english = catalogue().english[name] as Module;
  if (edition(locale).pseudo) {
    return Object.fromEntries(
      Object.entries(english).map(([e, value]) => [e, keptAsIs(name, e, value) ? value : pseudoCopy(value)]),
    );
  }
  // English under the exports an edition does not translate (identifiers, figures, functions).
  return { ...english, ...(catalogue().editions[locale as TranslatedLocale][name] as Module) };
}

/** An edition's copy module by name, typed as the English one: `copyIn("fr", "home").homePage`. */
export function copyIn<K extends CopyName>(locale: Locale, name: K): CopyModules[K] {
  if (locale === rootLocale) return catalogue().english[name];
  const key = `${locale} ${name}`;
  if (!made.has(key)) made.set(key, editionModule(locale, name));
  return made.get(key) as CopyModules[K];
}

/** An edition's folder as it is written (no English filled in): the one shape test walks it. */
export function editionFolder(locale: TranslatedLocale): EditionCopy {
  return catalogue().editions[locale];
}
