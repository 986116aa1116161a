import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { audit } from "~/audit/audit.server";
import type { BookingOutcomeName, BookingTable, Database, UserRole } from "~/db/schema.server";
import { configuredTargets } from "~/delivery/config.server";
import { insertJobs, newJob, notifyJobsEnqueued } from "~/delivery/outbox.server";
import { logger } from "~/lib/logger.server";
import { leadHeld, leadUnbooked } from "~/leads/follows-booking.server";

// What became of a demo (issue #25 item 7, ADR 039): after its slot ends, its presenter (or an
// admin; anyone on the team while nobody presents it) marks it held or a no-show, once. The
// update takes the row only while its outcome is null, in one transaction with everything that
// follows from it: on PostgreSQL a second instance marking at the same moment waits for the
// first's row lock, then finds the outcome set and changes nothing, so the no-show e-mail is
// queued once (the outbox then sends each job once across instances).

export type OutcomeActor = { id: string; role: UserRole };
export type OutcomeResult =
  | { status: "marked"; outcome: BookingOutcomeName; mailed: boolean }
  /** Marked before (by this press's twin, or someone else): nothing changed. */
  | { status: "already"; outcome: BookingOutcomeName }
  | { status: "tooEarly"; slotEnd: string }
  | { status: "notYours" }
  /** No such booking, or it was cancelled: there is nothing to mark. */
  | { status: "noBooking" };

/** Whether this person may mark this booking: its presenter, an admin, or anyone while nobody presents it. */
export function mayMark(booking: Pick<BookingTable, "presenter_id">, actor: OutcomeActor): boolean {
  return actor.role === "admin" || booking.presenter_id === null || booking.presenter_id === actor.id;
}

export async function markOutcome(
  db: Kysely<Database>,
  bookingId: string,
  outcome: BookingOutcomeName,
  actor: OutcomeActor,
  now = new Date(),
): Promise<OutcomeResult> {
  const at = now.toISOString();
  const result = await db.transaction().execute(async (trx): Promise<OutcomeResult> => {
    const booking = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
    if (!booking || booking.status !== "confirmed") return { status: "noBooking" };
    if (booking.outcome) return { status: "already", outcome: booking.outcome };
    if (Date.parse(booking.slot_end) > now.getTime()) return { status: "tooEarly", slotEnd: booking.slot_end };
    if (!mayMark(booking, actor)) return { status: "notYours" };
    const marked = await trx
      .updateTable("bookings")
      .set({ outcome, outcome_at: at, outcome_by: actor.id })
      .where("id", "=", bookingId)
      .where("outcome", "is", null)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      const winner = await trx
        .selectFrom("bookings")
        .select(["outcome", "status"])
        .where("id", "=", bookingId)
        .executeTakeFirst();
      return winner?.outcome ? { status: "already", outcome: winner.outcome } : { status: "noBooking" };
    }
    await audit(
      trx,
      {
        actorId: actor.id,
        action: "booking_outcome_marked",
        subjectType: "booking",
        subjectId: bookingId,
        detail: { outcome },
      },
      now,
    );
    if (outcome === "held") {
      await leadHeld(trx, booking, actor.id, now);
      return { status: "marked", outcome, mailed: false };
    }
    await leadUnbooked(trx, booking, "outcome", actor.id, now);
    // The visitor's one polite e-mail with a way to pick another time: an event of the booking, like a cancellation's.
    const eventId = randomUUID();
    await trx
      .insertInto("booking_events")
      .values({
        id: eventId,
        booking_id: booking.id,
        event: "demo_booking.no_show",
        sequence: booking.sequence,
        slot_start: booking.slot_start,
        slot_end: booking.slot_end,
        created_at: at,
        reason: null,
        presenter_id: booking.presenter_id,
      })
      .execute();
    const mailed = configuredTargets().visitorEmail;
    if (mailed) await insertJobs(trx, [newJob("booking_event", eventId, "visitor_email", "demo_booking.no_show", at)]);
    return { status: "marked", outcome, mailed };
  });
  logger.info({ bookingId, outcome, result: result.status }, "demo outcome");
  if (result.status === "marked" && result.mailed) notifyJobsEnqueued();
  return result;
}
