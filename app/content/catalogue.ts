import { edition, rootLocale, type Locale } from "./editions";
import { pseudoCopy } from "./pseudo";

// The copy of every edition, looked up explicitly (ADR 023, ADR 045). Each edition's folder
// (app/content/ for English, app/content/<code>/ for the others) exports the same names, typed
// against the English ones (Translation<T>). A page asks for the English value it always used; the
// catalogue knows where that value lives (module, export, keys: its address, noted once from the
// English modules) and reads the same address in the edition's modules. A missing translation
// already failed the typecheck; the pseudo edition is made from English (./pseudo.ts).

type Module = Record<string, unknown>;
type Address = { path: string; keys: string[] };

// The modules are handed over by catalogue.server.ts (imported by the server's entry): this module
// imports no copy itself, so the console's browser bundle, which reaches it through shared code,
// carries none. Unregistered (in the browser), every edition reads English.
let modules: Partial<Record<Locale, Readonly<Record<string, Module>>>> = {};
let addresses = new WeakMap<object, Address>();
let noted = false;

/** Each edition's copy modules, by their path inside the edition's folder ("./home.ts", "./legal/terms.ts"). */
export function registerCatalogue(byEdition: Partial<Record<Locale, Record<string, Module>>>): void {
  modules = byEdition;
  addresses = new WeakMap();
  noted = false;
}

function note(value: unknown, address: Address): void {
  if (typeof value !== "object" || value === null || addresses.has(value)) return;
  addresses.set(value, address);
  for (const key of Object.keys(value)) note((value as Module)[key], { path: address.path, keys: [...address.keys, key] });
}

function noteAll(): void {
  if (noted) return;
  noted = true;
  for (const [path, module] of Object.entries(modules[rootLocale] ?? {})) {
    for (const name of Object.keys(module)) note(module[name], { path, keys: [name] });
  }
}

function at(locale: Locale, { path, keys }: Address): unknown {
  let found: unknown = modules[locale]?.[path];
  for (const key of keys) found = typeof found === "object" && found !== null ? (found as Module)[key] : undefined;
  return found;
}

/**
 * The edition's copy of an English content value (an object or array from app/content): the
 * edition's value at the same address, the value itself in English, or when no translation exists yet.
 */
export function copyOf<T>(locale: Locale, value: T): T {
  if (locale === rootLocale || typeof value !== "object" || value === null) return value;
  if (edition(locale).pseudo) return pseudoCopy(value);
  noteAll();
  const address = addresses.get(value);
  return ((address && at(locale, address)) as T | undefined) ?? value;
}

/** A named export of a module that is a plain string (no address to note), e.g. ("./breadcrumbs.ts", "breadcrumbLabel"). */
export function exportIn<T>(locale: Locale, path: string, name: string, english: T): T {
  if (locale === rootLocale) return english;
  if (edition(locale).pseudo) return pseudoCopy(english);
  const own = at(locale, { path, keys: [name] });
  return own === undefined ? english : (own as T);
}

/** The registered modules of an edition with a folder of its own, by path (the one shape test walks them). */
export function catalogueModules(locale: Locale): Readonly<Record<string, Module>> {
  return modules[locale] ?? {};
}
