import type { Kysely } from "kysely";

// Issue #27 item 2: a person's own inbox views. A view is a name and the inbox's filter as the
// address bar carries it ("owner=me&status=open"), so opening one is following a link and a view
// can be shared as one. Names are unique per person; views go when their person's account does
// not (accounts are disabled, never deleted), so there is no foreign key to keep in step.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saved_views")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("saved_views_user_name")
    .on("saved_views")
    .columns(["user_id", "name"])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saved_views").execute();
}
