import type { Kysely } from "kysely";

// Runs on SQLite and PostgreSQL alike: only portable types (text, integer) and plain indexes.
// Migrations take Kysely<any> because they must keep working after the schema types move on.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demo_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("institution", "text", (c) => c.notNull())
    .addColumn("size", "text")
    .addColumn("message", "text")
    .addColumn("marketing_consent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("privacy_notice_version", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("demo_requests_created_at").on("demo_requests").column("created_at").execute();

  await db.schema
    .createTable("subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("privacy_notice_version", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("confirmation_requested_at", "text")
    .execute();
  await db.schema.createIndex("subscribers_created_at").on("subscribers").column("created_at").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("record_type", "text", (c) => c.notNull())
    .addColumn("record_id", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("lock_token", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .execute();
  // The worker's question is "which pending jobs are due?": status first, then time.
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_record").on("outbox").column("record_id").execute();

  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["app_settings", "outbox", "subscribers", "demo_requests"]) {
    await db.schema.dropTable(table).execute();
  }
}
