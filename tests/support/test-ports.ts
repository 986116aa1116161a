import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/shared/local-machine.mjs";

// Integration files run in several workers at once (ADR 089). freePort() asks the kernel for a port
// nothing listens on and closes it again, and the server binds it a moment (a process boot) later:
// in that moment another worker's freePort() may be handed the same port, and one of the two sites
// dies with EADDRINUSE (in-process, its unhandled 'error' takes the worker with it). So within one
// run a port is handed out once: each worker claims it with an exclusive file in a directory the
// run shares (made by this Vitest globalSetup), and asks again when another worker has it.

/** The run's directory of claimed ports, handed to the workers in their environment. */
const CLAIMS = "ILIMI_TEST_PORT_CLAIMS";

export default function setup(): () => void {
  if (process.env[CLAIMS]) return () => {};
  const dir = mkdtempSync(join(tmpdir(), "ilimi-ports-"));
  process.env[CLAIMS] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * A loopback port nothing listens on and no other worker of this run was given. Outside Vitest
 * (the Playwright specs import the same helpers, one server each), freePort() alone.
 */
export async function claimPort(): Promise<number> {
  const dir = process.env[CLAIMS];
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    if (!dir) return port;
    try {
      writeFileSync(join(dir, String(port)), String(process.pid), { flag: "wx" });
      return port;
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST" || attempt === 50) throw error;
    }
  }
}
