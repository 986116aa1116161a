import type { Kysely } from "kysely";

// Issue #25, item 4: a presenter's own calendar (ADR 042). calendar_feeds holds the secret address
// (sealed), what the last fetch said and a lease: an instance claims a due feed by an UPDATE that
// only one can win, so one instance fetches a feed at a time. calendar_busy holds the parsed busy
// times so every instance sees them. calendar_subscriptions holds the hash of each presenter's
// subscription token (their own demos as an .ics), never the token.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("url_sealed", "text", (c) => c.notNull())
    /** The address's host, shown to the team (the path is the secret). */
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("etag", "text")
    .addColumn("last_modified", "text")
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("error_class", "text")
    .addColumn("last_ok_at", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("events", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_fetch_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("calendar_feeds_due").on("calendar_feeds").column("next_fetch_at").execute();

  await db.schema
    .createTable("calendar_busy")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("calendar_busy_user_start")
    .on("calendar_busy")
    .columns(["user_id", "starts_at"])
    .execute();
  await db.schema.createIndex("calendar_busy_start").on("calendar_busy").column("starts_at").execute();

  await db.schema
    .createTable("calendar_subscriptions")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_subscriptions").execute();
  await db.schema.dropTable("calendar_busy").execute();
  await db.schema.dropTable("calendar_feeds").execute();
}
