import type { Kysely } from "kysely";

// Issue #26: what a visitor tells sales on the booking pages. A cancellation's optional reason is
// kept with its event (the sales e-mail and webhook of that event carry it); "None of these suit
// me" keeps the preferred days and times and a note on the request; a visitor who corrects a
// mistyped address leaves the time they did so. All nullable: rows from before read as "nothing said".

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("booking_events").addColumn("reason", "text").execute();
  for (const column of ["preferred_times", "preferred_note", "preferences_at", "email_corrected_at"]) {
    await db.schema.alterTable("demo_requests").addColumn(column, "text").execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["preferred_times", "preferred_note", "preferences_at", "email_corrected_at"]) {
    await db.schema.alterTable("demo_requests").dropColumn(column).execute();
  }
  await db.schema.alterTable("booking_events").dropColumn("reason").execute();
}
