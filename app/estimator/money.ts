// The currencies the estimator works in, and how a typed figure is read (issue #29, ADR 043). Pure and
// small: the browser loads it with the estimator's page script.
import { edition, type Locale, type NumberStyle } from "~/content/editions";

/** FCFA of the UEMOA (BCEAO), FCFA of the CEMAC (BEAC), and the naira. */
export const currencies = ["XOF", "XAF", "NGN"] as const;
export type Currency = (typeof currencies)[number];

/**
 * Both CFA francs are pegged to the euro at this fixed parity (a treaty rate, not a market one),
 * so one XOF is worth one XAF. Any rate to the naira is an operator's setting, never this file's.
 */
export const CFA_PER_EUR = 655.957;

/**
 * Each edition counts in the first currency its registry entry names unless the visitor chooses
 * otherwise: French pages in FCFA (UEMOA), English pages in naira.
 */
function defaultCurrency(locale: Locale): Currency {
  return edition(locale).currencies[0];
}

export function currencyFrom(raw: string | null | undefined, locale: Locale): Currency {
  return currencies.find((code) => code === raw) ?? defaultCurrency(locale);
}

/** The naira rate the operator set (ILIMI_NGN_PER_EUR), with the day it was taken (ILIMI_NGN_RATE_DATE). */
export type NairaRate = { ngnPerEur: number; date: string };

/** An amount in another currency, or undefined when that needs a naira rate nobody set. */
export function convert(amount: number, from: Currency, to: Currency, rate: NairaRate | null): number | undefined {
  if (from === to) return amount;
  const isCfa = (code: Currency) => code !== "NGN";
  if (isCfa(from) && isCfa(to)) return amount;
  if (!rate) return undefined;
  return from === "NGN" ? (amount / rate.ngnPerEur) * CFA_PER_EUR : (amount / CFA_PER_EUR) * rate.ngnPerEur;
}

export type ReadNumber =
  { ok: true; value: number } | { ok: false; reason: "empty" | "negative" | "grouping" | "notNumber" };

/**
 * What people write around an amount: the currency's sign or name, before or after. In Dakar or
 * Abidjan « 250 000 F » is francs CFA as surely as « F CFA » (issue #46).
 */
const currencyMarks =
  /^(?:₦|NGN|F\s?CFA|FCFA|XOF|XAF|CFA)\s*|\s*(?:₦|NGN|F\s?CFA|FCFA|XOF|XAF|CFA|francs?\s+CFA|francs?|F|nairas?)$/giu;
/** Normal, no-break, narrow no-break and thin spaces: all used between groups of digits in French. */
const space = "[ \\u00a0\\u202f\\u2009]";

/**
 * A figure as the edition writes it. French: « 1,5 » is one and a half, « 250 000 000 » (any of the
 * spaces above) and « 250.000.000 » are grouped thousands. English: "2,500" is grouped, "1.5" a decimal.
 * Grouping that is not in threes (« 1,5 » on an English page, « 25 00 ») is refused, never read
 * as a bigger number.
 */
export function readTypedNumber(raw: string, style: NumberStyle): ReadNumber {
  let text = raw.trim().replace(currencyMarks, "").replace(currencyMarks, "").trim();
  if (text === "") return { ok: false, reason: "empty" };
  if (/^[-−]/.test(text)) return { ok: false, reason: "negative" };
  text = text.replace(/^\+/, "");
  const groupSeparator = style === "fr" ? `(?:${space}|\\.)` : `(?:,|${space})`;
  const decimalMark = style === "fr" ? "," : "\\.";
  const grouped = new RegExp(`^\\d{1,3}(?:${groupSeparator}\\d{3})+(?:${decimalMark}\\d+)?$`);
  const plain = new RegExp(`^\\d+(?:${decimalMark}\\d+)?$`);
  // French pages get "1.5" from people used to a decimal point: read it as one, since a group has three digits.
  const pointDecimal = style === "fr" ? /^\d+\.(?:\d{1,2}|\d{4,})$/ : /^$/;
  let digits: string;
  if (plain.test(text) || grouped.test(text)) {
    // A lone group in French (« 1.500 ») mixes separators only if both appear: one kind per number.
    if (style === "fr" && /\./.test(text) && new RegExp(space).test(text)) return { ok: false, reason: "grouping" };
    digits = text.replace(new RegExp(groupSeparator, "g"), "").replace(decimalMark === "," ? "," : ".", ".");
  } else if (pointDecimal.test(text)) {
    digits = text;
  } else {
    return { ok: false, reason: /^[\d\s\u00a0\u202f\u2009.,]+$/.test(text) ? "grouping" : "notNumber" };
  }
  const value = Number(digits);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: "notNumber" };
}
