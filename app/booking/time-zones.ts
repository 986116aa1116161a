// How a slot reads for a person: in WAT on the server, and in the visitor's own zone in the page
// script (app/enhance/slot-picker.ts). Intl only, so the browser needs nothing extra.

export const WAT = "Africa/Lagos";

// Building an Intl.DateTimeFormat costs far more than using one, and a picker labels ~180 times:
// one formatter per language, zone and shape, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

/** Minutes east of UTC of `timeZone` at `instant` (e.g. London: 0 in winter, 60 in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatter("en-GB", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** "09:30" in the zone. */
export function timeIn(instant: Date, timeZone: string): string {
  return formatter("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}

/** "Tuesday 1 December 2026" in the zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return formatter("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(instant);
}

/**
 * The visitor's own time for a slot, or null when their clock reads the same as WAT at that
 * instant (Lagos; London in summer time). A different day is named: "Mon 23:30". `intl`: the
 * edition's Intl locale (app/content/editions.ts).
 */
export function localTimeLabel(startIso: string, visitorZone: string, intl = "en-GB"): string | null {
  const french = intl.startsWith("fr");
  const instant = new Date(startIso);
  if (offsetMinutes(instant, visitorZone) === offsetMinutes(instant, WAT)) return null;
  const sameDay = dayIn(instant, visitorZone) === dayIn(instant, WAT);
  // On a French page, the French way: « 23 h 30 », « lun. 23 h 30 » (issue #19). No-break spaces:
  // a time never breaks across lines, however narrow the cell it sits in.
  const time = french ? timeIn(instant, visitorZone).replace(/^0?(\d+):(\d+)$/, "$1\u00a0h\u00a0$2") : timeIn(instant, visitorZone);
  if (sameDay) return time;
  const weekday = formatter(intl, { timeZone: visitorZone, weekday: "short" }).format(instant);
  return `${weekday}\u00a0${time}`;
}
