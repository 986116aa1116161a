import type { Kysely } from "kysely";

// Cookieless visit counts (issue #28, ADR 037). visit_counts holds only daily totals per public
// page and where its visitors came from: no address, no user agent, no hash. Dimensions are ""
// when absent (not NULL), so they can form the primary key the additive upsert relies on.
// visit_salts and visit_day_hashes hold the CURRENT day only: the day's random salt (shared by every
// instance) and the day's visitor hashes that tell a new visitor from a returning one. Both are
// deleted as soon as the day has passed (app/insights/visit-counter.server.ts).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("visit_counts")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("edition", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text", (c) => c.notNull())
    .addColumn("utm_source", "text", (c) => c.notNull())
    .addColumn("utm_medium", "text", (c) => c.notNull())
    .addColumn("utm_campaign", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_counts_pk", [
      "day",
      "path",
      "edition",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "device",
    ])
    .execute();
  // The same counts summed per day and per single dimension (page, edition, referrer, campaign,
  // device, and "all"), written with them: the Insights view reads these ~100 lines a day instead of
  // every combination (a year in one scan; docs/benchmarks.md).
  await db.schema
    .createTable("visit_totals")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_totals_pk", ["day", "dimension", "value"])
    .execute();
  await db.schema
    .createTable("visit_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("visit_day_hashes")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_day_hashes_pk", ["day", "hash"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["visit_day_hashes", "visit_salts", "visit_totals", "visit_counts"])
    await db.schema.dropTable(table).execute();
}
