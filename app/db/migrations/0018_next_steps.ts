import type { Kysely } from "kysely";

// Issue #27 items 2 and 4: the work the team plans on a lead, and what each person has already seen.
// - A lead's next step: what to do ("call back Tuesday") and the day it is due, in the team's zone
//   (a calendar date, "2026-12-01": a follow-up is due on a day, not at an instant). The inbox sorts
//   and filters on the date, so it is indexed; My day reads overdue and due today from it.
// - When a person last opened the inbox: "new since your last visit" is every lead received after it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("demo_requests").addColumn("next_step_due", "text").execute();
  await db.schema.alterTable("demo_requests").addColumn("next_step_note", "text").execute();
  await db.schema.alterTable("demo_requests").addColumn("next_step_by", "text").execute();
  await db.schema.createIndex("demo_requests_next_step_due").on("demo_requests").column("next_step_due").execute();
  await db.schema.alterTable("users").addColumn("inbox_seen_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demo_requests_next_step_due").execute();
  for (const column of ["next_step_due", "next_step_note", "next_step_by"]) {
    await db.schema.alterTable("demo_requests").dropColumn(column).execute();
  }
  await db.schema.alterTable("users").dropColumn("inbox_seen_at").execute();
}
