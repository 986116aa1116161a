// How a slot reads for a person: in WAT on the server, and in the visitor's own zone in the page
// script (app/enhance/slot-picker.ts). Intl on the server; the script's path (clockLabel) is
// arithmetic, so the browser builds no formatter at all.

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

// A picker asks the same zones about the same half-hours on every render: each answer is kept
// (a zone's offset at a given minute never changes while the server runs). Bounded, in case.
const offsets = new Map<string, number>();
const MAX_OFFSETS = 50_000;

/** Minutes east of UTC of `timeZone` at `instant` (e.g. London: 0 in winter, 60 in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 60_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, (offset = measuredOffset(instant, timeZone)));
  }
  return offset;
}

function measuredOffset(instant: Date, timeZone: string): number {
  const parts = formatter("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
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
  return formatter("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    instant,
  );
}

/** WAT's minutes east of UTC: Nigeria keeps no summer time. */
const watOffset = 60;

const weekdaysOf = new Map<string, readonly string[]>();

/** Seven short weekday names in `intl`, Sunday first ("Sun" … "Sat", « dim. » … « sam. »); kept per language. */
export function weekdayNames(intl: string): readonly string[] {
  let names = weekdaysOf.get(intl);
  if (!names) {
    // 1 November 2026 is a Sunday.
    names = Array.from({ length: 7 }, (_, day) =>
      formatter(intl, { timeZone: "UTC", weekday: "short" }).format(Date.UTC(2026, 10, 1 + day)),
    );
    weekdaysOf.set(intl, names);
  }
  return names;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** How an edition writes an hour (app/content/editions.ts `hourStyle`). */
export type HourStyle = "colon" | "h";
/** The clock words of an edition: the Intl locale of its weekday names, and how it writes an hour (an Edition fits). */
export type ClockWords = { intl: string; hourStyle: HourStyle };
const englishClock: ClockWords = { intl: "en-GB", hourStyle: "colon" };

/** "09:30", or « 9 h 30 » (no-break spaces: a time never breaks across lines, however narrow its cell). */
export function formatHour(hours: number, minutes: number, style: HourStyle): string {
  return style === "h" ? `${hours}\u00a0h\u00a0${twoDigits(minutes)}` : `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

/** An instant's hours and minutes in WAT, by arithmetic (WAT keeps no summer time). */
export function watHourOf(instant: Date): [hours: number, minutes: number] {
  const wat = new Date(instant.getTime() + watOffset * 60_000);
  return [wat.getUTCHours(), wat.getUTCMinutes()];
}

/**
 * A slot's time on a clock `offset` minutes east of UTC, or null when that clock reads WAT. A
 * different day is named: "Mon 23:30". Arithmetic only, no Intl: the page script calls it with the
 * visitor's offset from Date#getTimezoneOffset, because building the first Intl formatter of a page
 * costs a slow phone 100-150 ms of blocked main thread (Lighthouse's TBT on the booking pages,
 * issue #26). `weekdays`: weekdayNames() of the page's language, written by the server.
 */
export function clockLabel(
  startIso: string,
  offset: number,
  weekdays: readonly string[],
  hourStyle: HourStyle = "colon",
): string | null {
  if (offset === watOffset) return null;
  const instant = Date.parse(startIso);
  const local = new Date(instant + offset * 60_000);
  const wat = new Date(instant + watOffset * 60_000);
  const time = formatHour(local.getUTCHours(), local.getUTCMinutes(), hourStyle);
  // Offsets are under a day, so the two dates differ by at most one: the day of the month tells.
  if (local.getUTCDate() === wat.getUTCDate()) return time;
  return `${weekdays[local.getUTCDay()]}\u00a0${time}`;
}

/**
 * The visitor's own time for a slot, or null when their clock reads the same as WAT at that
 * instant (Lagos; London in summer time). A different day is named: "Mon 23:30", « lun. 23 h 30 ».
 * `clock`: the edition's (app/content/editions.ts). For the server, which knows zones by name.
 */
export function localTimeLabel(startIso: string, visitorZone: string, clock: ClockWords = englishClock): string | null {
  return clockLabel(
    startIso,
    offsetMinutes(new Date(startIso), visitorZone),
    weekdayNames(clock.intl),
    clock.hourStyle,
  );
}
