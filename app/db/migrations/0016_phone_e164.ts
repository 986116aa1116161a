import type { Kysely } from "kysely";
import { parsePhoneNumberFromString } from "libphonenumber-js";

// Issue #27 item 3 (ADR 046): each demo request's phone number in E.164 beside what the visitor
// typed, so the inbox finds a lead however its number is written. Existing rows are backfilled
// here, a page at a time, so a large table is never held in memory. The parse is written out here
// rather than imported (the db layer imports no domain code), and is what phoneE164 in
// app/leads/phone.server.ts does: valid numbers only, Nigeria the default region.

function e164(typed: string): string | null {
  const parsed = typed.length > 40 ? undefined : parsePhoneNumberFromString(typed, "NG");
  return parsed?.isValid() ? parsed.number : null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("demo_requests").addColumn("phone_e164", "text").execute();
  await db.schema.createIndex("demo_requests_phone_e164").on("demo_requests").column("phone_e164").execute();
  let after = "";
  for (;;) {
    const rows: { id: string; phone: string }[] = await db
      .selectFrom("demo_requests")
      .select(["id", "phone"])
      .where("phone", "is not", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const normalised = e164(row.phone);
      if (normalised)
        await db.updateTable("demo_requests").set({ phone_e164: normalised }).where("id", "=", row.id).execute();
    }
    after = rows.at(-1)!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demo_requests_phone_e164").execute();
  await db.schema.alterTable("demo_requests").dropColumn("phone_e164").execute();
}
