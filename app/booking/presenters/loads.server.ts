import { sql, type Kysely, type Transaction } from "kysely";
import { compiledOnce } from "~/db/compiled-once.server";
import type { Dialect } from "~/db/dialect.server";
import type { Database } from "~/db/schema.server";
import { FAIRNESS_WINDOW_DAYS, type PresenterLoad } from "./profile";

// The running count behind fair round-robin (ADR 065). Each presenter's row in presenter_loads
// holds how many seats they hold from `counted_from` on and their latest claim among those, kept
// in the transaction that claims or frees a seat. A claim reads the rows instead of counting every
// seat in the fairness window. A row is trusted only when no seat lies between its `counted_from`
// and the window's start (seats that left the window since); otherwise, or when it is missing or
// unknown (null `counted_from`), that presenter is counted from the seats again, as before.
// Every writer takes the row (an upsert) before the seats are counted or the count is changed,
// so on PostgreSQL a recount never misses a seat claimed or freed in a transaction still open.

type Db = Kysely<Database> | Transaction<Database>;
export type HeldSeat = { presenter_id: string; slot_start: string; claimed_at: string };

/** The first key of the two-int advisory lock that orders booking batches touching presenter loads. */
const LOADS_LOCK_CLASS = 15_065;

/**
 * PostgreSQL: one booking batch at a time changes presenter loads. Without it two instances'
 * batches would take the same few rows in different orders and wait for each other in a circle.
 */
export async function lockPresenterLoads(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`select pg_advisory_xact_lock(${LOADS_LOCK_CLASS}, 0)`.execute(trx);
}

const windowStart = (now: Date) => new Date(now.getTime() - FAIRNESS_WINDOW_DAYS * 86_400_000).toISOString();

/**
 * What one booking batch has read of the running counts (ADR 068): read once for the batch, at the
 * batch's clock, and kept in step with the batch's own claims, instead of read again by each of its
 * bookings. A seat freed in the batch forgets it all (it may leave a row unknown).
 */
export type BatchLoads = { since: string; known: Map<string, PresenterLoad & { countedFrom: string }> };

export const batchLoads = (now: Date): BatchLoads => ({ since: windowStart(now), known: new Map() });

/** Demos held in the fairness window and the latest claim among them, per presenter: what round-robin orders by. */
export async function presenterLoads(
  trx: Db,
  ids: string[],
  now: Date,
  batch?: BatchLoads,
): Promise<Map<string, PresenterLoad>> {
  const loads = new Map<string, PresenterLoad>();
  const since = batch?.since ?? windowStart(now);
  const unread: string[] = [];
  for (const id of ids) {
    const known = batch?.known.get(id);
    if (known) loads.set(id, { demos: known.demos, lastAssignedAt: known.lastAssignedAt });
    else unread.push(id);
  }
  if (unread.length === 0) return loads;
  const rows = await trx
    .selectFrom("presenter_loads as l")
    .select(["l.presenter_id", "l.counted_from", "l.demos", "l.last_claimed_at"])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("presenter_seats as s")
            .select("s.slot_start")
            .whereRef("s.presenter_id", "=", "l.presenter_id")
            .whereRef("s.slot_start", ">=", "l.counted_from")
            .where("s.slot_start", "<", since),
        )
        .as("left_window"),
    )
    .where("l.presenter_id", "in", unread)
    .execute();
  for (const row of rows)
    if (row.counted_from !== null && row.counted_from <= since && !Number(row.left_window)) {
      const load = { demos: Number(row.demos), lastAssignedAt: row.last_claimed_at };
      loads.set(row.presenter_id, load);
      batch?.known.set(row.presenter_id, { ...load, countedFrom: row.counted_from });
    }
  const recount = unread.filter((id) => !loads.has(id));
  if (recount.length > 0)
    for (const [id, load] of await countFromSeats(trx, recount, since)) {
      loads.set(id, load);
      batch?.known.set(id, { ...load, countedFrom: since });
    }
  return loads;
}

/** Counts the presenters' seats in the window, as every claim did before ADR 065, and keeps the result. */
async function countFromSeats(trx: Db, ids: string[], since: string): Promise<Map<string, PresenterLoad>> {
  // Taken first: a seat change still open elsewhere either ends before the count or waits for it.
  await forgetPresenterLoads(trx, ids);
  ids = [...ids].sort();
  const rows = await trx
    .selectFrom("presenter_seats")
    .select(["presenter_id", sql<number | string>`count(*)`.as("demos"), sql<string>`max(claimed_at)`.as("last")])
    .where("presenter_id", "in", ids)
    .where("slot_start", ">=", since)
    .groupBy("presenter_id")
    .execute();
  const counted = new Map(ids.map((id) => [id, { demos: 0, lastAssignedAt: null as string | null }]));
  for (const r of rows) counted.set(r.presenter_id, { demos: Number(r.demos), lastAssignedAt: r.last });
  await trx
    .insertInto("presenter_loads")
    .values(
      [...counted].map(([id, load]) => ({
        presenter_id: id,
        counted_from: since,
        demos: load.demos,
        last_claimed_at: load.lastAssignedAt,
      })),
    )
    .onConflict((oc) =>
      oc.column("presenter_id").doUpdateSet((eb) => ({
        counted_from: eb.ref("excluded.counted_from"),
        demos: eb.ref("excluded.demos"),
        last_claimed_at: eb.ref("excluded.last_claimed_at"),
      })),
    )
    .execute();
  return counted;
}

// Run for every booking, so built once (ADR 072).
const countClaim = compiledOnce((db, claimedAt: string, presenterId: string, slotStart: string) =>
  db
    .updateTable("presenter_loads")
    .set((eb) => ({
      demos: eb("demos", "+", 1),
      last_claimed_at: sql<string>`case when last_claimed_at is null or last_claimed_at < ${claimedAt} then ${claimedAt} else last_claimed_at end`,
    }))
    .where("presenter_id", "=", presenterId)
    .where("counted_from", "<=", slotStart),
);

/** A seat was claimed: one more demo for its presenter, if it lies in what their row counts. */
export async function seatClaimed(trx: Db, seat: HeldSeat, batch?: BatchLoads): Promise<void> {
  await countClaim(trx, seat.claimed_at, seat.presenter_id, seat.slot_start);
  // The same change to what the batch knows of the row.
  const known = batch?.known.get(seat.presenter_id);
  if (known && known.countedFrom <= seat.slot_start) {
    known.demos += 1;
    if (known.lastAssignedAt === null || known.lastAssignedAt < seat.claimed_at) known.lastAssignedAt = seat.claimed_at;
  }
}

/**
 * Seats were freed (cancelled, moved, reassigned, erased, repaired): one demo fewer each. When the
 * freed seat was the latest claim counted, the row becomes unknown and is counted again when next needed.
 */
export async function seatsFreed(trx: Db, seats: readonly HeldSeat[], batch?: BatchLoads): Promise<void> {
  if (seats.length > 0) batch?.known.clear();
  for (const seat of seats) {
    const counts = sql<boolean>`presenter_loads.counted_from <= ${seat.slot_start}`;
    await trx
      .insertInto("presenter_loads")
      .values({ presenter_id: seat.presenter_id, counted_from: null, demos: 0, last_claimed_at: null })
      .onConflict((oc) =>
        oc.column("presenter_id").doUpdateSet({
          demos: sql<number>`case when ${counts} then presenter_loads.demos - 1 else presenter_loads.demos end`,
          counted_from: sql<
            string | null
          >`case when ${counts} and presenter_loads.last_claimed_at <= ${seat.claimed_at} then null else presenter_loads.counted_from end`,
        }),
      )
      .execute();
  }
}

/** Marks the presenters' rows unknown (after seats went by a way that does not say which). */
async function forgetPresenterLoads(trx: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)].sort(); // one order, so two writers take the rows alike
  if (unique.length === 0) return;
  await trx
    .insertInto("presenter_loads")
    .values(unique.map((id) => ({ presenter_id: id, counted_from: null, demos: 0, last_claimed_at: null })))
    .onConflict((oc) => oc.column("presenter_id").doUpdateSet({ counted_from: null }))
    .execute();
}
