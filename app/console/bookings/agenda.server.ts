import { sql, type Kysely } from "kysely";
import { dayIn, timeIn } from "~/booking/time-zones";
import { zoneName } from "~/lib/team-clock";
import { personName } from "~/console/people";
import { consoleZone } from "~/console/console-settings.server";
import { printable } from "~/leads/printable";
import { remindersOf } from "~/booking/reminders/schedule.server";
import type { BookingOutcomeName, BookingStatus, ReminderTable, Database } from "~/db/schema.server";

// The console's view of demo bookings: the agenda of coming demos grouped by day in the
// team's zone (CONSOLE_TIME_ZONE, ADR 046), and the booking of one lead. Read-only: visitors book, reschedule and cancel
// through their own links (app/booking); the team only reassigns one and, after it, marks its outcome.

export type AgendaEntry = {
  bookingId: string;
  leadId: string;
  time: string;
  endTime: string;
  name: string;
  institution: string;
  /** The edition it was booked in: the visitor's invitation is in this language. */
  language: string;
  /** Who presents it (ADR 038), by name; null while nobody presents. */
  presenter: string | null;
  presenterId: string | null;
  /** Its presenter is disabled or no longer presents (ADR 080): to be given to someone else. */
  presenterLeft: boolean;
};
export type AgendaDay = { day: string; entries: AgendaEntry[] };

/** Confirmed bookings that have not ended, oldest first, grouped by their day in the team's zone. */
export async function agenda(db: Kysely<Database>, now = new Date(), limit = 200): Promise<AgendaDay[]> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .leftJoin("users", "users.id", "bookings.presenter_id")
    .select([
      "users.name as presenter_name",
      "users.email as presenter_email",
      "users.disabled_at as presenter_disabled_at",
      "users.presents as presenter_presents",
      "bookings.presenter_id",
    ])
    .select([
      "bookings.id",
      "bookings.demo_request_id",
      "bookings.slot_start",
      "bookings.slot_end",
      "demo_requests.first_name",
      "demo_requests.last_name",
      "demo_requests.institution",
      "bookings.language",
    ])
    .where("bookings.status", "=", "confirmed")
    .where("bookings.slot_end", ">", now.toISOString())
    .orderBy("bookings.slot_start")
    .limit(limit)
    .execute();
  const zone = consoleZone();
  const days: AgendaDay[] = [];
  for (const row of rows) {
    const start = new Date(row.slot_start);
    const day = dayIn(start, zone);
    const entry = {
      bookingId: row.id,
      leadId: row.demo_request_id,
      time: timeIn(start, zone),
      endTime: timeIn(new Date(row.slot_end), zone),
      // Shown to a person: escaped as everywhere stored text is printed (issue #14).
      name: printable(`${row.first_name} ${row.last_name}`),
      institution: printable(row.institution),
      language: row.language,
      presenter: row.presenter_email ? printable(row.presenter_name?.trim() || row.presenter_email) : null,
      presenterId: row.presenter_id,
      presenterLeft:
        Boolean(row.presenter_email) && (row.presenter_disabled_at !== null || row.presenter_presents !== 1),
    };
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

/**
 * Confirmed demos not yet ended whose presenter is disabled or no longer presents, counted by that
 * presenter (ADR 080). Worked out from the accounts and bookings as they are, not stored: reassigning
 * the demo, or the presenter coming back, ends the warning without anything to keep in step.
 */
export async function demosLeftWithFormerPresenters(
  db: Kysely<Database>,
  now = new Date(),
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("users", "users.id", "bookings.presenter_id")
    .select(["users.id", sql<number | string>`count(*)`.as("count")])
    .where("bookings.status", "=", "confirmed")
    .where("bookings.slot_end", ">", now.toISOString())
    .where((eb) => eb.or([eb("users.disabled_at", "is not", null), eb("users.presents", "!=", 1)]))
    .groupBy("users.id")
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/**
 * `reason`: what the visitor wrote when they cancelled (issue #26), printable; null when none.
 * `outcome`, `ended`, `presenterId`, `endTime`: for marking it held or a no-show (ADR 039).
 * `reminders`: each message before the demo (ADR 041).
 */
export type LeadBooking = {
  id: string;
  status: BookingStatus;
  when: string;
  endTime: string;
  reason: string | null;
  outcome: BookingOutcomeName | null;
  ended: boolean;
  presenterId: string | null;
  presenter: string | null;
  meetingUrl: string | null;
  reminders: ReminderTable[];
};

/** The lead's booking (one per request), its slot read in the team's zone, or null. */
export async function leadBooking(db: Kysely<Database>, leadId: string, now = new Date()): Promise<LeadBooking | null> {
  const row = await db
    .selectFrom("bookings")
    .leftJoin("users", "users.id", "bookings.presenter_id")
    .select([
      "bookings.id",
      "bookings.status",
      "bookings.slot_start",
      "bookings.slot_end",
      "bookings.outcome",
      "bookings.presenter_id",
      "bookings.meeting_url",
      "users.name as presenter_name",
      "users.email as presenter_email",
    ])
    // The lead's own booking, or one made on a request that joined it (ADR 052): a confirmed one
    // first, then the newest.
    .where((eb) =>
      eb.or([
        eb("bookings.demo_request_id", "=", leadId),
        eb("bookings.demo_request_id", "in", eb.selectFrom("demo_requests").select("id").where("lead_id", "=", leadId)),
      ]),
    )
    .orderBy(sql`case when bookings.status = 'confirmed' then 0 else 1 end`)
    .orderBy("bookings.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const start = new Date(row.slot_start);
  const zone = consoleZone();
  const cancelled =
    row.status === "cancelled"
      ? await db
          .selectFrom("booking_events")
          .select("reason")
          .where("booking_id", "=", row.id)
          .where("event", "=", "demo_booking.cancelled")
          .orderBy("sequence", "desc")
          .limit(1)
          .executeTakeFirst()
      : undefined;
  return {
    id: row.id,
    status: row.status,
    outcome: row.outcome ?? null,
    ended: Date.parse(row.slot_end) <= now.getTime(),
    presenterId: row.presenter_id,
    presenter: row.presenter_email ? personName({ email: row.presenter_email, name: row.presenter_name }) : null,
    meetingUrl: row.meeting_url ?? null,
    endTime: timeIn(new Date(row.slot_end), zone),
    reason: cancelled?.reason ? printable(cancelled.reason, { multiline: true }) : null,
    when: `${dayIn(start, zone)}, ${timeIn(start, zone)}–${timeIn(new Date(row.slot_end), zone)} ${zoneName(zone, start)}`,
    reminders: await remindersOf(db, row.id),
  };
}
