import { rmSync } from "node:fs";
import { test as base } from "./browser-test";
import { startServer, type RunningServer } from "./start-server";

// The shared browser-test server takes forms at once (FORM_MIN_FILL_MS=0, ADR 085), so no test waits
// out a fill time it is not about. The tests whose subject is the fill-time guard (a form sent
// straight after it was served, the clock restarting at the first touch, an autofilled box) run
// here instead: one server per worker, started when a test first asks for it, that keeps a form
// for a second, as the shared one did.

/** The guard server's minimum fill time: a person-like test waits a little longer. */
export const guardFillMs = 1000;

export const test = base.extend<object, { guardServer: RunningServer }>({
  guardServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const server = await startServer({
        FORM_MIN_FILL_MS: String(guardFillMs),
        RATE_LIMIT_DISABLED: "1",
        LOG_LEVEL: "warn",
      });
      await provide(server);
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
    // A server process starts within startServer's own 30 s deadline, on a loaded machine after the test's.
    { scope: "worker", timeout: 60_000 },
  ],
});

/** The test's pages and requests go to the worker's guard server. */
export const onGuardServer = {
  baseURL: async ({ guardServer }: { guardServer: RunningServer }, provide: (url: string) => Promise<void>) =>
    provide(guardServer.url),
};
