import type { Kysely } from "kysely";
import { mayMark, type OutcomeActor } from "~/booking/store/outcomes.server";
import { dayIn, timeIn } from "~/booking/time-zones";
import type { AgendaEntry } from "~/console/bookings/agenda.server";
import { consoleZone } from "~/console/console-settings.server";
import type { BookingOutcomeName, Database } from "~/db/schema.server";
import { printable } from "~/leads/printable";
import { addDays, dayInZone } from "~/lib/team-clock";
import { dayStartIn } from "~/console/team-week";

// "Today's demos" (ADR 039): the day's confirmed demos, the day being the team's (CONSOLE_TIME_ZONE,
// ADR 046: a team in Auckland means its own today, not Lagos's), and earlier ones nobody has marked
// yet (two weeks back), each with whether it has ended and whether this person may mark it. A
// person's own demos come first: the presenter opens the page to mark theirs.

/** A demo as the agenda shows it (app/console/bookings/agenda.server.ts), with its day and what this person may do. */
export type DemoToMark = Omit<AgendaEntry, "presenterId" | "presenterLeft"> & {
  day: string;
  mine: boolean;
  ended: boolean;
  mayMark: boolean;
  outcome: BookingOutcomeName | null;
};

const LOOK_BACK_DAYS = 14;

export async function todaysDemos(
  db: Kysely<Database>,
  actor: OutcomeActor,
  now = new Date(),
): Promise<{ today: DemoToMark[]; earlier: DemoToMark[] }> {
  const zone = consoleZone();
  const today = dayInZone(now, zone);
  // Day by day rather than 24 hours: a day with a change of summer time is 23 or 25 hours long.
  const dayStart = dayStartIn(today, zone);
  const dayEnd = dayStartIn(addDays(today, 1), zone).toISOString();
  const from = dayStartIn(addDays(today, -LOOK_BACK_DAYS), zone).toISOString();
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .leftJoin("users", "users.id", "bookings.presenter_id")
    .select([
      "bookings.id",
      "bookings.demo_request_id",
      "bookings.slot_start",
      "bookings.slot_end",
      "bookings.language",
      "bookings.presenter_id",
      "bookings.outcome",
    ])
    .select([
      "demo_requests.first_name",
      "demo_requests.last_name",
      "demo_requests.institution",
      "users.name as presenter_name",
      "users.email as presenter_email",
    ])
    .where("bookings.status", "=", "confirmed")
    .where("bookings.slot_start", ">=", from)
    .where("bookings.slot_start", "<", dayEnd)
    .where((eb) => eb.or([eb("bookings.slot_start", ">=", dayStart.toISOString()), eb("bookings.outcome", "is", null)]))
    .orderBy("bookings.slot_start")
    .limit(300)
    .execute();
  const demos = rows.map((row): DemoToMark & { start: string } => ({
    start: row.slot_start,
    bookingId: row.id,
    leadId: row.demo_request_id,
    day: dayIn(new Date(row.slot_start), zone),
    time: timeIn(new Date(row.slot_start), zone),
    endTime: timeIn(new Date(row.slot_end), zone),
    // Shown to a person: escaped as everywhere stored text is printed (issue #14).
    name: printable(`${row.first_name} ${row.last_name}`),
    institution: printable(row.institution),
    language: row.language,
    presenter: row.presenter_email ? printable(row.presenter_name?.trim() || row.presenter_email) : null,
    mine: row.presenter_id === actor.id,
    ended: Date.parse(row.slot_end) <= now.getTime(),
    mayMark: mayMark({ presenter_id: row.presenter_id }, actor),
    outcome: row.outcome ?? null,
  }));
  // Stable: within "mine" and "the others", still by time.
  demos.sort((a, b) => Number(b.mine) - Number(a.mine) || a.start.localeCompare(b.start));
  const strip = ({ start: _start, ...demo }: DemoToMark & { start: string }): DemoToMark => demo;
  const startOfToday = dayStart.toISOString();
  return {
    today: demos.filter((d) => d.start >= startOfToday).map(strip),
    earlier: demos.filter((d) => d.start < startOfToday).map(strip),
  };
}
