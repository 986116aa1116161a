import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { closeDatabase, initDatabase, SQLITE_FILE_NAME } from "~/db/connection.server";

/**
 * The embedded store in a directory of its own for the suite (synchronous=FULL, as served), opened
 * before its tests and removed after, for tests that look at the SQLite file itself. Returns the file.
 */
export function sqliteStoreForSuite(prefix: string): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  beforeAll(async () => {
    await initDatabase({ databaseUrl: undefined, dataDir: dir, sqliteSynchronous: "FULL" });
  });
  afterAll(async () => {
    await closeDatabase();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir, file: join(dir, SQLITE_FILE_NAME) };
}
