import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { editions } from "~/content/edition";
import { htmlLang, localeOfPath, offeredEditions, type Locale } from "~/content/locale";
import { cn } from "~/lib/cn";
import { otherEditionHref } from "~/lib/other-edition";

/**
 * The links to this same page in the other editions (issue #19, ADR 045): a plain link, so it works without
 * JavaScript and with any assistive technology. It carries the path, and the query only on a page
 * that needs it (a booking step, a sent request, a newsletter link: `otherEditionHref`), never a
 * fragment. Its words are in the language it leads to, marked with `lang` (and `hreflang` for the target).
 */
export function LanguageSwitcher({ place, className }: { place: "header" | "footer"; className?: string }) {
  const location = useLocation();
  const { pathname } = location;
  // Every other edition of the registry a visitor may read (the pseudo test edition is never offered).
  return offeredEditions(localeOfPath(pathname)).map((other) => (
    <EditionLink
      key={other}
      other={other}
      href={otherEditionHref(other, location)}
      place={place}
      className={className}
    />
  ));
}

function EditionLink({
  other,
  href,
  place,
  className,
}: {
  other: Locale;
  href: string;
  place: "header" | "footer";
  className?: string;
}) {
  const copy = editions[other];
  const lang = htmlLang[other];
  if (place === "header") {
    // The bar is tight from 768 px: the short code shows, the full name is read out.
    return (
      <a
        href={href}
        hrefLang={lang}
        lang={lang}
        data-language-switcher="header"
        className={cn(
          "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-ink-soft uppercase transition-colors duration-150 hover:bg-brand-50 hover:text-brand-800",
          className,
        )}
      >
        {/* Below lg the bar is tight (French menus most of all): the code alone. */}
        <Languages aria-hidden="true" strokeWidth={2} className="size-4 max-lg:hidden" />
        {other}
        <span className="sr-only"> – {copy.switchLabel}</span>
      </a>
    );
  }
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      data-language-switcher="footer"
      className={cn(
        "inline-flex items-center gap-2 self-start rounded-sm font-semibold text-white underline-offset-4 hover:underline",
        className,
      )}
    >
      <Languages aria-hidden="true" strokeWidth={2} className="size-4" />
      {copy.name}
      <span className="sr-only"> – {copy.switchLabel}</span>
    </a>
  );
}
