import { indexedEditions } from "~/content/editions";

// The language suggestion's contract between its server markup (language-suggestion.tsx) and its
// page script (app/enhance/language-suggestion.ts): data attributes and the remembered choice.
export const languageSuggestionContract = {
  /** On each suggestion (rendered hidden): the edition it offers ("en", "fr"). */
  root: "data-language-suggestion",
  /** The button that dismisses it for good. */
  dismiss: "data-language-suggestion-dismiss",
  /** localStorage key: set once dismissed, so it is never offered again. */
  storageKey: "ilimi-language-suggestion-dismissed",
} as const;

/**
 * Whether a browser whose preferred languages are `preferred` (navigator.languages) prefers the
 * `offered` edition over the page's: the first of its languages that one of the registry's indexed
 * editions speaks decides.
 */
export function prefersOffered(preferred: readonly string[], offered: string): boolean {
  const spoken = indexedEditions.map((e) => e.code as string);
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0] ?? "";
    if (spoken.includes(primary)) return primary === offered;
  }
  return false;
}
