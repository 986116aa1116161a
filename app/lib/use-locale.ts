import { useLocation } from "react-router";
import { localeOfPath, localizePath, type Locale } from "~/content/locale";

// The edition a page is rendered in comes from its URL alone (ADR 023): no cookie, no header, so a
// prerendered file and a server-rendered page agree, and a link always says which edition it opens.
// Apart from lib/locale.tsx (which reads the catalogue of copy) so that the Link primitive, which
// the console's bundle loads too, never brings the catalogue with it.

/** The current page's edition, from the URL. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** An internal href in the current edition (external, mail and fragment links unchanged). */
export function useLocalize(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizePath(locale, href);
}
