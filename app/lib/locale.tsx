import { useLocation } from "react-router";
import { copyOf } from "~/content/catalogue";
import { localeOfPath, localizePath, type Locale } from "~/content/locale";

// The edition a page is rendered in comes from its URL alone (ADR 023): no cookie, no header, so a
// prerendered file and a server-rendered page agree, and a link always says which edition it opens.

/** The current page's edition, from the URL. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The current edition's copy of an English content value (app/content/catalogue.ts). */
export function useContent<T>(value: T): T {
  return copyOf(useLocale(), value);
}

/** An internal href in the current edition (external, mail and fragment links unchanged). */
export function useLocalize(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizePath(locale, href);
}

/** The edition of a request (loaders, actions, meta): its URL's path. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The edition's copy of a content value for a path (meta functions get `location`, not hooks). */
export function copyAt<T>(pathname: string, value: T): T {
  return copyOf(localeOfPath(pathname), value);
}
