import type { Kysely } from "kysely";

// ADR 078: every claim and the picker compare a time with the confirmed demos that overlap it,
// whatever slot grid they were booked on: slot_start in a range, then slot_end, status, the
// presenter and the booking's id. With all of them in one index the check reads the index alone.
// Its first column serves every query bookings_slot_start served, which goes: one index less to
// keep on every booking's write.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("bookings_interval")
    .on("bookings")
    .columns(["slot_start", "slot_end", "status", "presenter_id", "id"])
    .execute();
  await db.schema.dropIndex("bookings_slot_start").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("bookings_slot_start").on("bookings").column("slot_start").execute();
  await db.schema.dropIndex("bookings_interval").execute();
}
