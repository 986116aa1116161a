import type { Kysely } from "kysely";

// ADR 076: a feed's fetches that did not end well, in a row, so the next one is pushed back
// further each time. Counted when a fetch is claimed (an attempt the process did not live to finish
// counts as failed), set back to 0 by a good one or a new address.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("calendar_feeds")
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("calendar_feeds").dropColumn("failures").execute();
}
