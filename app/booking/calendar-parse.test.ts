import { describe, expect, it } from "vitest";
import { presenterCalendar } from "../../tests/support/calendar-feed";
import { busyIntervals, CalendarContentError } from "./calendar-parse.server";

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
