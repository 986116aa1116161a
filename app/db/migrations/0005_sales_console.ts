import type { Kysely } from "kysely";

// The sales console (ADR 020-022): staff accounts, their sessions and one-time links, sign-in
// throttling, the audit log, and what the team records on a lead. Portable types only; the lead's
// new columns are nullable or defaulted, so existing rows and other branches' code keep working.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("password_changed_at", "text")
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled_at", "text")
    .addColumn("totp_last_step", "integer")
    .addColumn("disabled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    // SHA-256 of the cookie's value: a copy of the database holds no usable session.
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("user_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("user_tokens_user").on("user_tokens").column("user_id").execute();

  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", "text", (c) => c.primaryKey())
    // "account:<hmac>" or "client:<hmac>": no address or e-mail in clear.
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_failures_key").on("sign_in_failures").columns(["key", "at"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject_type", "text")
    .addColumn("subject_id", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("author_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "created_at"]).execute();

  await db.schema
    .alterTable("demo_requests")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  for (const column of [
    "lost_reason",
    "owner_id",
    "last_activity_at",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "referrer",
  ]) {
    await db.schema.alterTable("demo_requests").addColumn(column, "text").execute();
  }
  // The inbox reads newest first, often narrowed by status or owner: keyset pages walk these.
  await db.schema.createIndex("demo_requests_created_id").on("demo_requests").columns(["created_at", "id"]).execute();
  await db.schema
    .createIndex("demo_requests_status_created")
    .on("demo_requests")
    .columns(["status", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("demo_requests_owner_created")
    .on("demo_requests")
    .columns(["owner_id", "created_at", "id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ["demo_requests_created_id", "demo_requests_status_created", "demo_requests_owner_created"])
    await db.schema.dropIndex(index).execute();
  for (const column of [
    "status",
    "lost_reason",
    "owner_id",
    "last_activity_at",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "referrer",
  ]) {
    await db.schema.alterTable("demo_requests").dropColumn(column).execute();
  }
  for (const table of ["lead_notes", "audit_log", "sign_in_failures", "user_tokens", "sessions", "users"])
    await db.schema.dropTable(table).execute();
}
