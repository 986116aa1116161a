import type { Kysely } from "kysely";

// Issue #25, item 6: reminders before a demo (ADR 041). One row per message to send (a booking's
// version, an audience, a channel, an offset): the unique key makes scheduling the same message
// twice impossible, and the row's status is the claim that lets it go out once (queued → sending,
// a conditional update), never a check before a send. The request keeps what the visitor ticked
// for WhatsApp and SMS reminders, the version of the words they ticked, and when they withdrew it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("demo_requests")
    .addColumn("remind_whatsapp", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("demo_requests")
    .addColumn("remind_sms", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ["reminder_consent_version", "reminder_consent_at", "reminder_consent_withdrawn_at"]) {
    await db.schema.alterTable("demo_requests").addColumn(column, "text").execute();
  }

  await db.schema
    .createTable("reminders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    // The booking's SEQUENCE it was made for: a moved booking's reminders are of an older one.
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("slot_start", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("offset_minutes", "integer", (c) => c.notNull())
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    // Why it failed, was dropped or withdrawn: never personal data.
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addUniqueConstraint("reminders_once", ["booking_id", "sequence", "audience", "channel", "offset_minutes"])
    .execute();
  await db.schema.createIndex("reminders_booking").on("reminders").column("booking_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reminders").execute();
  for (const column of [
    "reminder_consent_withdrawn_at",
    "reminder_consent_at",
    "reminder_consent_version",
    "remind_sms",
    "remind_whatsapp",
  ]) {
    await db.schema.alterTable("demo_requests").dropColumn(column).execute();
  }
}
