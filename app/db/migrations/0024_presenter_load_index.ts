import type { Kysely } from "kysely";

// Issue #25: choosing a presenter counts each free presenter's demos in the fairness window and
// reads their last assignment (app/booking/presenter-seats.server.ts, `loads`). The key
// (presenter_id, slot_start) finds the rows but not claimed_at, so every counted seat was a table
// read: a fifth of a booking's server time with ten busy presenters (docs/benchmarks.md). With
// claimed_at in the index the count reads the index alone.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("presenter_seats_load")
    .on("presenter_seats")
    .columns(["presenter_id", "slot_start", "claimed_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("presenter_seats_load").execute();
}
