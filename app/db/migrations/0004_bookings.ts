import type { Kysely } from "kysely";

// Demo bookings (app/booking). Capacity is enforced by the database: a booking holds one row of
// booking_slot_seats, whose primary key (slot_start, seat) admits each seat number of a slot once;
// a booking claims the lowest free seat number below the capacity with INSERT ... ON CONFLICT DO
// NOTHING, so two claims of the last seat cannot both succeed, on SQLite or PostgreSQL (ADR 015).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    // One booking per request: a second one reschedules or is refused. Erasing the request erases it.
    .addColumn("demo_request_id", "text", (c) =>
      c.notNull().unique().references("demo_requests.id").onDelete("cascade"),
    )
    .addColumn("slot_start", "text", (c) => c.notNull())
    .addColumn("slot_end", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("cancelled_at", "text")
    .execute();
  await db.schema.createIndex("bookings_slot_start").on("bookings").column("slot_start").execute();

  await db.schema
    .createTable("booking_slot_seats")
    .addColumn("slot_start", "text", (c) => c.notNull())
    .addColumn("seat", "integer", (c) => c.notNull())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("booking_slot_seats_pk", ["slot_start", "seat"])
    .execute();
  await db.schema.createIndex("booking_slot_seats_booking").on("booking_slot_seats").column("booking_id").execute();

  // Each change of a booking, as it was sent: the outbox delivers these (record_type "booking_event"),
  // so an e-mail queued before a reschedule still names the time it was about.
  await db.schema
    .createTable("booking_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("slot_start", "text", (c) => c.notNull())
    .addColumn("slot_end", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("booking_events_booking").on("booking_events").column("booking_id").execute();

  // The operator's override of the configured availability (the sales console writes these).
  await db.schema
    .createTable("booking_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("booking_closed_dates")
    .addColumn("date", "text", (c) => c.primaryKey())
    .addColumn("label", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "booking_closed_dates",
    "booking_settings",
    "booking_events",
    "booking_slot_seats",
    "bookings",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
