import * as en from "~/content/emails";
import * as fr from "~/content/fr/emails";
import type { Locale, Translation } from "~/content/locale";

// The visitor e-mails' words in each edition: a record made in French is written to in French.

type EmailCopy = { [K in keyof typeof en]: Translation<(typeof en)[K]> };

const copies: Record<Locale, EmailCopy> = { en, fr };

export function emailCopy(locale: Locale): EmailCopy {
  return copies[locale];
}
