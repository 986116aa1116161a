import { copyIn, type CopyModules, type CopyName } from "~/content/catalogue";
import { localeOfPath, type Locale } from "~/content/locale";
import { useLocale, useLocalize } from "./use-locale";

// Content in the page's edition (ADR 061). The URL-only hooks live in ./use-locale.ts.
export { useLocale, useLocalize };

/** The page's edition of a copy module, by name (ADR 061): `useCopy("home").homePage`. */
export function useCopy<K extends CopyName>(name: K): CopyModules[K] {
  return copyIn(useLocale(), name);
}

/** The edition of a request (loaders, actions, meta): its URL's path. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** A path's edition of a copy module, by name (meta functions get `location`, not hooks). */
export function copyAt<K extends CopyName>(pathname: string, name: K): CopyModules[K] {
  return copyIn(localeOfPath(pathname), name);
}
