import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema.server";

// What an admin decides in the console, one row a setting (migration 0033, ADR 095 and 098).

/** The stored value of a setting, or undefined while nobody has set it. */
export async function teamSetting(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom("team_settings").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value;
}

/** Sets (or with null, clears) a setting inside the caller's transaction, which also audits it. */
export async function writeTeamSetting(
  trx: Transaction<Database>,
  name: string,
  value: string | null,
  actorId: string,
  at: string,
): Promise<void> {
  if (value === null) {
    await trx.deleteFrom("team_settings").where("name", "=", name).execute();
    return;
  }
  await trx
    .insertInto("team_settings")
    .values({ name, value, updated_at: at, updated_by: actorId })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at: at, updated_by: actorId }))
    .execute();
}
