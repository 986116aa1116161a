import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { claimPort } from "./test-ports";
import { sqliteFromTemplate } from "./template-databases";

/**
 * The APP_SECRET every test server gets unless a test sets its own: tests can then sign form
 * tokens as the server would, one per post, as a browser gets one per page view (each token stores
 * one request: ADR 013). See support/demo-form.ts.
 */
export const testAppSecret = "ilimi-test-secret-".padEnd(48, "0");

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions on logs. */
  output: () => string;
  /** SIGTERM, then wait for exit; resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: the crash a power cut would cause. */
  kill: () => Promise<void>;
};

/**
 * Starts the built production server (`node server.js`, no rebuild) on a free loopback port with
 * its own data directory, and waits until it answers. A directory it makes starts from the migrated
 * template (support/template-databases.ts); one the suite passes starts from what the suite put there.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await claimPort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "ilimi-test-"));
  if (!options.dataDir && !env.DATABASE_URL) sqliteFromTemplate(dataDir);
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      ILIMI_SKIP_BUILD: "1",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      // Known to the tests, so they can sign a form token per post (support/demo-form.ts).
      APP_SECRET: testAppSecret,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
