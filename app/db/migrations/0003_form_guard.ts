import type { Kysely } from "kysely";

// Issue #14: form tokens used once, and a quarantine for requests that look automated.
// New nullable columns only, so a server from before this migration keeps working beside it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("demo_requests")
    // SHA-256 of the form token the request was sent with: unique, so one served form stores one request.
    .addColumn("form_token_hash", "text")
    .execute();
  await db.schema
    .alterTable("demo_requests")
    // Why the request looked automated ("honeypot", "too-fast", "missing-timestamp"): stored, not delivered, purged after QUARANTINE_DAYS.
    .addColumn("quarantine_reason", "text")
    .execute();
  // NULLs never collide, in SQLite and PostgreSQL alike: requests stored before this have none.
  await db.schema
    .createIndex("demo_requests_form_token_hash")
    .unique()
    .on("demo_requests")
    .column("form_token_hash")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demo_requests_form_token_hash").execute();
  await db.schema.alterTable("demo_requests").dropColumn("quarantine_reason").execute();
  await db.schema.alterTable("demo_requests").dropColumn("form_token_hash").execute();
}
