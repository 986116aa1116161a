import { existsSync, rmSync } from "node:fs";
import SQLite from "better-sqlite3";

// SQLite's online backup API (better-sqlite3's db.backup) copies the database page by page
// through a connection of its own, while the server keeps reading and writing (WAL). Every page is
// asked for in one step: the copy is then one read transaction, a snapshot of every commit made
// before it began. Copied in small steps instead, a write by the server between two steps would
// restart the copy, and under steady load it might never finish.

const ALL_PAGES = 0x7fffffff;

export async function backupSqlite(source: string, destination: string): Promise<void> {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
}

/** Why a file is not a restorable backup of this site, or null when it is one. */
export function sqliteBackupProblem(file: string): string | null {
  if (!existsSync(file)) return "the file does not exist";
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma("integrity_check", { simple: true });
    if (check !== "ok") return `SQLite's integrity check failed: ${String(check)}`;
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name in ('kysely_migration', 'demo_requests')")
      .pluck()
      .all();
    if (tables.length < 2)
      return "it is an SQLite file, but not a database of this site (no migrations or demo requests)";
    return null;
  } catch (error) {
    return `not a readable SQLite database (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    db?.close();
  }
}

/** Whether `file` holds a database with tables in it: one a restore must not replace unasked. */
export function sqliteHoldsData(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get() as number) > 0;
  } finally {
    db.close();
  }
}

/**
 * Copies a checked backup into `target` with the same backup API, backwards: the target is
 * replaced in one write transaction of its own connection, so a reader never sees half of it.
 * A fresh target's leftover -wal and -shm files (from a database deleted by hand) would be
 * replayed over the copy: they go first.
 */
export async function restoreSqlite(backup: string, target: string): Promise<void> {
  if (!existsSync(target)) for (const suffix of ["-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
  const db = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
}
