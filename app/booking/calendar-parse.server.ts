import ICAL from "ical.js";
import type { BusyInterval } from "./presenters";

// A presenter's own calendar (ADR 042), read with ical.js: recurring events expanded with their
// exceptions (EXDATE, RECURRENCE-ID overrides), all-day events, and times in the feed's own zones
// (its VTIMEZONEs, or an IANA TZID the feed names without one, as Google's feeds may). What is
// not busy stays out: TRANSP:TRANSPARENT ("show as free") and STATUS:CANCELLED.

export class CalendarContentError extends Error {
  override name = "CalendarContentError";
}

/** Occurrences expanded per recurring event at most: a feed cannot make the server loop for ever. */
const MAX_OCCURRENCES = 5000;
/** Intervals kept per feed at most (after merging). */
export const MAX_INTERVALS = 5000;
/** All-day and floating times are read in WAT, the zone the booking hours are in. */
const FLOATING_ZONE = "Africa/Lagos";

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

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
  // A TZID with no VTIMEZONE in the feed is "floating" to ical.js; an IANA name still says where.
  const tzid = (time as unknown as { timezone?: string }).timezone;
  return (tzid ? wallClockIn(tzid, time) : undefined) ?? wallClockIn(FLOATING_ZONE, time)!;
}

function isBusy(component: Component): boolean {
  const transp = String(component.getFirstPropertyValue("transp") ?? "OPAQUE").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
}

/** Sorted, overlapping and touching intervals merged: what the picker searches. */
function mergeIntervals(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const out: BusyInterval[] = [];
  for (const next of sorted) {
    const last = out.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else out.push({ ...next });
  }
  return out;
}

/**
 * The busy intervals of an iCalendar text that overlap [from, to). Throws CalendarContentError for
 * a text that is not a calendar.
 */
export function busyIntervals(text: string, from: number, to: number): BusyInterval[] {
  let root: Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new CalendarContentError("not an iCalendar text");
  }
  if (root.name !== "vcalendar") throw new CalendarContentError("not a VCALENDAR");
  const registered: string[] = [];
  try {
    for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
      const tzid = String(vtimezone.getFirstPropertyValue("tzid") ?? "");
      if (tzid && !ICAL.TimezoneService.has(tzid)) {
        ICAL.TimezoneService.register(vtimezone);
        registered.push(tzid);
      }
    }
    // Re-read with the feed's zones known: times parsed before registration stay floating.
    if (registered.length > 0) root = new ICAL.Component(ICAL.parse(text));
    return mergeIntervals(collect(root, from, to));
  } catch (error) {
    if (error instanceof CalendarContentError) throw error;
    throw new CalendarContentError("unreadable event");
  } finally {
    // Zones are per feed: another feed may define the same name differently.
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

function collect(root: Component, from: number, to: number): BusyInterval[] {
  const vevents = root.getAllSubcomponents("vevent");
  const exceptions = new Map<string, Component[]>();
  for (const v of vevents) {
    if (!v.hasProperty("recurrence-id")) continue;
    const uid = String(v.getFirstPropertyValue("uid") ?? "");
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
  }
  const out: BusyInterval[] = [];
  const keep = (start: number, end: number, component: Component) => {
    if (end > from && start < to && end > start && isBusy(component))
      out.push({ start: Math.max(start, from), end: Math.min(end, to) });
  };
  for (const v of vevents) {
    if (!v.hasProperty("dtstart")) continue;
    const uid = String(v.getFirstPropertyValue("uid") ?? "");
    const master = !v.hasProperty("recurrence-id");
    // An override whose master is in the feed is expanded with it, below.
    if (
      !master &&
      vevents.some(
        (m) => m !== v && !m.hasProperty("recurrence-id") && String(m.getFirstPropertyValue("uid") ?? "") === uid,
      )
    )
      continue;
    const event = new ICAL.Event(v, { strictExceptions: true, exceptions: master ? (exceptions.get(uid) ?? []) : [] });
    if (!master || !event.isRecurring()) {
      keep(instant(event.startDate), instant(event.endDate), v);
      continue;
    }
    const iterator = event.iterator();
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = instant(details.startDate);
      if (start >= to && instant(details.recurrenceId) >= to) break;
      keep(start, instant(details.endDate), details.item.component);
    }
  }
  if (out.length > MAX_INTERVALS * 4) throw new CalendarContentError("too many events");
  return out;
}
