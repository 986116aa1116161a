import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { personName } from "./people";

/** Who can own a lead: every enabled account, by the name the team knows them by (ADR 038), the address when none is given. */
export async function ownerOptions(db: Kysely<Database>): Promise<{ id: string; email: string; name: string }[]> {
  const rows = await db.selectFrom("users").select(["id", "email", "name"]).where("disabled_at", "is", null).execute();
  return rows
    .map((row) => ({ id: row.id, email: row.email, name: personName(row) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}
