import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { SQLITE_FILE_NAME } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { leadsCommand } from "~/flows/leads-cli.server";

/**
 * The data directory of the server playwright.config.ts starts (relative to the repository).
 * Not under test-results/: Playwright empties that folder at the start of a run, after the
 * server has opened its database there.
 */
export function e2eDataDir(port: number | string = process.env.E2E_PORT ?? 3210): string {
  return `.e2e-data/${port}`;
}

export type StoredDemoRequest = {
  email: string;
  first_name: string;
  size: string | null;
  marketing_consent: boolean;
  privacy_notice_version: string;
  source: string;
  language: string;
  quarantine_reason: string | null;
  delivery_status: string;
};
export type StoredSubscriber = { email: string; status: string; privacy_notice_version: string };

/**
 * What the sales team would see: the leads CLI's JSON export (`npm run leads -- export`), read
 * from the same database the server under test writes, while it runs. The command runs in the
 * test's own process on that SQLite file (ADR 090): a spawned `scripts/leads.js` loaded the whole
 * server build for each read, seconds on a loaded machine; the process itself keeps its own tests
 * (backup-restore.test.ts, leads-cli tests).
 */
export async function storedDemoRequests(dataDir: string = e2eDataDir()): Promise<StoredDemoRequest[]> {
  return exportJson(["export", "--format", "json"], dataDir) as Promise<StoredDemoRequest[]>;
}

export async function storedSubscribers(dataDir: string = e2eDataDir()): Promise<StoredSubscriber[]> {
  return exportJson(["subscribers", "export", "--format", "json"], dataDir) as Promise<StoredSubscriber[]>;
}

async function exportJson(args: string[], dataDir: string): Promise<unknown[]> {
  let stdout = "";
  const code = await leadsCommand(args, { write: (text) => void (stdout += text) }, async () => {
    const file = new SQLite(join(dataDir, SQLITE_FILE_NAME), { fileMustExist: true });
    // The server holds the file in WAL mode; wait for its writer rather than fail, as the CLIs do.
    file.pragma("busy_timeout = 5000");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
    return { db, close: () => db.destroy() };
  });
  if (code !== 0) throw new Error(`leads ${args.join(" ")} exited with ${code}: ${stdout}`);
  return JSON.parse(stdout) as unknown[];
}

/** An address no other test uses, so each test finds exactly its own records. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@school.edu.ng`;
}
