import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";

// What must hold of the stored bookings however their changes interleaved (issue #23, ADR 030).
// Returns each broken rule in words (ids only, no personal data); an empty list means consistent.

export async function bookingProblems(db: Kysely<Database>, capacity?: number): Promise<string[]> {
  const problems: string[] = [];
  const bookings = await db.selectFrom("bookings").select(["id", "status", "slot_start", "sequence"]).execute();
  const seats = await db.selectFrom("booking_slot_seats").select(["slot_start", "seat", "booking_id"]).execute();
  const events = await db
    .selectFrom("booking_events")
    .select(["booking_id", "event", "sequence", "created_at"])
    .execute();
  const byId = new Map(bookings.map((b) => [b.id, b]));

  for (const seat of seats) {
    const booking = byId.get(seat.booking_id);
    if (booking?.status !== "confirmed")
      problems.push(
        `seat ${seat.slot_start}#${seat.seat} held by a ${booking?.status ?? "missing"} booking ${seat.booking_id}`,
      );
    else if (booking.slot_start !== seat.slot_start)
      problems.push(
        `seat ${seat.slot_start}#${seat.seat} held by booking ${booking.id}, which is in ${booking.slot_start}`,
      );
  }
  for (const booking of bookings.filter((b) => b.status === "confirmed")) {
    const held = seats.filter((s) => s.booking_id === booking.id && s.slot_start === booking.slot_start).length;
    if (held !== 1) problems.push(`confirmed booking ${booking.id} holds ${held} seats in its slot`);
  }
  if (capacity !== undefined) {
    const perSlot = new Map<string, number>();
    for (const seat of seats) perSlot.set(seat.slot_start, (perSlot.get(seat.slot_start) ?? 0) + 1);
    for (const [slot, count] of perSlot)
      if (count > capacity) problems.push(`slot ${slot} holds ${count} seats, capacity ${capacity}`);
  }
  for (const booking of bookings) {
    const own = events.filter((e) => e.booking_id === booking.id).map((e) => ({ ...e, sequence: Number(e.sequence) }));
    own.sort((a, b) => a.sequence - b.sequence);
    own.forEach((event, i) => {
      const before = own[i - 1];
      if (!before) return;
      if (before.sequence === event.sequence)
        problems.push(`booking ${booking.id}: two events with SEQUENCE ${event.sequence}`);
      // In the order they happened: a later SEQUENCE is never recorded earlier.
      if (event.created_at < before.created_at)
        problems.push(`booking ${booking.id}: SEQUENCE ${event.sequence} recorded before ${before.sequence}`);
      if (before.event === "demo_booking.cancelled" && event.event === "demo_booking.rescheduled")
        problems.push(`booking ${booking.id}: rescheduled after cancelled`);
    });
    const last = own.at(-1);
    if (last && last.sequence !== Number(booking.sequence))
      problems.push(`booking ${booking.id}: SEQUENCE ${booking.sequence}, last event ${last.sequence}`);
    if (last && (last.event === "demo_booking.cancelled") !== (booking.status === "cancelled"))
      problems.push(`booking ${booking.id}: ${booking.status}, last event ${last.event}`);
  }
  return problems;
}

/**
 * Confirmed demos that run at one moment beyond what is allowed, whatever grid each was booked on
 * (ADR 078): two of one presenter, or more than `capacity` of those nobody presents. In words, ids only.
 */
export async function overlapProblems(db: Kysely<Database>, capacity?: number): Promise<string[]> {
  const problems: string[] = [];
  const confirmed = await db
    .selectFrom("bookings")
    .select(["id", "presenter_id", "slot_start", "slot_end"])
    .where("status", "=", "confirmed")
    .orderBy("slot_start")
    .execute();
  const meet = (a: (typeof confirmed)[number], b: (typeof confirmed)[number]) =>
    a.slot_start < b.slot_end && b.slot_start < a.slot_end;
  confirmed.forEach((a, i) => {
    for (const b of confirmed.slice(i + 1))
      if (a.presenter_id && a.presenter_id === b.presenter_id && meet(a, b))
        problems.push(`presenter ${a.presenter_id} holds ${a.id} and ${b.id} at overlapping times`);
  });
  if (capacity !== undefined) {
    const unpresented = confirmed.filter((b) => !b.presenter_id);
    // The most at one moment is reached at some demo's start.
    for (const at of unpresented) {
      const running = unpresented.filter((b) => b.slot_start <= at.slot_start && at.slot_start < b.slot_end);
      if (running.length > capacity)
        problems.push(`${running.length} demos at ${at.slot_start}, capacity ${capacity}: ${running.map((b) => b.id)}`);
    }
  }
  return problems;
}
