import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

// Where backups are kept and how many: one file per backup, named by its UTC time so that names
// sort as times do, and only files of this shape are ever pruned (a file an operator put in the
// folder is never deleted).

export type BackupKind = "sqlite" | "postgres";

const extensionOf: Record<BackupKind, string> = { sqlite: ".sqlite", postgres: ".pgdump" };
const backupName = /^ilimi-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.(sqlite|pgdump)$/;

/** ilimi-2026-12-01T23-30-05-123Z.sqlite: no colon, so the name is valid on every filesystem. */
export function backupFileName(kind: BackupKind, at: Date = new Date()): string {
  return `ilimi-${at.toISOString().replace(/[:.]/g, "-")}${extensionOf[kind]}`;
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => backupName.test(name)).sort();
}

/** Deletes all but the newest `keep` backups; returns the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const doomed = all.slice(0, Math.max(0, all.length - keep));
  for (const name of doomed) rmSync(join(dir, name), { force: true });
  return doomed;
}

/** A finished backup is renamed into place only once it is on disk, so a crash leaves a .partial file at most. */
export function settle(partial: string, final: string, dir: string): void {
  const fd = openSync(partial, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, final);
  const dirFd = openSync(dir, "r");
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}
