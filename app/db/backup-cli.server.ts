import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Env } from "~/env.server";
import { backupFileName, pruneBackups, settle } from "./backup-files.server";
import { backupPostgres, postgresBackupProblem, postgresHoldsData, restorePostgres } from "./backup-postgres.server";
import { recordBackup } from "./backup-record.server";
import { backupSqlite, restoreSqlite, sqliteBackupProblem, sqliteHoldsData } from "./backup-sqlite.server";
import type { Kysely } from "kysely";
import { SQLITE_FILE_NAME } from "./connection.server";
import type { Database } from "./schema.server";

// `npm run backup` and `npm run restore` (docs/deploy.md, ADR 081). They read the same DATA_DIR or
// DATABASE_URL as the server and may run while it serves. A backup is checked before it is kept;
// a restore checks its file before it touches anything, and never replaces a database that holds
// data unless told to with --force.

const usage = `Usage:
  npm run backup                     writes one backup of the database into BACKUP_DIR (default ./backups),
                                     keeps the newest BACKUP_KEEP, prints the file's path
  npm run restore -- FILE [--force]  checks FILE, then restores it into DATA_DIR or DATABASE_URL;
                                     a database that holds data is replaced only with --force
                                     (stop the servers first: they keep what they read in memory)`;

type Out = { write: (text: string) => void };

/** What the commands read: the store's place and the backups' (scripts/backup.ts passes the runtime's). */
type BackupConfig = Pick<Env, "BACKUP_DIR" | "BACKUP_KEEP" | "DATABASE_URL" | "DATA_DIR">;
/** Opens the database to record a backup in it; the entry point builds it from the runtime (ADR 083). */
type OpenStore = () => Promise<{ db: Kysely<Database>; close(): Promise<void> }>;

async function backup(out: Out, config: BackupConfig, open: OpenStore): Promise<number> {
  const dir = resolve(config.BACKUP_DIR);
  mkdirSync(dir, { recursive: true });
  const at = new Date();
  const kind = config.DATABASE_URL ? "postgres" : "sqlite";
  const final = join(dir, backupFileName(kind, at));
  const partial = `${final}.partial`;
  try {
    if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, partial);
    else await backupSqlite(resolve(config.DATA_DIR, SQLITE_FILE_NAME), partial);
    const problem = kind === "postgres" ? await postgresBackupProblem(partial) : sqliteBackupProblem(partial);
    if (problem) throw new Error(`the backup just written does not read back: ${problem}`);
    settle(partial, final, dir);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  // The schedule counts from the start of this backup: every commit before it is in the file.
  const { db, close } = await open();
  try {
    await recordBackup(db, at);
  } finally {
    await close();
  }
  const pruned = pruneBackups(dir, config.BACKUP_KEEP);
  if (pruned.length > 0)
    console.error(`backup: deleted ${pruned.length} older backup(s), keeping ${config.BACKUP_KEEP}`);
  out.write(`${final}\n`);
  return 0;
}

async function restore(out: Out, config: BackupConfig, file: string, force: boolean): Promise<number> {
  const source = resolve(file);
  const problem = config.DATABASE_URL ? await postgresBackupProblem(source) : sqliteBackupProblem(source);
  if (problem) {
    console.error(`restore: ${file} is not a backup that can be restored: ${problem}. Nothing was changed.`);
    return 1;
  }
  const target = config.DATABASE_URL ? undefined : resolve(config.DATA_DIR, SQLITE_FILE_NAME);
  const live = config.DATABASE_URL ? await postgresHoldsData(config.DATABASE_URL) : sqliteHoldsData(target!);
  if (live && !force) {
    console.error(
      "restore: the database already holds data. Nothing was changed. Stop every server on it, then run again with --force to replace it.",
    );
    return 1;
  }
  if (config.DATABASE_URL) await restorePostgres(source, config.DATABASE_URL, live);
  else {
    mkdirSync(resolve(config.DATA_DIR), { recursive: true });
    await restoreSqlite(source, target!);
  }
  out.write(`restored ${source}\n`);
  return 0;
}

/** Runs `backup` or `restore` with `config` (scripts/backup.ts passes the runtime's); resolves with the exit code. */
export async function backupCommand(argv: string[], out: Out, config: BackupConfig, open: OpenStore): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { force: { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  const [command, file, ...rest] = positionals;
  if (values.help || !command) {
    out.write(`${usage}\n`);
    return values.help ? 0 : 1;
  }
  if (command === "backup" && !file) return backup(out, config, open);
  if (command === "restore" && file && rest.length === 0) return restore(out, config, file, values.force);
  console.error(usage);
  return 1;
}
