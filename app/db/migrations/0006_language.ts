import type { Kysely } from "kysely";

// Issue #19: the language a lead, a subscriber and a booking were made in ("en" | "fr"), so every
// e-mail to the visitor is in it and the sales team sees it. NOT NULL DEFAULT 'en': rows stored
// before this read as English (they were), and a server from before it keeps inserting without it.

const tables = ["demo_requests", "subscribers", "bookings"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).dropColumn("language").execute();
}
