import * as en from "~/content/emails";
import * as fr from "~/content/fr/emails";
import { edition, rootLocale, type Locale, type TranslatedLocale } from "~/content/editions";
import type { Translation } from "~/content/locale";
import { pseudoCopy } from "~/content/pseudo";

// The visitor e-mails' words in each edition: a record made in French is written to in French.

type EmailCopy = { [K in keyof typeof en]: Translation<(typeof en)[K]> };

// Every translated edition of the registry (ADR 061): one without its e-mail words fails the
// typecheck. Imported here rather than looked up in the catalogue, because the leads command line
// (its own server entry) and the delivery tests run without the server entry that registers it.
const translated: Record<TranslatedLocale, EmailCopy> = { fr };

export function emailCopy(locale: Locale): EmailCopy {
  if (locale === rootLocale) return en;
  // The pseudo-localised test edition (ADR 045) writes English, marked.
  if (edition(locale).pseudo) return pseudoCopy(en);
  return translated[locale as TranslatedLocale];
}
