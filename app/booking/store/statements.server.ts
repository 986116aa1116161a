import type { Locale } from "~/content/locale";
import { compiledOnce } from "~/db/compiled-once.server";
import { dialectOf } from "~/db/dialect.server";
import type { BookingEventName, BookingOutcomeName } from "~/db/schema.server";
import { reminderConsentColumns } from "~/booking/reminders/schedule.server";

// The statements every booking runs, each built once (ADR 072). They are the same statements
// store.server.ts wrote inline before; a booking batch runs them for each of its bookings.

/** What a booking needs of its request: routing, the lead's move, the reminders' consent. */
export const requestForBooking = compiledOnce((db, requestId: string) =>
  db
    .selectFrom("demo_requests")
    .select(["id", "size", "lead_id", "status", ...reminderConsentColumns])
    .where("id", "=", requestId),
);

/** A request's booking, locked until the transaction ends (FOR UPDATE on PostgreSQL; SQLite has one writer). */
export const lockedBookingOfRequest = compiledOnce((db, requestId: string) =>
  db
    .selectFrom("bookings")
    .selectAll()
    .where("demo_request_id", "=", requestId)
    .$if(dialectOf(db) === "postgres", (q) => q.forUpdate()),
);

/** A booking by its id, locked likewise. */
export const lockedBookingById = compiledOnce((db, id: string) =>
  db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", id)
    .$if(dialectOf(db) === "postgres", (q) => q.forUpdate()),
);

/** The row a new booking claims its request with: cancelled until its seat is claimed; one per request. */
export const insertBookingPlaceholder = compiledOnce(
  (db, id: string, requestId: string, start: string, end: string, at: string, language: Locale) =>
    db
      .insertInto("bookings")
      .values({
        id,
        demo_request_id: requestId,
        slot_start: start,
        slot_end: end,
        status: "cancelled",
        sequence: -1,
        created_at: at,
        updated_at: at,
        cancelled_at: null,
        language,
        presenter_id: null,
      })
      .onConflict((oc) => oc.column("demo_request_id").doNothing()),
);

/** The booking confirmed at its slot with its presenter and room, its outcome cleared (a new booking starts unmarked). */
export const confirmBooking = compiledOnce(
  (
    db,
    id: string,
    start: string,
    end: string,
    sequence: number,
    at: string,
    language: Locale,
    presenterId: string | null,
    meetingUrl: string | null,
    leadStatusBefore: string | null,
  ) =>
    db
      .updateTable("bookings")
      .set({
        slot_start: start,
        slot_end: end,
        status: "confirmed",
        sequence,
        updated_at: at,
        cancelled_at: null,
        language,
        presenter_id: presenterId,
        meeting_url: meetingUrl,
        outcome: null as BookingOutcomeName | null,
        outcome_at: null,
        outcome_by: null,
        lead_status_before: leadStatusBefore,
      })
      .where("id", "=", id),
);

/** One line of a booking's history: what happened, at which slot, sequence, presenter and room. */
export const insertBookingEvent = compiledOnce(
  (
    db,
    id: string,
    bookingId: string,
    event: BookingEventName,
    sequence: number,
    start: string,
    end: string,
    at: string,
    reason: string | null,
    presenterId: string | null,
    meetingUrl: string | null,
  ) =>
    db.insertInto("booking_events").values({
      id,
      booking_id: bookingId,
      event,
      sequence,
      slot_start: start,
      slot_end: end,
      created_at: at,
      reason,
      presenter_id: presenterId,
      meeting_url: meetingUrl,
    }),
);
