// A presenter's calendar as Google Calendar's secret iCal address serves it, for the feed tests:
// a weekly meeting with one week cut out (EXDATE) and one moved (RECURRENCE-ID), an all-day event,
// a meeting in a VTIMEZONE-defined zone, one in a bare IANA TZID, and two that are not busy.

const lines = (...l: string[]) => `${l.join("\r\n")}\r\n`;

/** Times around Monday 30 November 2026 (WAT = UTC+1). */
export const presenterCalendar = lines(
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:STANDARD",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  // Every Tuesday 10:00-11:00 WAT from 1 December, but not 8 December; 15 December moved to 14:00.
  "BEGIN:VEVENT",
  "UID:weekly@google.com",
  "DTSTART;TZID=Africa/Lagos:20261201T100000",
  "DTEND;TZID=Africa/Lagos:20261201T110000",
  "RRULE:FREQ=WEEKLY;BYDAY=TU",
  "EXDATE;TZID=Africa/Lagos:20261208T100000",
  "SUMMARY:Weekly team call",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:weekly@google.com",
  "RECURRENCE-ID;TZID=Africa/Lagos:20261215T100000",
  "DTSTART;TZID=Africa/Lagos:20261215T140000",
  "DTEND;TZID=Africa/Lagos:20261215T150000",
  "SUMMARY:Weekly team call (moved)",
  "END:VEVENT",
  // All of Thursday 3 December.
  "BEGIN:VEVENT",
  "UID:offsite@google.com",
  "DTSTART;VALUE=DATE:20261203",
  "DTEND;VALUE=DATE:20261204",
  "SUMMARY:Offsite",
  "END:VEVENT",
  // Wednesday 2 December 12:00-13:00 Paris = 12:00-13:00 WAT (both UTC+1 in winter): via the VTIMEZONE.
  "BEGIN:VEVENT",
  "UID:paris@google.com",
  "DTSTART;TZID=Europe/Paris:20261202T120000",
  "DTEND;TZID=Europe/Paris:20261202T130000",
  "SUMMARY:Call with Paris",
  "END:VEVENT",
  // Friday 4 December 09:00-10:00 New York (UTC-5) = 15:00-16:00 WAT: a TZID with no VTIMEZONE.
  "BEGIN:VEVENT",
  "UID:newyork@google.com",
  "DTSTART;TZID=America/New_York:20261204T090000",
  "DTEND;TZID=America/New_York:20261204T100000",
  "SUMMARY:Call with New York",
  "END:VEVENT",
  // Shown as free, and a cancelled meeting: neither is busy.
  "BEGIN:VEVENT",
  "UID:free@google.com",
  "DTSTART:20261201T130000Z",
  "DTEND:20261201T140000Z",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:cancelled@google.com",
  "DTSTART:20261202T090000Z",
  "DTEND:20261202T100000Z",
  "STATUS:CANCELLED",
  "END:VEVENT",
  "END:VCALENDAR",
);

/** An .ics of `count` one-hour meetings, every 90 minutes from `from`: the benchmark's feeds. */
export function busyCalendar(count: number, from: number, uid = "bench"): string {
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const events = Array.from({ length: count }, (_, i) => {
    const start = from + i * 90 * 60_000;
    return [
      "BEGIN:VEVENT",
      `UID:${uid}-${i}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + 3_600_000)}`,
      "END:VEVENT",
    ];
  });
  return lines("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Ilimi//bench//EN", ...events.flat(), "END:VCALENDAR");
}

/** Outlook's publish link: its own zone name (not an IANA one) with a VTIMEZONE from 1601. */
export const outlookCalendar = lines(
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:Microsoft Exchange Server 2010",
  "BEGIN:VTIMEZONE",
  "TZID:W. Europe Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T030000",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:once@outlook",
  "DTSTART;TZID=W. Europe Standard Time:20261202T120000",
  "DTEND;TZID=W. Europe Standard Time:20261202T130000",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:mondays@outlook",
  "DTSTART;TZID=W. Europe Standard Time:20260601T120000",
  "DTEND;TZID=W. Europe Standard Time:20260601T130000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "END:VEVENT",
  "END:VCALENDAR",
);

// Feeds that ask for more work than a calendar needs (ADR 076): each once held the server's only
// thread, for ever or for tens of seconds.

/** A daily rule on 30 February: ical.js looks for that day without end. */
export const neverComingDay = lines(
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:feb30@attacker",
  "DTSTART:20260101T100000Z",
  "DTEND:20260101T110000Z",
  "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
  "END:VEVENT",
  "END:VCALENDAR",
);

/** A zone that changes every minute since 1970, and one meeting on 2 December 2026 12:00 in it. */
export const zoneBomb = (tzid: string) =>
  lines(
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VTIMEZONE",
    `TZID:${tzid}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "RRULE:FREQ=MINUTELY",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0100",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:zone@attacker",
    `DTSTART;TZID=${tzid}:20261202T120000`,
    `DTEND;TZID=${tzid}:20261202T130000`,
    "END:VEVENT",
    "END:VCALENDAR",
  );

/** A hundred one-minute events, each repeating every minute from `from` (about 10 KB). */
export function minutelyFlood(from: number): string {
  const start = new Date(from)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const events = Array.from({ length: 100 }, (_, i) => [
    "BEGIN:VEVENT",
    `UID:minute-${i}@attacker`,
    `DTSTART:${start}`,
    "DURATION:PT1M",
    "RRULE:FREQ=MINUTELY",
    "END:VEVENT",
  ]);
  return lines("BEGIN:VCALENDAR", "VERSION:2.0", ...events.flat(), "END:VCALENDAR");
}

/**
 * A calendar that is no attack but slow to read: 1.9 MB (under the 2 MB cap) of ten thousand
 * half-hour meetings in Lagos time, which take seconds on the parse thread (4 s measured on a busy
 * 2-core machine): long enough to kill a server while it reads one.
 */
export function slowToReadCalendar(from: number): string {
  const events: string[] = [];
  let bytes = 0;
  for (let i = 0; bytes < 1_900_000; i++) {
    const local = new Date(from + 3_600_000 + (i % 4000) * 600_000 + 3_600_000).toISOString();
    const start = local.replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "");
    const event = lines(
      "BEGIN:VEVENT",
      `UID:slow-${i}@ilimi.test`,
      "DTSTAMP:20261201T000000Z",
      `DTSTART;TZID=Africa/Lagos:${start}`,
      "DURATION:PT30M",
      `SUMMARY:Busy, meeting ${i} of a long list`,
      "END:VEVENT",
    );
    events.push(event);
    bytes += event.length;
  }
  return ["BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Ilimi//slow//EN\r\n", ...events, "END:VCALENDAR\r\n"].join("");
}
