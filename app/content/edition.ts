import type { Locale } from "./locale";
import { pseudoCopy } from "./pseudo";

// The words about the editions themselves (issue #19). Unlike the other content modules this one is
// bilingual by nature: the switcher's link to the French page speaks French, and the one to the
// English page English, whichever edition the visitor is reading.

export type EditionCopy = {
  /** The other edition's name, in its own language: the switcher's visible text. */
  name: string;
  /** The switcher link's accessible name, in the other edition's language. */
  switchLabel: string;
  /** The suggestion offered to a browser that prefers this edition, in this edition's language. */
  suggestion: string;
  suggestionAction: string;
  dismiss: string;
};

const english: EditionCopy = {
  name: "English",
  switchLabel: "Read this page in English",
  suggestion: "This page is also available in English.",
  suggestionAction: "Read it in English",
  dismiss: "Dismiss",
};

export const editions: Record<Locale, EditionCopy> = {
  en: english,
  // The pseudo-localised test edition (ADR 045): English, marked.
  xx: pseudoCopy(english),
  fr: {
    name: "Français",
    switchLabel: "Lire cette page en français",
    suggestion: "Cette page existe aussi en français.",
    suggestionAction: "La lire en français",
    dismiss: "Fermer",
  },
};

/** Words the shared screens print around content, per edition. */
const englishWords = { error: "Error", languageNav: "Language" };
export const editionWords: Record<Locale, { error: string; languageNav: string }> = {
  en: englishWords,
  xx: pseudoCopy(englishWords),
  fr: { error: "Erreur", languageNav: "Langue" },
};
