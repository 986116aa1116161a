import { offsetMinutes } from "~/booking/time-zones";

// "Booked this week" (issue #27 item 2) is the team's week: Monday 00:00 to the next Monday 00:00
// on the team's clock (CONSOLE_TIME_ZONE, ADR 046), as UTC instants the bookings compare with.
// Every other day the console counts by (today's demos, the inbox's and the audit log's dates)
// starts where the team's day does too: dayStartIn.

/** The instant a calendar day ("2026-11-23") starts in `zone`. */
export function dayStartIn(date: string, zone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at the guess, then at the corrected instant: right across a DST change.
  const first = guess - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), zone) * 60_000);
}

/** The team's week around `now`: [from, to) as ISO instants. */
export function teamWeek(now: Date, zone: string): { from: string; to: string } {
  const local = new Date(now.getTime() + offsetMinutes(now, zone) * 60_000);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday));
  const next = new Date(monday.getTime() + 7 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: dayStartIn(day(monday), zone).toISOString(), to: dayStartIn(day(next), zone).toISOString() };
}
