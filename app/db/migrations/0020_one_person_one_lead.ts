import type { Kysely } from "kysely";

// Issue #27 item 6, one person, one lead (ADR 052). Every demo request keeps its own row (its
// answers, consent, booking and deliveries stay its own); a request from someone already known
// points at the lead it joined:
// - lead_id: null for a lead (a row the inbox lists); the lead's id for a request that joined it,
//   by e-mail or phone when it arrived, or by a merge in the console.
// - email_normalized: the address trimmed and lower-cased (as subscribers have it), indexed, so the
//   join finds a known address without a scan. Backfilled here a page at a time, in JavaScript, so
//   both databases lower-case alike (SQLite's lower() knows only ASCII).
// Requests stored before this migration are not joined after the fact: the console suggests them
// for a merge, which a person decides.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("demo_requests").addColumn("lead_id", "text").execute();
  await db.schema.alterTable("demo_requests").addColumn("email_normalized", "text").execute();
  await db.schema.createIndex("demo_requests_lead_id").on("demo_requests").column("lead_id").execute();
  await db.schema
    .createIndex("demo_requests_email_normalized")
    .on("demo_requests")
    .column("email_normalized")
    .execute();
  let after = "";
  for (;;) {
    const rows: { id: string; email: string }[] = await db
      .selectFrom("demo_requests")
      .select(["id", "email"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows)
      await db
        .updateTable("demo_requests")
        .set({ email_normalized: row.email.trim().toLowerCase() })
        .where("id", "=", row.id)
        .execute();
    after = rows.at(-1)!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demo_requests_email_normalized").execute();
  await db.schema.dropIndex("demo_requests_lead_id").execute();
  await db.schema.alterTable("demo_requests").dropColumn("email_normalized").execute();
  await db.schema.alterTable("demo_requests").dropColumn("lead_id").execute();
}
