import type { Kysely } from "kysely";

// Issue #25 item 5 (ADR 040): every booking carries its meeting link, stored when it is booked so
// a reschedule keeps it; each booking event the link it named, so a queued e-mail sends the link
// it was about; an account may have its own fixed room (Google Meet, Zoom, Teams, Jitsi).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("meeting_url", "text").execute();
  // Null for a booking made before this migration or with no provider (MEETING_PROVIDER=none).
  await db.schema.alterTable("bookings").addColumn("meeting_url", "text").execute();
  await db.schema.alterTable("booking_events").addColumn("meeting_url", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("booking_events").dropColumn("meeting_url").execute();
  await db.schema.alterTable("bookings").dropColumn("meeting_url").execute();
  await db.schema.alterTable("users").dropColumn("meeting_url").execute();
}
