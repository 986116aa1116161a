import type { Kysely } from "kysely";
import type { Database } from "./schema.server";

// When the last backup was written, kept in the database itself: every instance on one
// PostgreSQL reads the same time, so the schedule (server/backup-schedule.ts) runs once per
// interval across all of them, and a backup made by hand with `npm run backup` counts too.

const KEY = "last_backup_at";

export async function lastBackupAt(db: Kysely<Database>): Promise<Date | undefined> {
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", KEY).executeTakeFirst();
  return row ? new Date(row.value) : undefined;
}

export async function recordBackup(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .insertInto("app_settings")
    .values({ key: KEY, value: at.toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: at.toISOString() }))
    .execute();
}
