import * as en from "~/content/emails";
import * as fr from "~/content/fr/emails";
import type { Locale, Translation } from "~/content/locale";
import { pseudoCopy } from "~/content/pseudo";

// The visitor e-mails' words in each edition: a record made in French is written to in French.

type EmailCopy = { [K in keyof typeof en]: Translation<(typeof en)[K]> };

// The pseudo-localised test edition (ADR 045) writes English, marked.
const copies: Record<Locale, EmailCopy> = { en, fr, xx: pseudoCopy(en) };

export function emailCopy(locale: Locale): EmailCopy {
  return copies[locale];
}
