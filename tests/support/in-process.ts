import { linkSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { builtExport } from "../../scripts/built-entry.mjs";
import { claimPort } from "./test-ports";
import { freshDataDir, sqliteFromTemplate } from "./template-databases";
import { testAppSecret, type RunningServer } from "./start-server";

// The built site started in the test's own worker (ADR 084): no process to boot, no database to
// migrate. For suites whose subject is one site's HTTP answers; a suite whose subject is the process
// (kill -9, signals, shutdown, two instances, start-up warnings, the writer thread) uses start-server.ts.

/** The same shape as a server process, without the process: stop() resolves 0 once all is closed. */
export type InProcessServer = Omit<RunningServer, "process">;

type RunningSite = { url: string; port: number; stop: () => Promise<void> };

let started = 0;

/**
 * Each site gets its own hard-linked copy of build/server (beside a link to build/client), so Node
 * loads its modules afresh: their singletons (the settings read once, the database connection, the
 * logger) belong to this site alone, even when one file starts several with different settings.
 * Inside the project, so that the bundle still finds node_modules.
 */
function ownCopyOfBuild(buildDir: string): string {
  const copy = join(buildDir, "in-process", `${process.pid}-${++started}`);
  const link = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      const path = join(from, name);
      if (statSync(path).isDirectory()) link(path, join(to, name));
      else linkSync(path, join(to, name));
    }
  };
  link(join(buildDir, "server"), join(copy, "server"));
  symlinkSync(join(buildDir, "client"), join(copy, "client"), "dir");
  return copy;
}

/** Runs `start` with process.env holding the site's settings, as a server process's would; restores it after. */
async function withSettings<T>(settings: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const before = { ...process.env };
  Object.assign(process.env, settings);
  try {
    return await start();
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
    Object.assign(process.env, before);
  }
}

/**
 * Starts the built site (the bundle's startSite, as server.js starts startServer) in this worker on a
 * free loopback port, with its own data directory (a copy of the migrated template unless the suite
 * brings its own or uses PostgreSQL) and its own settings, as start-server.ts gives a process.
 */
export async function startInProcess(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<InProcessServer> {
  const buildDir = resolve(env.ILIMI_BUILD_DIR ?? process.env.ILIMI_BUILD_DIR ?? "build");
  // Links in e-mails and the form posts' origin check read SITE_URL, so the port is known before the site is built.
  const port = await claimPort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? freshDataDir();
  if (!options.dataDir && !env.DATABASE_URL) sqliteFromTemplate(dataDir);
  const copy = ownCopyOfBuild(buildDir);
  let output = "";
  const settings = {
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: url,
    ILIMI_SKIP_BUILD: "1",
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    APP_SECRET: testAppSecret,
    ...env,
  };
  let site: RunningSite;
  try {
    site = await withSettings(settings, async () => {
      const serverDir = join(copy, "server");
      const sendLogLinesTo = await builtExport<(write: (line: string) => void) => void>("sendLogLinesTo", serverDir);
      sendLogLinesTo((line) => (output += line));
      const startSite = await builtExport<() => Promise<RunningSite>>("startSite", serverDir);
      return startSite();
    });
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw new Error(`site did not start: ${String(error)}\n${output}`, { cause: error });
  }
  let stopped: Promise<number | null> | undefined;
  const stop = () =>
    (stopped ??= site.stop().then(() => {
      rmSync(copy, { recursive: true, force: true });
      return 0;
    }));
  return {
    url,
    port: site.port,
    dataDir,
    output: () => output,
    stop,
    // A crash cannot be had in-process; a suite that needs one starts a process (start-server.ts).
    kill: async () => void (await stop()),
  };
}
