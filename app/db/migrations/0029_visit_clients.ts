import type { Kysely } from "kysely";

// Insights a stranger cannot flood (ADR 079). visit_day_clients holds, for the CURRENT day only,
// what each client (a keyed hash of its network address under the day's salt, never the address)
// has had counted: distinct visitors, page views and campaign or referrer values. The counter
// refuses or folds what goes past the limits; the rows are deleted with the day's salt and hashes
// at the first flush of the next day, as visit_day_hashes are (ADR 037).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("visit_day_clients")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("client", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("tags", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_day_clients_pk", ["day", "client"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("visit_day_clients").execute();
}
