import type { Kysely } from "kysely";

// Issue #25 item 3 (ADR 047): admins route bookings by what the visitor told us. A rule is a
// condition on the request's institution size and/or the booking's edition, and the presenters who
// take such bookings. Rules are tried in `position` order; the first that matches wins.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("routing_rules")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    // Null: any size, any edition (a rule has at least one of the two, checked by the form's schema).
    .addColumn("institution_size", "text")
    .addColumn("edition", "text")
    // Comma-separated user ids: read whole with the rule, never queried by presenter.
    .addColumn("presenter_ids", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
  await db.schema.createIndex("routing_rules_position").on("routing_rules").column("position").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("routing_rules").execute();
}
