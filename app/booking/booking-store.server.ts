import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { createCommitBatcher, type CommitBatcher } from "~/db/commit-batcher.server";
import type { Locale } from "~/content/locale";
import type { BookingEventName, BookingTable, Database } from "~/db/schema.server";
import { configuredTargets } from "~/leads/config.server";
import { insertJobs, newJob, notifyJobsEnqueued, type OutboxJob } from "~/leads/outbox.server";
import { logger } from "~/lib/logger.server";
import type { Availability } from "./availability-config";
import { effectiveAvailability } from "./availability.server";
import { slotEnd, slotProblem, type SlotProblem } from "./slots";

// Bookings, reschedules and cancellations. Each resolves only once committed, with its outbox jobs
// in the same transaction. Capacity is the database's: a booking holds one (slot_start, seat) row,
// the primary key admits each seat once, and seats are claimed with INSERT ... ON CONFLICT DO
// NOTHING, lowest free number first, up to the capacity (ADR 015). Never check-then-insert.

type Trx = Transaction<Database>;
export type BookingCommand =
  | { kind: "book"; requestId: string; slotStart: string | null; language?: Locale }
  | { kind: "reschedule"; bookingId: string; slotStart: string | null }
  | { kind: "cancel"; bookingId: string; reason?: string | null };

export type BookingOutcome =
  | { status: "booked" | "rescheduled" | "cancelled"; booking: BookingTable }
  | { status: "alreadyBooked" | "alreadyCancelled" | "sameSlot"; booking: BookingTable }
  | { status: "taken" }
  | { status: "unavailable"; problem: SlotProblem }
  | { status: "noRequest" | "noBooking" };

export type BookingStoreOptions = { now?: () => Date };

async function claimSeat(trx: Trx, slotStart: string, bookingId: string, capacity: number): Promise<boolean> {
  // Seats seen taken are skipped to save round trips; the primary key is what decides.
  const used = new Set((await trx.selectFrom("booking_slot_seats").select("seat").where("slot_start", "=", slotStart).execute()).map((r) => Number(r.seat)));
  for (let seat = 1; seat <= capacity; seat++) {
    if (used.has(seat)) continue;
    const result = await trx
      .insertInto("booking_slot_seats")
      .values({ slot_start: slotStart, seat, booking_id: bookingId })
      .onConflict((oc) => oc.columns(["slot_start", "seat"]).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  }
  return false;
}

function eventJobs(eventId: string, event: BookingEventName, now: string): OutboxJob[] {
  const targets = configuredTargets();
  const jobs: OutboxJob[] = [];
  if (targets.webhook) jobs.push(newJob("booking_event", eventId, "webhook", event, now));
  if (targets.salesEmail) jobs.push(newJob("booking_event", eventId, "sales_email", event, now));
  if (targets.visitorEmail) jobs.push(newJob("booking_event", eventId, "visitor_email", event, now));
  return jobs;
}

async function recordEvent(trx: Trx, booking: BookingTable, event: BookingEventName, now: string, reason: string | null = null): Promise<void> {
  const id = randomUUID();
  await trx.insertInto("booking_events").values({ id, booking_id: booking.id, event, sequence: booking.sequence, slot_start: booking.slot_start, slot_end: booking.slot_end, created_at: now, reason }).execute();
  await insertJobs(trx, eventJobs(id, event, now));
}

async function book(trx: Trx, command: Extract<BookingCommand, { kind: "book" }>, config: Availability, now: Date): Promise<BookingOutcome> {
  const request = await trx.selectFrom("demo_requests").select("id").where("id", "=", command.requestId).executeTakeFirst();
  if (!request) return { status: "noRequest" };
  const existing = await trx.selectFrom("bookings").selectAll().where("demo_request_id", "=", command.requestId).executeTakeFirst();
  if (existing?.status === "confirmed") return { status: "alreadyBooked", booking: existing };
  const problem = slotProblem(command.slotStart, now, config);
  if (problem) return { status: "unavailable", problem };
  const start = command.slotStart!;
  const language = command.language ?? "en";
  // Records and outbox jobs carry the real time; `now` only decides which slots may be booked.
  const iso = new Date().toISOString();
  const id = existing?.id ?? randomUUID();
  if (!existing) {
    // Another instance may be booking this request right now: the unique key lets one win.
    const inserted = await trx
      .insertInto("bookings")
      .values({ id, demo_request_id: command.requestId, slot_start: start, slot_end: slotEnd(start, config), status: "cancelled", sequence: -1, created_at: iso, updated_at: iso, cancelled_at: null, language })
      .onConflict((oc) => oc.column("demo_request_id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      const winner = await trx.selectFrom("bookings").selectAll().where("demo_request_id", "=", command.requestId).executeTakeFirstOrThrow();
      return { status: "alreadyBooked", booking: winner };
    }
  }
  if (!(await claimSeat(trx, start, id, config.capacity))) {
    // Nothing of this attempt may stay: the placeholder row goes, a cancelled booking stays as it was.
    if (!existing) await trx.deleteFrom("bookings").where("id", "=", id).execute();
    return { status: "taken" };
  }
  // Booked again after a cancellation: in the edition of this booking, which its e-mails follow.
  const booking: BookingTable = { id, demo_request_id: command.requestId, slot_start: start, slot_end: slotEnd(start, config), status: "confirmed", sequence: (existing?.sequence ?? -1) + 1, created_at: existing?.created_at ?? iso, updated_at: iso, cancelled_at: null, language };
  await trx.updateTable("bookings").set({ slot_start: booking.slot_start, slot_end: booking.slot_end, status: "confirmed", sequence: booking.sequence, updated_at: iso, cancelled_at: null, language }).where("id", "=", id).execute();
  await recordEvent(trx, booking, "demo_booking.created", iso);
  return { status: "booked", booking };
}

async function reschedule(trx: Trx, command: Extract<BookingCommand, { kind: "reschedule" }>, config: Availability, now: Date): Promise<BookingOutcome> {
  const existing = await trx.selectFrom("bookings").selectAll().where("id", "=", command.bookingId).executeTakeFirst();
  if (!existing) return { status: "noBooking" };
  if (existing.status === "cancelled") return { status: "alreadyCancelled", booking: existing };
  if (command.slotStart === existing.slot_start) return { status: "sameSlot", booking: existing };
  const problem = slotProblem(command.slotStart, now, config);
  if (problem) return { status: "unavailable", problem };
  const start = command.slotStart!;
  // The new seat first: if the slot is full, the booking keeps its old one.
  if (!(await claimSeat(trx, start, existing.id, config.capacity))) return { status: "taken" };
  await trx.deleteFrom("booking_slot_seats").where("booking_id", "=", existing.id).where("slot_start", "=", existing.slot_start).execute();
  // Records and outbox jobs carry the real time; `now` only decides which slots may be booked.
  const iso = new Date().toISOString();
  const booking: BookingTable = { ...existing, slot_start: start, slot_end: slotEnd(start, config), sequence: existing.sequence + 1, updated_at: iso };
  await trx.updateTable("bookings").set({ slot_start: booking.slot_start, slot_end: booking.slot_end, sequence: booking.sequence, updated_at: iso }).where("id", "=", existing.id).execute();
  await recordEvent(trx, booking, "demo_booking.rescheduled", iso);
  return { status: "rescheduled", booking };
}

async function cancel(trx: Trx, command: Extract<BookingCommand, { kind: "cancel" }>): Promise<BookingOutcome> {
  const existing = await trx.selectFrom("bookings").selectAll().where("id", "=", command.bookingId).executeTakeFirst();
  if (!existing) return { status: "noBooking" };
  if (existing.status === "cancelled") return { status: "alreadyCancelled", booking: existing };
  // Records and outbox jobs carry the real time; `now` only decides which slots may be booked.
  const iso = new Date().toISOString();
  await trx.deleteFrom("booking_slot_seats").where("booking_id", "=", existing.id).execute();
  const booking: BookingTable = { ...existing, status: "cancelled", sequence: existing.sequence + 1, updated_at: iso, cancelled_at: iso };
  await trx.updateTable("bookings").set({ status: "cancelled", sequence: booking.sequence, updated_at: iso, cancelled_at: iso }).where("id", "=", existing.id).execute();
  // The visitor's reason, if they gave one, goes with the event to the sales team's e-mail and webhook.
  await recordEvent(trx, booking, "demo_booking.cancelled", iso, command.reason ?? null);
  return { status: "cancelled", booking };
}

type Queued = { command: BookingCommand; now: Date };
const batchers = new WeakMap<Kysely<Database>, CommitBatcher<Queued, BookingOutcome>>();

// Concurrent commands share one transaction and one fsync (commit-batcher.server.ts); each runs
// in order inside it, so a later one sees the seats an earlier one took.
function batcherFor(db: Kysely<Database>): CommitBatcher<Queued, BookingOutcome> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createCommitBatcher<Queued, BookingOutcome>((items) =>
      db.transaction().execute(async (trx) => {
        const config = await effectiveAvailability(trx);
        const outcomes: BookingOutcome[] = [];
        for (const { command, now } of items) {
          if (command.kind === "book") outcomes.push(await book(trx, command, config, now));
          else if (command.kind === "reschedule") outcomes.push(await reschedule(trx, command, config, now));
          else outcomes.push(await cancel(trx, command));
        }
        return outcomes;
      }),
    );
    batchers.set(db, batcher);
  }
  return batcher;
}

/** Runs one command; resolves once its outcome is durable. `now` is injectable for tests. */
export async function runBookingCommand(db: Kysely<Database>, command: BookingCommand, options: BookingStoreOptions = {}): Promise<BookingOutcome> {
  const outcome = await batcherFor(db)({ command, now: options.now?.() ?? new Date() });
  const changed = outcome.status === "booked" || outcome.status === "rescheduled" || outcome.status === "cancelled";
  logger.info({ command: command.kind, outcome: outcome.status, bookingId: "booking" in outcome ? outcome.booking.id : undefined }, "demo booking");
  if (changed && Object.values(configuredTargets()).some(Boolean)) notifyJobsEnqueued();
  return outcome;
}

/** Booked seats per slot start in [from, to): the picker leaves full slots out. */
export async function takenSeats(db: Kysely<Database>, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("booking_slot_seats")
    .select(["slot_start", sql<number | string>`count(*)`.as("count")])
    .where("slot_start", ">=", from)
    .where("slot_start", "<", to)
    .groupBy("slot_start")
    .execute();
  return new Map(rows.map((r) => [r.slot_start, Number(r.count)]));
}

export type BookingView = BookingTable & { first_name: string; last_name: string; email: string; institution: string };

export async function bookingView(db: Kysely<Database>, where: { bookingId: string } | { requestId: string }): Promise<BookingView | undefined> {
  return db
    .selectFrom("bookings")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .selectAll("bookings")
    .select(["demo_requests.first_name", "demo_requests.last_name", "demo_requests.email", "demo_requests.institution"])
    .$if("bookingId" in where, (q) => q.where("bookings.id", "=", (where as { bookingId: string }).bookingId))
    .$if("requestId" in where, (q) => q.where("bookings.demo_request_id", "=", (where as { requestId: string }).requestId))
    .executeTakeFirst();
}
