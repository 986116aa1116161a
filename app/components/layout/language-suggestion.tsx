import { X } from "lucide-react";
import { useLocation } from "react-router";
import { editions } from "~/content/edition";
import { htmlLang, localeOfPath, offeredEditions, type Locale } from "~/content/locale";
import { otherEditionHref } from "~/lib/other-edition";
import { languageSuggestionContract as contract } from "./language-suggestion.contract";

/**
 * A small offer of the other edition, for a browser that prefers it (issue #19): rendered hidden,
 * shown by app/enhance/language-suggestion.ts, never a redirect. Fixed at the bottom of the window,
 * so showing it moves nothing on the page; once dismissed it stays away (localStorage).
 */
export function LanguageSuggestion() {
  const location = useLocation();
  // One offer per other edition; the page script shows the one the browser prefers, if any.
  return offeredEditions(localeOfPath(location.pathname)).map((other) => (
    <Suggestion key={other} other={other} href={otherEditionHref(other, location)} />
  ));
}

function Suggestion({ other, href }: { other: Locale; href: string }) {
  const copy = editions[other];
  return (
    <aside
      hidden
      lang={htmlLang[other]}
      aria-label={copy.name}
      {...{ [contract.root]: other }}
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-md items-center gap-3 rounded-card border border-line bg-white p-3 ps-4 text-sm text-ink shadow-lg sm:end-4 sm:start-auto"
    >
      <p className="flex-1">
        {copy.suggestion}{" "}
        <a
          href={href}
          hrefLang={htmlLang[other]}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {copy.suggestionAction}
        </a>
      </p>
      <button
        type="button"
        aria-label={copy.dismiss}
        {...{ [contract.dismiss]: "" }}
        className="grid size-9 shrink-0 place-items-center rounded-md text-muted hover:bg-brand-50 hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
