import { parsePhoneNumberFromString } from "libphonenumber-js";

// Phone numbers as the team searches and dials them (issue #27, item 3; ADR 046): what the visitor
// typed is kept as typed; beside it, the number in E.164 ("+2348035550142"), read with Nigeria as
// the region a number without a country code is from. Server-only: the library's metadata (~80 KB)
// never reaches a browser.

const DEFAULT_PHONE_REGION = "NG";

/** "+2348035550142" for any way of writing a valid number; null when it is not one (a typo, "n/a"). */
export function phoneE164(typed: string | null | undefined): string | null {
  if (!typed || typed.length > 40) return null;
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The E.164 number an inbox search means, when the search is a phone number however written
 * (`0803 555 0142`, `+234 803 555 0142`, `2348035550142`); null for a name, address or word.
 */
export function phoneSearchKey(q: string): string | null {
  // Digits, spaces and the marks people put in numbers, with at least 7 digits: nothing else is a phone.
  if (!/^[\d\s+()./-]+$/.test(q) || (q.match(/\d/g) ?? []).length < 7) return null;
  return phoneE164(q);
}

/** The digits wa.me wants: E.164 without its "+". */
export function whatsappDigits(e164: string): string {
  return e164.replace(/^\+/, "");
}
