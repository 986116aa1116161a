import { sql, type Kysely, type Transaction } from "kysely";
import type { Dialect } from "~/db/dialect.server";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { bookedOverlapping, capacityIntervals } from "~/booking/presenters/held-times.server";
import { maxOverlap } from "~/booking/intervals";
import { seatsFreed } from "~/booking/presenters/loads.server";

// The seats of demo slots (ADR 015, made consistent by ADR 030). A booking holds one row of
// booking_slot_seats in the slot it is confirmed in, and nothing else. Three rules keep it so:
// - a claim counts the slot's held seats, and the demos overlapping it (ADR 078), under a lock on
//   its interval, so a lowered capacity is the
//   limit and two instances cannot both count the last free seat; the primary key
//   (slot_start, seat) stays the final word (insert-or-nothing, never check-then-insert alone);
// - a change frees exactly the seats its booking holds (by booking_id, not by a guessed slot);
// - repairSeats() frees any seat held by a booking that is not confirmed in that slot.

type Trx = Transaction<Database>;

/** The first key of the two-int advisory locks: our own, so per-slot locks never meet another feature's. */
const SLOT_LOCK_CLASS = 15_030;

const HOUR_MS = 3_600_000;

/**
 * The lock keys of [start, end): each clock hour it touches. Two intervals that overlap share an
 * instant, so they share that instant's hour and take one same lock, whichever grid each was cut
 * from (ADR 078): a 10:00-11:00 claim and a 10:30-11:00 one wait for each other.
 */
export function lockKeys(start: string, end: string): string[] {
  const keys: string[] = [];
  const until = Date.parse(end);
  for (let t = Math.floor(Date.parse(start) / HOUR_MS) * HOUR_MS; t < until; t += HOUR_MS)
    keys.push(new Date(t).toISOString());
  return keys;
}

/**
 * Serializes claims of times overlapping [start, end) until the transaction ends, by the hours it
 * touches, taken in order. PostgreSQL only: SQLite has one writer, so its transactions already run
 * one at a time. Without `end`, the hour of `start` alone.
 */
export async function lockSlot(trx: Trx, dialect: Dialect, start: string, end?: string): Promise<void> {
  await lockHours(trx, dialect, lockKeys(start, end ?? new Date(Date.parse(start) + 1).toISOString()));
}

/** Takes the locks of these hours (lockKeys), sorted by the caller, in one round trip. PostgreSQL only. */
export async function lockHours(trx: Trx, dialect: Dialect, keys: readonly string[]): Promise<void> {
  if (dialect !== "postgres" || keys.length === 0) return;
  // unnest yields the keys in the order given, so every transaction takes them in one order.
  await sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, hashtext(k)) from unnest(cast(${[...keys]} as text[])) as k`.execute(
    trx,
  );
}

/**
 * Gives the booking a seat in the slot if fewer than `capacity` demos would run at any moment of
 * it; true when the booking holds one there afterwards (also when it already did). Counted over the
 * whole interval (ADR 078): a demo booked on another grid that overlaps it counts, not only the
 * seats of the same start. Bookings above a lowered capacity keep their seats; they only stop new
 * ones coming in.
 */
export async function claimSeat(
  trx: Trx,
  dialect: Dialect,
  slot: { start: string; end: string },
  bookingId: string,
  capacity: number,
): Promise<boolean> {
  const slotStart = slot.start;
  await lockSlot(trx, dialect, slot.start, slot.end);
  const held = await trx
    .selectFrom("booking_slot_seats")
    .select(["seat", "booking_id"])
    .where("slot_start", "=", slotStart)
    .execute();
  if (held.some((row) => row.booking_id === bookingId)) return true;
  if (held.length >= capacity) return false;
  const running = capacityIntervals(await bookedOverlapping(trx, slot, bookingId));
  if (maxOverlap(running, Date.parse(slot.start), Date.parse(slot.end)) >= capacity) return false;
  const used = new Set(held.map((row) => Number(row.seat)));
  // Lowest free number first. Under the lock the first try lands; the key still decides.
  for (let seat = 1; seat <= held.length + capacity; seat++) {
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

/** Frees every seat the booking holds, except in `keep` (its slot after a reschedule). */
export async function releaseSeats(trx: Trx, bookingId: string, keep: string | null = null): Promise<void> {
  await trx
    .deleteFrom("booking_slot_seats")
    .where("booking_id", "=", bookingId)
    .$if(keep !== null, (q) => q.where("slot_start", "<>", keep!))
    .execute();
}

export type FreedSeats = { slotStart: string; seats: number };

/**
 * Frees the seats held by a booking that is not confirmed in that slot (left by the lost updates
 * of issue #23, or by anything else), and a second seat of one booking in one slot. One statement,
 * so it is safe while servers run: a change in progress is either wholly seen or not at all.
 * Says what it freed by slot time and count, nothing about who.
 */
export async function repairSeats(db: Kysely<Database>): Promise<FreedSeats[]> {
  const rows = await db
    .deleteFrom("booking_slot_seats as s")
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom("bookings as b")
              .select("b.id")
              .whereRef("b.id", "=", "s.booking_id")
              .whereRef("b.slot_start", "=", "s.slot_start")
              .where("b.status", "=", "confirmed"),
          ),
        ),
        eb.exists(
          eb
            .selectFrom("booking_slot_seats as t")
            .select("t.seat")
            .whereRef("t.booking_id", "=", "s.booking_id")
            .whereRef("t.slot_start", "=", "s.slot_start")
            .whereRef("t.seat", "<", "s.seat"),
        ),
      ]),
    )
    .returning(["slot_start"])
    .execute();
  // A presenter's seat (ADR 038) likewise: held only by a booking confirmed then with that presenter.
  // With the presenter's running count in the same commit (ADR 065).
  const presenterRows = await db.transaction().execute(async (trx) => {
    const freed = await trx
      .deleteFrom("presenter_seats as p")
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("bookings as b")
              .select("b.id")
              .whereRef("b.id", "=", "p.booking_id")
              .whereRef("b.slot_start", "=", "p.slot_start")
              .whereRef("b.presenter_id", "=", "p.presenter_id")
              .where("b.status", "=", "confirmed"),
          ),
        ),
      )
      .returning(["presenter_id", "slot_start", "claimed_at"])
      .execute();
    await seatsFreed(trx, freed);
    return freed;
  });
  const counts = new Map<string, number>();
  for (const row of [...rows, ...presenterRows]) counts.set(row.slot_start, (counts.get(row.slot_start) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([slotStart, seats]) => ({ slotStart, seats }));
}

/** At server start: frees what repairSeats() finds and logs it; never stops the start. */
export async function repairSeatsAtStart(db: Kysely<Database>): Promise<void> {
  try {
    const freed = await repairSeats(db);
    if (freed.length > 0) logger.warn({ freed }, "freed demo seats held by bookings not confirmed in those slots");
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "demo seats not checked at start");
  }
}

/** PostgreSQL's answer when two transactions waited for each other (40P01) or could not be serialized (40001). */
function isLockConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "40P01" || code === "40001";
}

/**
 * Runs a transaction again when PostgreSQL aborted it for a lock conflict: a batch holds the locks
 * of several commands, and two instances' batches may take them in opposite orders. The aborted one
 * changed nothing, so running it again is safe; a short random wait lets the other one finish.
 */
export async function retryOnLockConflict<T>(run: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isLockConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
