import type { Kysely, Transaction } from "kysely";
import { compiledOnce } from "~/db/compiled-once.server";
import type { Database } from "~/db/schema.server";
import { MAX_SLOT_MINUTES } from "~/booking/availability-config";
import { mergeIntervals, type BusyInterval } from "~/booking/intervals";
import type { HeldTimes } from "./profile";

// The demos already booked, read as whole intervals (ADR 078). Seats are keyed by a slot's start
// (ADR 015, 038), which cannot see a 10:00-11:00 demo overlap one at 10:30 once the slot grid
// changed; every claim and the picker also compare the confirmed bookings' intervals. The index
// bookings_interval (migration 0028) holds every column read here, so a check is one index range:
// a demo that still runs into a time started at most MAX_SLOT_MINUTES before it.

type Db = Kysely<Database> | Transaction<Database>;

const LONGEST_MS = MAX_SLOT_MINUTES * 60_000;

/** The start before which no demo overlapping a time beginning at `start` can have started. */
const earliestOverlapping = (start: string) => new Date(Date.parse(start) - LONGEST_MS).toISOString();

// Run for every booking, so built once (ADR 072).
const overlapping = compiledOnce((db, from: string, start: string, end: string, except: string) =>
  db
    .selectFrom("bookings")
    .select(["presenter_id", "slot_start", "slot_end"])
    .where("slot_start", ">=", from)
    .where("slot_start", "<", end)
    .where("slot_end", ">", start)
    .where("status", "=", "confirmed")
    .where("id", "<>", except),
);

export type BookedInterval = { presenter_id: string | null; slot_start: string; slot_end: string };

/**
 * The confirmed demos other than `bookingId` (a reschedule's own) that overlap [start, end). Read
 * under the interval's lock (seats.server.ts lockSlot), so what another instance commits meanwhile waits.
 */
export async function bookedOverlapping(
  db: Db,
  slot: { start: string; end: string },
  bookingId: string,
): Promise<BookedInterval[]> {
  return (await overlapping(db, earliestOverlapping(slot.start), slot.start, slot.end, bookingId)).rows;
}

const toInterval = (row: BookedInterval): BusyInterval => ({
  start: Date.parse(row.slot_start),
  end: Date.parse(row.slot_end),
});

/**
 * For the picker: each presenter's confirmed demos running into [from, to), and those held by the
 * configured capacity (no presenter), sorted by start.
 */
export async function heldTimes(
  db: Db,
  from: string,
  to: string,
): Promise<{ presenters: HeldTimes; capacity: BusyInterval[] }> {
  const rows = await db
    .selectFrom("bookings")
    .select(["presenter_id", "slot_start", "slot_end"])
    .where("slot_start", ">=", earliestOverlapping(from))
    .where("slot_start", "<", to)
    .where("slot_end", ">", from)
    .where("status", "=", "confirmed")
    .orderBy("slot_start")
    .execute();
  const byPresenter = new Map<string, BusyInterval[]>();
  const capacity: BusyInterval[] = [];
  for (const row of rows) {
    if (!row.presenter_id) capacity.push(toInterval(row));
    else byPresenter.set(row.presenter_id, [...(byPresenter.get(row.presenter_id) ?? []), toInterval(row)]);
  }
  return {
    presenters: new Map([...byPresenter].map(([id, list]) => [id, mergeIntervals(list)])),
    capacity,
  };
}

/** The presenters among `rows` and the time each holds, as HeldTimes for freePresenters. */
export function heldByPresenter(rows: readonly BookedInterval[]): Map<string, BusyInterval[]> {
  const held = new Map<string, BusyInterval[]>();
  for (const row of rows)
    if (row.presenter_id) held.set(row.presenter_id, [...(held.get(row.presenter_id) ?? []), toInterval(row)]);
  for (const [id, list] of held) held.set(id, mergeIntervals(list));
  return held;
}

/** The intervals of the demos among `rows` that hold a seat of the configured capacity (nobody presents them). */
export const capacityIntervals = (rows: readonly BookedInterval[]): BusyInterval[] =>
  rows.filter((r) => !r.presenter_id).map(toInterval);
