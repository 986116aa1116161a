import { describe, expect, it } from "vitest";
import {
  minutelyFlood,
  neverComingDay,
  outlookCalendar,
  presenterCalendar,
  zoneBomb,
} from "../../../tests/support/calendar-feed";
import { busyIntervals, CalendarContentError, CalendarTooComplexError } from "./parse.server";

// What a presenter's own calendar makes busy, read as ical.js reads it.
const from = Date.parse("2026-11-30T00:00:00Z");
const to = Date.parse("2026-12-31T00:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe("a presenter's own calendar", () => {
  const busy = busyIntervals(presenterCalendar, from, to).map((b) => `${iso(b.start)}/${iso(b.end)}`);

  it("makes every Tuesday's weekly call busy, except the week cut out and at the moved week's new time", () => {
    expect(busy).toContain("2026-12-01T09:00/2026-12-01T10:00");
    expect(busy.some((b) => b.startsWith("2026-12-08"))).toBe(false);
    expect(busy).toContain("2026-12-15T13:00/2026-12-15T14:00");
    expect(busy).not.toContain("2026-12-15T09:00/2026-12-15T10:00");
    expect(busy).toContain("2026-12-22T09:00/2026-12-22T10:00");
  });

  it("makes an all-day event busy for the whole WAT day", () => {
    expect(busy).toContain("2026-12-02T23:00/2026-12-03T23:00");
  });

  it("reads times in the feed's own zone, defined in it or only named", () => {
    expect(busy).toContain("2026-12-02T11:00/2026-12-02T12:00");
    expect(busy).toContain("2026-12-04T14:00/2026-12-04T15:00");
  });

  it("leaves out what is shown as free and what was cancelled", () => {
    expect(busy.some((b) => b.startsWith("2026-12-01T13:00"))).toBe(false);
    expect(busy.some((b) => b.startsWith("2026-12-02T09:00"))).toBe(false);
  });

  it("refuses a text that is not a calendar", () => {
    expect(() => busyIntervals("<html>Sign in</html>", from, to)).toThrow(CalendarContentError);
    expect(() => busyIntervals("BEGIN:VCARD\r\nEND:VCARD\r\n", from, to)).toThrow(CalendarContentError);
  });
});

describe("a calendar that asks for more work than a calendar needs", () => {
  const tooComplex = (text: string) => {
    const started = performance.now();
    expect(() => busyIntervals(text, from, to)).toThrow(CalendarTooComplexError);
    return performance.now() - started;
  };

  it("stops a daily rule on a day that never comes (30 February) instead of looping for ever", () => {
    tooComplex(neverComingDay);
  });

  it("stops a time zone whose rules change every minute, and ignores such rules for a zone Intl knows", () => {
    tooComplex(zoneBomb("Customized Time Zone"));
    // Europe/Paris is read from Intl: the feed's minutely rules are never expanded, the time is right.
    expect(busyIntervals(zoneBomb("Europe/Paris"), from, to).map((b) => iso(b.start))).toEqual(["2026-12-02T11:00"]);
  });

  it("stops a hundred events repeating every minute before expanding them all", () => {
    tooComplex(minutelyFlood(from));
  });

  it("still reads a daily meeting that began in 1990 and Outlook's own zone names", () => {
    const daily = busyIntervals(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:d\r\nDTSTART:19900101T090000Z\r\nDTEND:19900101T093000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
      from,
      to,
    );
    expect(daily).toHaveLength(31);
    // W. Europe Standard Time (Outlook's name, not Intl's): its VTIMEZONE from 1601 says UTC+1 in winter.
    expect(busyIntervals(outlookCalendar, from, to).map((b) => `${iso(b.start)}/${iso(b.end)}`)).toEqual([
      "2026-11-30T11:00/2026-11-30T12:00",
      "2026-12-02T11:00/2026-12-02T12:00",
      "2026-12-07T11:00/2026-12-07T12:00",
      "2026-12-14T11:00/2026-12-14T12:00",
      "2026-12-21T11:00/2026-12-21T12:00",
      "2026-12-28T11:00/2026-12-28T12:00",
    ]);
  });
});
