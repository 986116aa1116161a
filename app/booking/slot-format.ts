import { editionRecord } from "~/content/editions";
import { formatDateIn, type Locale } from "~/content/locale";
import { editionZones } from "./edition-zones";
import { dayIn, formatter, localTimeLabel, timeIn, WAT } from "./time-zones";

// Dates, times and numbers as each edition writes them (issue #19), always in WAT, the zone the
// sales team books in. Intl only: the e-mails, the .ics and the French booking pages share these.
// English keeps the wording the site had ("Tuesday, 1 December 2026, 10:00 WAT"); French follows
// French conventions (« mar. 1er déc. à 10 h 00 WAT (9 h 00 GMT) », « 1 000 »).

const intlLocale = editionRecord((e) => e.intl);

function frenchParts(instant: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const parts = formatter(intlLocale.fr, { timeZone: WAT, ...options }).formatToParts(instant);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** "10:00" in English, « 10 h 00 » in French (the French way of writing an hour, never broken across lines). */
export function formatTime(locale: Locale, instant: Date): string {
  if (locale === "en") return timeIn(instant, WAT);
  const { hour, minute } = frenchParts(instant, { hour: "numeric", minute: "2-digit", hourCycle: "h23" });
  return `${hour}\u00a0h\u00a0${minute}`;
}

/**
 * The same instant on the clock of the edition's readers, when it differs from WAT: « 9 h 00 GMT »
 * on a French page (Dakar, Abidjan, Bamako: issue #29), null in English (Nigeria reads WAT).
 */
export function editionTime(locale: Locale, startIso: string): string | null {
  const zone = editionZones[locale];
  const label = localTimeLabel(startIso, zone.timeZone, intlLocale[locale]);
  return label === null ? null : `${label}\u00a0${zone.name}`;
}

/** "Tuesday, 1 December 2026" in English, « mardi 1er décembre 2026 » in French. */
export function formatDay(locale: Locale, instant: Date): string {
  if (locale === "en") return dayIn(instant, WAT);
  return formatDateIn("fr", formatter(intlLocale.fr, { timeZone: WAT, weekday: "long", day: "numeric", month: "long", year: "numeric" }), instant);
}

/** A day for the picker's strip, short: ["Tue", "1 Dec"] in English, [« mar. », « 1er déc. »] in French. */
export function formatDayShort(locale: Locale, instant: Date): [weekday: string, date: string] {
  const format = (options: Intl.DateTimeFormatOptions) => formatDateIn(locale, formatter(intlLocale[locale], { timeZone: WAT, ...options }), instant);
  return [format({ weekday: "short" }), format({ day: "numeric", month: "short" })];
}

/**
 * A slot's start: "Tuesday, 1 December 2026, 10:00 WAT" in English, « mar. 1er déc. à 10 h 00 WAT
 * (9 h 00 GMT) » in French, for the e-mails and the .ics: a reader in Dakar reads their own hour too.
 */
export function formatSlot(locale: Locale, startIso: string): string {
  const instant = new Date(startIso);
  if (locale === "en") return `${formatDay("en", instant)}, ${formatTime("en", instant)} WAT`;
  const { weekday, day, month } = frenchParts(instant, { weekday: "short", day: "numeric", month: "short" });
  const also = editionTime("fr", startIso);
  return `${weekday} ${day === "1" ? "1er" : day} ${month} à ${formatTime("fr", instant)}\u00a0WAT${also ? ` (${also})` : ""}`;
}

/** A whole number as the edition writes it: "5,000" in English, « 5 000 » in French. */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}
