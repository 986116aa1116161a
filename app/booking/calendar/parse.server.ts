import ICAL from "ical.js";
import type { BusyInterval } from "~/booking/presenters/profile";
import { mergeIntervals } from "~/booking/intervals";

// A presenter's own calendar (ADR 042), read with ical.js: recurring events expanded with their
// exceptions (EXDATE, RECURRENCE-ID overrides), all-day events, and times in the feed's own zones.
// What is not busy stays out: TRANSP:TRANSPARENT ("show as free") and STATUS:CANCELLED.
// The feed is a stranger's text, so its work is metered (ADR 076): every step ical.js's rule
// iterator takes, in an event's rules and in a zone's, is counted against the event and the feed,
// and a rule that never yields (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) runs out of budget instead of
// looping. The server runs this in a worker thread with a wall-time and a memory limit besides.

export class CalendarContentError extends Error {
  override name = "CalendarContentError";
}

/** The feed asked for more work than a calendar needs: stored as "too_complex", not as "bad_content". */
export class CalendarTooComplexError extends CalendarContentError {
  override name = "CalendarTooComplexError";
}

/**
 * Steps one event may take, its zone's included: an occurrence costs two (its rule's step and its
 * own), so a daily meeting since 1971 takes 40,000; a rule that never yields stops at 40,000.
 */
const EVENT_BUDGET = 40_000;
/** Iterator steps one feed may take, zones included: 15-40 µs each, a few seconds of the worker's time. */
const FEED_BUDGET = 200_000;
/** Intervals kept per feed at most (after merging). */
const MAX_INTERVALS = 5000;
/** Occurrences in the window before merging: past this the feed is refused, not cut. */
const MAX_OCCURRENCES = MAX_INTERVALS * 4;
/** All-day and floating times are read in WAT, the zone the booking hours are in. */
const FLOATING_ZONE = "Africa/Lagos";

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

let meter: { feed: number; event: number } | undefined;

function spend(steps: number): void {
  if (!meter) return;
  meter.feed -= steps;
  meter.event -= steps;
  if (meter.feed < 0) throw new CalendarTooComplexError("the feed's rules take too many steps");
  if (meter.event < 0) throw new CalendarTooComplexError("an event's rules take too many steps");
}

// Every loop of RecurIterator goes through one of these (its do-while through the contracting
// rules, a year's scan through expand_year_days, a fifth weekday's search through increment_month):
// counted there, not per occurrence returned, since one next() may never return. Outside a
// parse (meter unset) they cost one comparison.
const iteratorMethods = ICAL.RecurIterator.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const [method, steps] of [
  ["check_contracting_rules", 1],
  ["expand_year_days", 20],
  ["increment_month", 1],
  ["increment_year", 1],
] as const) {
  const original = iteratorMethods[method];
  // An ical.js that renamed it would leave its loops unmetered: refuse to start rather than that.
  if (typeof original !== "function") throw new Error(`ical.js has no RecurIterator.${method}: the meter needs it`);
  iteratorMethods[method] = function (this: unknown, ...args: unknown[]) {
    spend(steps);
    return original.apply(this, args);
  };
}

const zoneOffsetFormat = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms; undefined for a name Intl does not know. */
function zoneOffset(zone: string, at: number): number | undefined {
  let format = zoneOffsetFormat.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      return undefined;
    }
    // Names are the feed's: the same zone spelt in any case is one more entry, so the cache is bounded.
    if (zoneOffsetFormat.size > 1000) zoneOffsetFormat.clear();
    zoneOffsetFormat.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  return (
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) -
    Math.floor(at / 1000) * 1000
  );
}

/** A wall-clock time in a named zone as an instant (the second pass settles a DST change). */
function wallClockIn(zone: string, time: Time): number | undefined {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const first = zoneOffset(zone, wall);
  if (first === undefined) return undefined;
  const second = zoneOffset(zone, wall - first)!;
  return wall - second;
}

function instant(time: Time): number {
  if (time.isDate) return wallClockIn(FLOATING_ZONE, time)!;
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
  // A TZID ical.js was not given a VTIMEZONE for is "floating" to it; an IANA name still says where.
  const tzid = (time as unknown as { timezone?: string }).timezone;
  return (tzid ? wallClockIn(tzid, time) : undefined) ?? wallClockIn(FLOATING_ZONE, time)!;
}

function isBusy(component: Component): boolean {
  const transp = String(component.getFirstPropertyValue("transp") ?? "OPAQUE").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
}

/**
 * The busy intervals of an iCalendar text that overlap [from, to), merged, at most MAX_INTERVALS.
 * Throws CalendarContentError for a text that is not a calendar, CalendarTooComplexError for one
 * that asks for more work than the budgets allow.
 */
export function busyIntervals(text: string, from: number, to: number): BusyInterval[] {
  let root: Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new CalendarContentError("not an iCalendar text");
  }
  if (root.name !== "vcalendar") throw new CalendarContentError("not a VCALENDAR");
  meter = { feed: FEED_BUDGET, event: EVENT_BUDGET };
  try {
    // A zone Intl knows by its TZID is read from Intl, and the feed's rules for it are dropped
    // unexpanded. ical.js reads the others (Outlook's "W. Europe Standard Time", a "Customized
    // Time Zone") from the feed's own VTIMEZONEs, and the meter counts their expansion.
    for (const vtimezone of root.getAllSubcomponents("vtimezone"))
      if (zoneOffset(String(vtimezone.getFirstPropertyValue("tzid") ?? ""), from) !== undefined)
        root.removeSubcomponent(vtimezone);
    return mergeIntervals(collect(root, from, to)).slice(0, MAX_INTERVALS);
  } catch (error) {
    if (error instanceof CalendarContentError) throw error;
    throw new CalendarContentError("unreadable event");
  } finally {
    meter = undefined;
  }
}

function collect(root: Component, from: number, to: number): BusyInterval[] {
  const vevents = root.getAllSubcomponents("vevent");
  const exceptions = new Map<string, Component[]>();
  const masters = new Set<string>();
  for (const v of vevents) {
    const uid = String(v.getFirstPropertyValue("uid") ?? "");
    if (!v.hasProperty("recurrence-id")) masters.add(uid);
    else exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
  }
  const out: BusyInterval[] = [];
  const keep = (start: number, end: number, component: Component) => {
    if (!(end > from && start < to && end > start && isBusy(component))) return;
    if (out.length >= MAX_OCCURRENCES) throw new CalendarTooComplexError("too many events");
    out.push({ start: Math.max(start, from), end: Math.min(end, to) });
  };
  for (const v of vevents) {
    if (!v.hasProperty("dtstart")) continue;
    meter!.event = EVENT_BUDGET;
    const uid = String(v.getFirstPropertyValue("uid") ?? "");
    const master = !v.hasProperty("recurrence-id");
    // An override whose master is in the feed is expanded with it, below.
    if (!master && masters.has(uid)) continue;
    const event = new ICAL.Event(v, { strictExceptions: true, exceptions: master ? (exceptions.get(uid) ?? []) : [] });
    if (!master || !event.isRecurring()) {
      spend(1);
      keep(instant(event.startDate), instant(event.endDate), v);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      spend(1);
      const details = event.getOccurrenceDetails(next);
      const start = instant(details.startDate);
      if (start >= to && instant(details.recurrenceId) >= to) break;
      keep(start, instant(details.endDate), details.item.component);
    }
  }
  return out;
}
