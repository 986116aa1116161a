import "../support/quiet-logs";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { initDatabase } from "~/db/connection.server";
import { sqliteStoreForSuite } from "../support/sqlite-store";

// The users and leads command lines write to the server's SQLite file while it runs. A server
// transaction that read before it wrote used to fail at once with SQLITE_BUSY when such a process
// held the write lock at that moment (a 500 on the inbox in one CI run): now it waits (ADR 067).
// The other writer is another process, as the command line is: one thread cannot wait for itself.

const holdMs = 800;
const holder = (file: string) => `
const SQLite = require("better-sqlite3");
const db = new SQLite(${JSON.stringify(file)});
db.pragma("busy_timeout = 5000");
db.exec("begin immediate");
db.prepare("insert into app_settings (key, value) values ('written-by-the-command-line', '1')").run();
console.log("locked");
setTimeout(() => { db.exec("commit"); console.log("committed " + Date.now()); db.close(); }, ${holdMs});
`;

describe("the SQLite store beside a command line that writes", () => {
  const store = sqliteStoreForSuite();

  it("waits for the other process's write instead of failing a transaction that reads first", async () => {
    const db = await initDatabase();
    const child = spawn(process.execPath, ["-e", holder(store.file)], {
      cwd: process.cwd(),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe("locked");

    // Read, then write, in one transaction: what the inbox and the booking store do.
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("app_settings").select("key").execute();
      await trx.insertInto("app_settings").values({ key: "written-by-the-server", value: "1" }).execute();
    });
    const finished = Date.now();

    const committed = Number(/^committed (\d+)$/.exec(String((await lines.next()).value))?.[1]);
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(0);
    // The server's transaction ended after the other process let go of the lock: it waited.
    expect(finished).toBeGreaterThanOrEqual(committed);
    const keys = (await db.selectFrom("app_settings").select("key").execute()).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(["written-by-the-command-line", "written-by-the-server"]));
  });
});
