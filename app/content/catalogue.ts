import type { Locale } from "./locale";

// Pairs every English content module with its French mirror (app/content/fr/<same path>), value by
// value: the French module exports the same names, typed against the English ones (Translation<T>),
// so walking both in step pairs each English object or array with its French counterpart. A page
// then asks for the English value it always used and gets the edition's (ADR 023): no keys, no
// second list of messages, and a missing French string already failed the typecheck.

type Module = Record<string, unknown>;

// The modules are handed over by catalogue.server.ts (imported by the server's entry): this module
// imports no copy itself, so the console's browser bundle, which reaches it through shared code,
// carries none. Unregistered (in the browser), every edition reads English.
let english: Readonly<Record<string, Module>> = {};
let french: Readonly<Record<string, Module>> = {};
// Paired on first use, after registration.
let paired = false;

/** The English modules and their French mirrors, by path ("./home.ts", "./fr/home.ts"). */
export function registerCatalogue(modules: { english: Record<string, Module>; french: Record<string, Module> }): void {
  english = modules.english;
  french = modules.french;
  paired = false;
}

const frenchOf = new WeakMap<object, unknown>();
function pair(en: unknown, fr: unknown): void {
  if (typeof en !== "object" || en === null || typeof fr !== "object" || fr === null) return;
  if (frenchOf.has(en)) return;
  frenchOf.set(en, fr);
  for (const key of Object.keys(en)) pair((en as Module)[key], (fr as Module)[key]);
}

function pairAll(): void {
  if (paired) return;
  paired = true;
  for (const [path, frModule] of Object.entries(french)) {
    const enModule = english[path.replace("./fr/", "./")];
    if (!enModule) continue;
    for (const name of Object.keys(frModule)) pair(enModule[name], frModule[name]);
  }
}


/**
 * The edition's copy of an English content value (an object or array from app/content): the French
 * mirror on /fr, the value itself in English, or when no translation exists yet.
 */
export function copyOf<T>(locale: Locale, value: T): T {
  if (locale === "en" || typeof value !== "object" || value === null) return value;
  pairAll();
  return (frenchOf.get(value) as T | undefined) ?? value;
}

/** A named export of a module that is a plain string (no identity to pair), e.g. ("./breadcrumbs.ts", "breadcrumbLabel"). */
export function exportIn<T>(locale: Locale, path: string, name: string, english: T): T {
  if (locale === "en") return english;
  const fr = french[path.replace("./", "./fr/")];
  return fr && name in fr ? (fr[name] as T) : english;
}
