import type { Kysely } from "kysely";

// Issue #25, items 7 and 8: what became of a demo. `outcome` is "held" or "no_show", set once by
// the presenter or an admin after the slot ended (ADR 039): the update only takes a row whose
// outcome is still null, so two instances marking at once record it, and queue its e-mail, once.
// `lead_status_before` is the lead's status when the booking moved it to "demo booked", so a
// cancellation (or a no-show) puts the lead back where it was. All nullable: older rows read as
// "not marked" and "moved nothing".

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["outcome", "outcome_at", "outcome_by", "lead_status_before"]) {
    await db.schema.alterTable("bookings").addColumn(column, "text").execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["lead_status_before", "outcome_by", "outcome_at", "outcome"]) {
    await db.schema.alterTable("bookings").dropColumn(column).execute();
  }
}
