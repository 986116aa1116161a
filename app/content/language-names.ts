import type { Locale } from "./locale";

// How the sales team's tools (the console, the notification e-mails, the CLI) name the language a
// lead, subscriber or booking was made in. The console and the team's mail stay in English.
export const languageNames: Record<Locale, string> = {
  en: "English",
  fr: "French",
  xx: "Pseudo-localised (test edition)",
};
