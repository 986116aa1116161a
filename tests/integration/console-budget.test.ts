import "../support/quiet-logs";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, consoleServerEnv, get } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { pageWeight, weightTable } from "../support/page-weight";
import { startServer, type RunningServer } from "../support/start-server";

// The console is the one place React runs in the browser (ADR 020); its first view must still
// load fast on a phone: at most 150 KB of compressed JavaScript, split by route so a view loads
// only its own module. (tests/integration/page-budgets.test.ts holds every public page to zero React.)

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console budget test");
const consoleBudget = { js: 150_000, css: 14_000 };

describe.skipIf(!built)("the weight of the sales console", () => {
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir });
    cookie = await account({ url: server.url, dataDir: server.dataDir }, "admin@ilimi.example", "admin");
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("loads React on its first view, within 150 KB of compressed JavaScript", async () => {
    const clientDir = join(buildDir, "client");
    const target = { url: server.url, dataDir: server.dataDir };
    const rows = [
      pageWeight("/sales/sign-in", await (await get(target, "/sales/sign-in")).text(), clientDir),
      pageWeight("/sales", await (await get(target, "/sales", cookie)).text(), clientDir),
    ];
    const table = weightTable(rows, consoleBudget);
    for (const row of rows) {
      expect(
        row.modules.some((m) => /\/assets\/(entry\.client|chunk|react|jsx-runtime)/.test(m)) || row.modules.length > 3,
        `${row.path} does not hydrate:\n${table}`,
      ).toBe(true);
      expect(row.jsBytes, table).toBeLessThan(consoleBudget.js);
    }
    // Split by route: the inbox's first view does not carry the team page's or the lead page's module.
    const inbox = rows[1]!;
    expect(
      inbox.modules.some((m) => /^\/assets\/(users|lead|audit|account)-[\w-]{8}\.js$/.test(m)),
      inbox.modules.join("\n"),
    ).toBe(false);
    // The .xlsx writer (issue #27 item 7) runs on the export route's server code only: no browser
    // file, console or public, carries it (its zip parts' names would be in it).
    const assets = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((f) =>
      /\.(js|html|data)$/.test(f),
    );
    expect(assets.filter((f) => readFileSync(join(clientDir, f), "utf8").includes("sharedStrings.xml"))).toEqual([]);
    if (process.env.PAGE_BUDGET_TABLE) console.info(table);
  });
});
