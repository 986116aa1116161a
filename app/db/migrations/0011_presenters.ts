import type { Kysely } from "kysely";

// Issue #25: accounts gain a name and a presenter profile (ADR 038). A booking holds its presenter
// by the key (presenter_id, slot_start) of presenter_seats: a person presents one demo at a time,
// decided by the database (insert-or-nothing), never by a check before an insert. The hours and
// days off are here so an own-calendar feed, a meeting room and reminders can follow on them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("name", "text").execute();
  await db.schema
    .alterTable("users")
    .addColumn("presents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("languages", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  // "09:00-17:00" in WAT; null means the booking hours in force.
  await db.schema.alterTable("users").addColumn("hours", "text").execute();
  // Comma-separated dates ("2026-12-24,2026-12-31"): read whole with the profile, never queried by date.
  await db.schema
    .alterTable("users")
    .addColumn("days_off", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  // Null for a booking made while nobody presented (the configured capacity's seats).
  await db.schema.alterTable("bookings").addColumn("presenter_id", "text").execute();
  // Who the event named when it was recorded: a queued e-mail names the presenter it was about.
  await db.schema.alterTable("booking_events").addColumn("presenter_id", "text").execute();

  await db.schema
    .createTable("presenter_seats")
    .addColumn("presenter_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("slot_start", "text", (c) => c.notNull())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("presenter_seats_pk", ["presenter_id", "slot_start"])
    .execute();
  await db.schema.createIndex("presenter_seats_booking").on("presenter_seats").column("booking_id").execute();
  await db.schema.createIndex("presenter_seats_slot").on("presenter_seats").column("slot_start").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("presenter_seats").execute();
  await db.schema.alterTable("booking_events").dropColumn("presenter_id").execute();
  await db.schema.alterTable("bookings").dropColumn("presenter_id").execute();
  for (const column of ["days_off", "hours", "languages", "presents", "name"])
    await db.schema.alterTable("users").dropColumn(column).execute();
}
