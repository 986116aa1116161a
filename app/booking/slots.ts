import { minutesOf, type Availability } from "./availability-config";
import { isFixedPublicHoliday } from "./holidays";

// Slot arithmetic in WAT. Africa/Lagos has kept UTC+1 with no daylight saving since 1919, so a
// fixed offset is exact and needs no time-zone database on the server; visitors' own zones are
// only used for display (time-zones.ts). Every function takes `now`: nothing reads the clock.

export const SALES_TIME_ZONE = "Africa/Lagos";
const LAGOS_OFFSET_MINUTES = 60;
const MINUTE = 60_000;
const DAY = 86_400_000;

export type Slot = { start: string; end: string };
export type SlotDay = { date: string; slots: Slot[] };
export type SlotProblem = "invalid" | "past" | "outsideHours" | "closed" | "notice" | "horizon";

/** A WAT calendar date ("2026-12-01") and minutes after its midnight, for an instant. */
export function lagosDateTime(instant: Date): { date: string; minutes: number; weekday: number } {
  const local = new Date(instant.getTime() + LAGOS_OFFSET_MINUTES * MINUTE);
  const date = local.toISOString().slice(0, 10);
  const weekday = ((local.getUTCDay() + 6) % 7) + 1;
  return { date, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60, weekday };
}

/** The instant of a WAT date at minutes after midnight. */
export function lagosInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - LAGOS_OFFSET_MINUTES) * MINUTE);
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Whether demos may be held on this WAT date at all. */
function isOpenDate(date: string, config: Availability): boolean {
  return (
    config.workingDays.includes(weekdayOf(date)) && !isFixedPublicHoliday(date) && !config.closedDates.includes(date)
  );
}

/** The first instant that is `minutes` of working time after `now` (the minimum notice). */
export function addWorkingMinutes(now: Date, minutes: number, config: Availability): Date {
  const opens = minutesOf(config.opensAt);
  const closes = minutesOf(config.closesAt);
  let { date, minutes: cursor } = lagosDateTime(now);
  let remaining = minutes;
  // Bounded: a year of closed days would be a configuration no one can book anyway.
  for (let i = 0; i < 400; i++) {
    if (isOpenDate(date, config)) {
      const from = Math.max(cursor, opens);
      const available = Math.max(0, closes - from);
      if (remaining <= available && from < closes) return lagosInstant(date, from + remaining);
      remaining -= available;
    }
    date = nextDate(date);
    cursor = 0;
  }
  return lagosInstant(date, opens);
}

// The last horizon worked out per configuration: every booking and every picker asks for it, and a
// configuration is read once per booking batch, so one day's answer serves the whole batch.
const horizons = new WeakMap<Availability, { first: number; dates: readonly string[] }>();

/** The open dates the picker shows: today (WAT) onward, `horizonWorkingDays` of them. */
export function horizonDates(now: Date, config: Availability): readonly string[] {
  // Day numbers, not date strings: every booking checks its date against the horizon, and parsing
  // and printing a date per day of a 60-day horizon was a tenth of a booking's server time.
  const first = Date.parse(`${lagosDateTime(now).date}T00:00:00Z`) / DAY;
  const kept = horizons.get(config);
  if (kept?.first === first) return kept.dates;
  const dates: string[] = [];
  for (let day = first; day < first + 400 && dates.length < config.horizonWorkingDays; day++) {
    // 1970-01-01 was a Thursday (4 in ISO numbering, Monday = 1).
    if (!config.workingDays.includes(((day + 3) % 7) + 1)) continue;
    const date = new Date(day * DAY).toISOString().slice(0, 10);
    if (!isFixedPublicHoliday(date) && !config.closedDates.includes(date)) dates.push(date);
  }
  horizons.set(config, { first, dates });
  return dates;
}

function slotsOf(date: string, config: Availability): Slot[] {
  const slots: Slot[] = [];
  const closes = minutesOf(config.closesAt);
  for (let m = minutesOf(config.opensAt); m + config.slotMinutes <= closes; m += config.slotMinutes) {
    slots.push({
      start: lagosInstant(date, m).toISOString(),
      end: lagosInstant(date, m + config.slotMinutes).toISOString(),
    });
  }
  return slots;
}

/**
 * The slots a visitor may pick now, by day: inside the horizon, after the minimum notice, and not
 * full (`taken` counts the booked seats per slot start; `isFree`, when given, decides instead:
 * whether a presenter is free then, ADR 038).
 */
export function freeSlots(
  now: Date,
  config: Availability,
  taken: ReadonlyMap<string, number> = new Map(),
  isFree?: (slot: Slot) => boolean,
): SlotDay[] {
  const earliest = addWorkingMinutes(now, config.minNoticeWorkingHours * 60, config).getTime();
  const open = isFree ?? ((s: Slot) => (taken.get(s.start) ?? 0) < config.capacity);
  return horizonDates(now, config)
    .map((date) => ({ date, slots: slotsOf(date, config).filter((s) => Date.parse(s.start) >= earliest && open(s)) }))
    .filter((day) => day.slots.length > 0);
}

const slotPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(\.000)?Z$/;

/** Reads a posted slot ("2026-12-01T08:00:00.000Z"): the one spelling the picker sends. */
export function parseSlotStart(value: unknown): string | null {
  if (typeof value !== "string" || !slotPattern.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Why a slot may not be booked now, capacity aside (the database decides that); null when it may. */
export function slotProblem(start: string | null, now: Date, config: Availability): SlotProblem | null {
  if (!start) return "invalid";
  const instant = new Date(start);
  if (instant.getTime() <= now.getTime()) return "past";
  const { date, minutes } = lagosDateTime(instant);
  const offset = minutes - minutesOf(config.opensAt);
  if (!config.workingDays.includes(weekdayOf(date))) return "outsideHours";
  if (offset < 0 || offset % config.slotMinutes !== 0 || minutes + config.slotMinutes > minutesOf(config.closesAt))
    return "outsideHours";
  if (!isOpenDate(date, config)) return "closed";
  if (instant.getTime() < addWorkingMinutes(now, config.minNoticeWorkingHours * 60, config).getTime()) return "notice";
  if (!horizonDates(now, config).includes(date)) return "horizon";
  return null;
}

export function slotEnd(start: string, config: Availability): string {
  return new Date(Date.parse(start) + config.slotMinutes * MINUTE).toISOString();
}

/** Why a booked demo no longer sits on the slot grid (ADR 078); codes, worded by the console's copy. */
export type GridMisfit = "day" | "closed" | "hours" | "start" | "length";

/**
 * Whether a demo booked at [start, end) is still one of the grid's slots: on a working, open day,
 * inside the hours, at a slot's start, a slot long. Null when it is; else the first reason it is not.
 */
export function gridMisfit(start: string, end: string, config: Availability): GridMisfit | null {
  const { date, minutes } = lagosDateTime(new Date(start));
  const length = (Date.parse(end) - Date.parse(start)) / MINUTE;
  if (!config.workingDays.includes(weekdayOf(date))) return "day";
  if (!isOpenDate(date, config)) return "closed";
  const offset = minutes - minutesOf(config.opensAt);
  if (offset < 0 || minutes + length > minutesOf(config.closesAt)) return "hours";
  if (offset % config.slotMinutes !== 0) return "start";
  if (length !== config.slotMinutes) return "length";
  return null;
}
