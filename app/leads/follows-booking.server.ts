import type { Transaction } from "kysely";
import { audit } from "~/audit/audit.server";
import { compiledOnce } from "~/db/compiled-once.server";
import { progress, type LeadStatus } from "~/leads/status";
import type { BookingTable, Database } from "~/db/schema.server";

// The lead's status follows its booking, in the booking's own transaction (ADR 039): booked →
// "demo booked", cancelled or a no-show → back where it was before the booking, held → "demo held".
// A lead the team already moved further (qualified, won, lost...) is never moved back. Every move
// is an audit entry on the lead, "lead_status_changed" with its cause, like a move by hand.

type Trx = Transaction<Database>;
export type LeadMoveCause = "booking" | "cancellation" | "outcome";

// Run by every booking, so built once (ADR 072).
const moveIfAt = compiledOnce((db, to: string, leadId: string, from: string) =>
  db.updateTable("demo_requests").set({ status: to }).where("id", "=", leadId).where("status", "=", from),
);

async function move(
  trx: Trx,
  leadId: string,
  from: string,
  to: string,
  cause: LeadMoveCause,
  bookingId: string,
  actorId: string | null,
  now: Date,
): Promise<void> {
  // `where status = from`: a move by hand committed meanwhile wins, this one then moves nothing.
  const moved = await moveIfAt(trx, to, leadId, from);
  if (Number(moved.numAffectedRows) !== 1) return;
  await audit(
    trx,
    {
      actorId,
      action: "lead_status_changed",
      subjectType: "lead",
      subjectId: leadId,
      detail: { from, to, cause, booking: bookingId },
    },
    now,
  );
}

async function statusOf(trx: Trx, leadId: string): Promise<string | undefined> {
  return (await trx.selectFrom("demo_requests").select("status").where("id", "=", leadId).executeTakeFirst())?.status;
}

/** The lead a booking's request belongs to: itself, or the lead it joined (ADR 052). */
async function leadOf(trx: Trx, requestId: string): Promise<string> {
  const row = await trx.selectFrom("demo_requests").select("lead_id").where("id", "=", requestId).executeTakeFirst();
  return row?.lead_id ?? requestId;
}

/** The booking's request as the caller read it in this transaction: its lead, and its status. */
export type BookedRequest = { lead_id: string | null; status: string };

/**
 * A booking was made: the lead moves up to "demo booked". Returns the status it left, to go back to; null when it did not move.
 * `request`: the booking's request when the caller has read it already (a booking reads it once, not three times).
 */
export async function leadBooked(
  trx: Trx,
  booking: Pick<BookingTable, "id" | "demo_request_id">,
  now = new Date(),
  request?: BookedRequest,
): Promise<string | null> {
  const lead = request ? (request.lead_id ?? booking.demo_request_id) : await leadOf(trx, booking.demo_request_id);
  // The request is its own lead: its status was read with it.
  const from = request && lead === booking.demo_request_id ? request.status : await statusOf(trx, lead);
  if (from === undefined || progress(from) >= progress("demo_booked")) return null;
  await move(trx, lead, from, "demo_booked", "booking", booking.id, null, now);
  return from;
}

/** Cancelled, or nobody came: back to the status before the booking, if the lead is still where the booking put it. */
export async function leadUnbooked(
  trx: Trx,
  booking: BookingTable,
  cause: Exclude<LeadMoveCause, "booking">,
  actorId: string | null,
  now = new Date(),
): Promise<void> {
  if (!booking.lead_status_before) return;
  const lead = await leadOf(trx, booking.demo_request_id);
  if ((await statusOf(trx, lead)) !== "demo_booked") return;
  await move(trx, lead, "demo_booked", booking.lead_status_before, cause, booking.id, actorId, now);
}

/** The demo took place: the lead moves up to "demo held". */
export async function leadHeld(trx: Trx, booking: BookingTable, actorId: string, now = new Date()): Promise<void> {
  const lead = await leadOf(trx, booking.demo_request_id);
  const from = await statusOf(trx, lead);
  const target: LeadStatus = "demo_held";
  if (from === undefined || progress(from) >= progress(target)) return;
  await move(trx, lead, from, target, "outcome", booking.id, actorId, now);
}
