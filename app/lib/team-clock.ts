import { consoleCopy } from "~/content/sales-console";

// The console's one clock (issue #27, item 1; ADR 046): every time a sales person reads is in the
// team's zone (CONSOLE_TIME_ZONE, WAT by default) with the zone named, and relative ("2 h ago")
// where people scan. Pure functions of (instant, zone, now): the server render and the browser's
// hydration format the same instant the same way, whatever zone the browser itself is in.

const words = consoleCopy.clock;
export const DEFAULT_CONSOLE_ZONE = "Africa/Lagos";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat("en-GB", { ...options, timeZone: zone })));
  return found;
}

/** Whether Intl knows the zone (the setting is checked with this at start). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "WAT": the team's name for the zone, else Intl's short name at that instant ("GMT+1", "CET"). */
export function zoneName(zone: string, at = new Date()): string {
  return (
    words.zoneNames[zone] ??
    formatter(zone, { timeZoneName: "short" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ??
    zone
  );
}

function parts(iso: string, zone: string) {
  const found = formatter(zone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => found.find((p) => p.type === type)?.value ?? "";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

/** "2026-11-26 05:03 WAT": the exact time, sortable, with the zone named. "" when there is none. */
export function exactTime(iso: string | null | undefined, zone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return "";
  const { date, time } = parts(iso, zone);
  return `${date} ${time} ${zoneName(zone, new Date(iso))}`;
}

/** "26 Nov": a day in the team's zone, as people say it ("also asked on 26 Nov"). */
export function shortDay(iso: string, zone: string): string {
  if (Number.isNaN(Date.parse(iso))) return "";
  return formatter(zone, { day: "numeric", month: "short" }).format(new Date(iso));
}

/** "2 h ago", "in 3 d", "just now" for lists people scan; past a week, the day. The exact time goes in its title. */
export function relativeTime(iso: string, now: string | Date, zone: string): string {
  if (Number.isNaN(Date.parse(iso))) return "";
  const minutes = Math.round((new Date(now).getTime() - Date.parse(iso)) / 60_000);
  const size = Math.abs(minutes);
  if (size < 1) return words.justNow;
  if (size >= 7 * 1440) return parts(iso, zone).date;
  const [n, unit] =
    size < 60
      ? [size, "min" as const]
      : size < 48 * 60
        ? [Math.floor(size / 60), "h" as const]
        : [Math.floor(size / 1440), "d" as const];
  return minutes > 0 ? words.ago(n, unit) : words.in(n, unit);
}

// Calendar days (a next step is due on a day, not at an instant; migration 0018): "2026-12-01",
// the day in the team's zone. Arithmetic at noon UTC, so no zone's offset moves a day across midnight.

/** "2026-11-26": the team's calendar day at that instant, in the zone. */
export function dayInZone(at: Date | string, zone: string): string {
  return parts(typeof at === "string" ? at : at.toISOString(), zone).date;
}

/** Whether "2026-12-01" names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d\d-\d\d$/.test(day) && new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** "Tue 1 Dec", as people say a day; "Tue 5 Jan 2027" when it is not in the year of `today`. */
export function dayLabel(day: string, today?: string): string {
  const sameYear = !today || today.slice(0, 4) === day.slice(0, 4);
  return formatter("UTC", {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
  })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(",", "");
}

/** Quick due days from `today`: tomorrow, then the working days (Monday to Friday) of the week after it, "next Tuesday". */
export function quickDays(today: string): { day: string; tomorrow: boolean }[] {
  const days = [{ day: addDays(today, 1), tomorrow: true }];
  for (let n = 2; n <= 7; n++) {
    const day = addDays(today, n);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) days.push({ day, tomorrow: false });
  }
  return days;
}

/** "Tuesday, 1 December 2026, 10:00 WAT": a demo's time in a team e-mail, in the team's zone, named. */
export function longTime(iso: string, zone: string): string {
  if (Number.isNaN(Date.parse(iso))) return "";
  const at = new Date(iso);
  const found = formatter(zone, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).formatToParts(at);
  const get = (type: string) => found.find((p) => p.type === type)?.value ?? "";
  return `${get("weekday")}, ${get("day")} ${get("month")} ${get("year")}, ${parts(iso, zone).time} ${zoneName(zone, at)}`;
}
