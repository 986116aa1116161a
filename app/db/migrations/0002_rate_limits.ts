import type { Kysely } from "kysely";

// The form rate limiter's counters when several instances share one PostgreSQL
// (server/rate-limit-store.ts). Created on SQLite too, so both databases keep one schema.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    // "<form>:<HMAC of the client address>": never the address itself.
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("reset_at", "text", (c) => c.notNull())
    .execute();
  // The periodic sweep deletes by expiry.
  await db.schema.createIndex("rate_limits_reset_at").on("rate_limits").column("reset_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
