import type { Kysely } from "kysely";

// Issue #25 (ADR 065): choosing a presenter counted each free presenter's seats in the fairness
// window on every claim, a cost that grew with the bookings held. presenter_loads keeps that count
// and the latest claim per presenter, updated in the transaction that claims or frees a seat.
// `counted_from` null means "not known": the next claim recounts that presenter from the seats.
// No backfill: every presenter starts unknown.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("presenter_loads")
    .addColumn("presenter_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    // The seats counted are those with slot_start >= counted_from.
    .addColumn("counted_from", "text")
    .addColumn("demos", "integer", (c) => c.notNull())
    .addColumn("last_claimed_at", "text")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("presenter_loads").execute();
}
