import type { Kysely } from "kysely";

// Issue #27 item 2 (ADR 048): the inbox sorted by the next step's due date reads leads with a date
// by (date, received, id) and then leads without one by (received, id). One index in that order
// serves both parts; the date-only index of 0018 left the second part sorting every lead without
// a next step (most of them) on each page.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("demo_requests_next_step_created")
    .on("demo_requests")
    .columns(["next_step_due", "created_at", "id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demo_requests_next_step_created").execute();
}
