import { edition } from "~/content/editions";
import { formatDateIn, type Locale } from "~/content/locale";
import { emailCopy } from "~/leads/email-copy";
import { editionZones } from "./edition-zones";
import { formatHour, formatter, localTimeLabel, watHourOf, WAT } from "./time-zones";

// Dates, times and numbers as each edition writes them (issue #19), always in WAT, the zone the
// sales team books in (dates by Intl, hours by arithmetic): the e-mails, the .ics and the booking pages share these.
// Each edition's conventions come from the registry (app/content/editions.ts: its Intl locale,
// `hourStyle`, `firstOfMonth`) and its phrasing from its copy: no language is named here.

const intlOf = (locale: Locale) => edition(locale).intl;
const inWat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  formatter(intlOf(locale), { timeZone: WAT, ...options });

/** "10:00" in English, « 10 h 00 » in French: the edition's way of writing an hour (`hourStyle`). */
export function formatTime(locale: Locale, instant: Date): string {
  return formatHour(...watHourOf(instant), edition(locale).hourStyle);
}

/**
 * The same instant on the clock of the edition's readers, when it differs from WAT: « 9 h 00 GMT »
 * on a French page (Dakar, Abidjan, Bamako: issue #29), null in English (Nigeria reads WAT).
 */
export function editionTime(locale: Locale, startIso: string): string | null {
  const zone = editionZones[locale];
  const label = localTimeLabel(startIso, zone.timeZone, edition(locale));
  return label === null ? null : `${label}\u00a0${zone.name}`;
}

/** "Tuesday 1 December 2026" in English, « mardi 1er décembre 2026 » in French. */
export function formatDay(locale: Locale, instant: Date): string {
  return formatDateIn(
    locale,
    inWat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    instant,
  );
}

/** A day for the picker's strip, short: ["Tue", "1 Dec"] in English, [« mar. », « 1er déc. »] in French. */
export function formatDayShort(locale: Locale, instant: Date): [weekday: string, date: string] {
  const format = (options: Intl.DateTimeFormatOptions) => formatDateIn(locale, inWat(locale, options), instant);
  return [format({ weekday: "short" }), format({ day: "numeric", month: "short" })];
}

/**
 * A slot's start: "Tuesday 1 December 2026, 10:00 WAT" in English, « mar. 1er déc. à 10 h 00 WAT
 * (9 h 00 GMT) » in French, for the e-mails, the reminders and the .ics: a reader in Dakar reads
 * their own hour too. The phrase is the edition's (`slotWords` in its e-mail copy).
 */
export function formatSlot(locale: Locale, startIso: string): string {
  const instant = new Date(startIso);
  return emailCopy(locale).slotWords.line({
    day: formatDay(locale, instant),
    dayShort: formatDateIn(locale, inWat(locale, { weekday: "short", day: "numeric", month: "short" }), instant),
    time: formatTime(locale, instant),
    zone: "WAT",
    also: editionTime(locale, startIso),
  });
}

/** A whole number as the edition writes it: "5,000" in English, « 5 000 » in French. */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(intlOf(locale)).format(value);
}
