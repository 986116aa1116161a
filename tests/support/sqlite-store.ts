import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { closeDatabase, initDatabase, SQLITE_FILE_NAME } from "~/db/connection.server";
import { sqlite } from "./test-databases";

/**
 * The embedded store for the suite (test-databases.ts's SQLite), opened before its tests and
 * removed after, for tests that look at the SQLite file itself. Returns the file.
 */
export function sqliteStoreForSuite(): { file: string } {
  const database = sqlite();
  const options = database.create();
  beforeAll(async () => {
    await initDatabase(options);
  });
  afterAll(async () => {
    await closeDatabase();
    await database.cleanup();
  });
  return { file: join(options.dataDir!, SQLITE_FILE_NAME) };
}
