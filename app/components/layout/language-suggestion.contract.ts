// The language suggestion's contract between its server markup (language-suggestion.tsx) and its
// page script (app/enhance/language-suggestion.ts): data attributes and the remembered choice.
export const languageSuggestionContract = {
  /** On the suggestion (rendered hidden): the edition it offers, "en" or "fr". */
  root: "data-language-suggestion",
  /** The button that dismisses it for good. */
  dismiss: "data-language-suggestion-dismiss",
  /** localStorage key: set once dismissed, so it is never offered again. */
  storageKey: "ilimi-language-suggestion-dismissed",
} as const;

/**
 * Whether a browser whose preferred languages are `preferred` (navigator.languages) prefers the
 * `offered` edition over the page's: the first of its languages that is English or French decides.
 */
export function prefersOffered(preferred: readonly string[], offered: "en" | "fr"): boolean {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "en" || primary === "fr") return primary === offered;
  }
  return false;
}
