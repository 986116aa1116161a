import "../support/quiet-logs";
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { readEnv } from "~/runtime/config.server";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// What an operator sees: a wrong setting stops the server with one line; health endpoints answer;
// SIGTERM in the middle of traffic exits cleanly and loses nothing it acknowledged.
const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Server lifecycle tests");

describe.skipIf(!built)("an operator running the production server", () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      await server.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  // Each wrong setting is named by the schema the server reads (readEnv, here in the test's own
  // process); the process itself is started once, for what only it shows: exit 1 and that one line.
  const wrongSettings = [
    ["PORT", "eighty"],
    ["SMTP_URL", "http://mail.example"],
    ["LOG_LEVEL", "loud"],
    ["BOOKING_HOURS", "18:00-09:00"],
    ["BOOKING_CAPACITY", "0"],
    ["BOOKING_CLOSED_DATES", "2027-13-01"],
    ["BOOKING_MIN_NOTICE_HOURS", "soon"],
  ] as const;

  it("is told in one line which setting is wrong, and the server does not start", () => {
    // The booking availability (issue #16) is configuration like any other: hours, capacity, closed dates.
    for (const [name, value] of wrongSettings) {
      let message = "";
      try {
        readEnv({ ...process.env, [name]: value });
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(message.split("\n"), message).toHaveLength(1);
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      if (name === "SMTP_URL") expect(message).not.toContain("mail.example");
    }
    const run = spawnSync(process.execPath, ["server.js"], {
      env: { ...process.env, ILIMI_SKIP_BUILD: "1", ILIMI_BUILD_DIR: buildDir, SMTP_URL: "http://mail.example" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status, run.stderr).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: SMTP_URL /);
    expect(lines[0]).not.toContain("mail.example");
  });

  it("sees /healthz and /readyz answer, without them filling the log", async () => {
    const server = await startServer({ ILIMI_BUILD_DIR: buildDir, LOG_LEVEL: "info" });
    servers.push(server);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    for (let i = 0; i < 30; i++) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.output()).not.toMatch(/"path":"\/(healthz|readyz)"/);
  });

  it(
    "stops on SIGTERM during a burst of demo requests with exit 0, every acknowledged one stored",
    { timeout: 90_000 },
    async () => {
      const server = await startServer({ ILIMI_BUILD_DIR: buildDir, RATE_LIMIT_DISABLED: "1", FORM_MIN_FILL_MS: "0" });
      servers.push(server);
      const hidden = await demoFormFields(server.url);
      const acknowledged = new Set<string>();
      let sent = 0;
      let stopping = false;
      const loop = async () => {
        while (!stopping || sent < 40) {
          if (sent >= 1000) return;
          const email = `sigterm-${sent++}@lifecycle.example`;
          try {
            const res = await fetch(`${server.url}/demo`, {
              method: "POST",
              body: demoRequestBody(email, hidden),
              redirect: "manual",
              headers: { origin: server.url },
            });
            if (res.status >= 200 && res.status < 400) acknowledged.add(email);
            await res.arrayBuffer();
          } catch {
            return; // the server has stopped listening: nothing more is acknowledged
          }
        }
      };
      const loops = Array.from({ length: 16 }, loop);
      while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 20));
      stopping = true;
      const exitCode = await server.stop();
      await Promise.all(loops);
      expect(exitCode).toBe(0);
      expect(server.output()).toContain("shutting down");

      const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
      const stored = new Set(
        (db.prepare("select email from demo_requests").all() as { email: string }[]).map((r) => r.email),
      );
      db.close();
      for (const email of acknowledged) expect(stored.has(email), email).toBe(true);
    },
  );
});
