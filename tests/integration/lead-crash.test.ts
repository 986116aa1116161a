import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { builtServerAvailable, demoFormFields, mintFormToken } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { startWebhookSink, waitUntil, type WebhookSink } from "../support/webhook-sink";

// Kill -9 of the production server in the middle of a burst of demo requests: every request it
// acknowledged must be on disk, and once it is started again, handed to the webhook.
// Needs a build: ILIMI_BUILD_DIR=/tmp/store-build npx react-router build (or ./build from npm run build).

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const buildHasStore = builtServerAvailable(buildDir, "Crash test");
const secret = "crash-test-webhook-secret-0123456789";

describe.skipIf(!buildHasStore)("a demo request survives kill -9 of the server", () => {
  let sink: WebhookSink | undefined;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await sink?.close();
    if (servers[0]) rmSync(servers[0].dataDir, { recursive: true, force: true });
  });

  it(
    "stores and then delivers every acknowledged submission exactly once per lead id",
    { timeout: 120_000 },
    async () => {
      sink = await startWebhookSink();
      const env = {
        ILIMI_BUILD_DIR: buildDir,
        // Info: every stored lead and every delivery is logged, so the logs can be checked for addresses.
        LOG_LEVEL: "info",
        LEADS_WEBHOOK_URL: sink.url,
        LEADS_WEBHOOK_SECRET: secret,
        RATE_LIMIT_DISABLED: "1",
        FORM_MIN_FILL_MS: "0",
        DELIVERY_POLL_MS: "100",
        DELIVERY_RETRY_BASE_MS: "100",
        // Jobs the killed process had claimed come back quickly.
        DELIVERY_LEASE_MS: "2000",
      };
      const first = await startServer(env);
      servers.push(first);
      const hidden = await demoFormFields(first.url);

      const acknowledged = new Set<string>();
      let sent = 0;
      let killed = false;
      const burst = async () => {
        while (!killed && sent < 2000) {
          const email = `crash-${sent++}@crash.example`;
          const body = new URLSearchParams({
            firstName: "Crash",
            lastName: "Test",
            email,
            phone: "",
            institution: "Kill Nine College",
            size: "small",
            message: "",
            ...hidden,
            formToken: mintFormToken(),
          });
          try {
            const res = await fetch(`${first.url}/demo`, {
              method: "POST",
              body,
              redirect: "manual",
              headers: { origin: first.url },
            });
            if (res.status >= 200 && res.status < 400) acknowledged.add(email);
            await res.arrayBuffer();
          } catch {
            // the server is gone: this one was never acknowledged
          }
        }
      };
      const loops = Array.from({ length: 24 }, burst);
      await waitUntil(() => acknowledged.size >= 150, 60_000, "150 acknowledged submissions");
      await first.kill();
      killed = true;
      await Promise.all(loops);
      const acknowledgedAtKill = new Set(acknowledged);
      expect(acknowledgedAtKill.size).toBeGreaterThanOrEqual(150);
      expect(sent).toBeGreaterThan(acknowledgedAtKill.size); // some were in flight when it died

      const second = await startServer(env, { dataDir: first.dataDir });
      servers.push(second);
      const delivered = () =>
        new Set(sink!.received.map((r) => (r.json.data as { email?: string } | undefined)?.email));
      await waitUntil(
        () => [...acknowledgedAtKill].every((email) => delivered().has(email)),
        60_000,
        "every acknowledged lead at the webhook",
      );
      expect(await second.stop()).toBe(0);

      const db = new Database(join(first.dataDir, "ilimi.sqlite"), { readonly: true });
      const rows = db.prepare("select id, email from demo_requests").all() as { id: string; email: string }[];
      db.close();
      const idByEmail = new Map<string, string[]>();
      for (const row of rows) idByEmail.set(row.email, [...(idByEmail.get(row.email) ?? []), row.id]);
      for (const email of acknowledgedAtKill) expect(idByEmail.get(email), email).toHaveLength(1);
      console.info(
        `crash test: ${sent} sent, ${acknowledgedAtKill.size} acknowledged before kill -9, ${rows.length} stored, ${sink.received.length} webhook requests`,
      );

      // At-least-once: a lead may arrive twice (killed mid-delivery), always under the same id.
      const receivedIds = new Map<string, Set<string>>();
      for (const r of sink.received) {
        const email = (r.json.data as { email: string }).email;
        receivedIds.set(email, new Set([...(receivedIds.get(email) ?? []), String(r.json.id)]));
      }
      for (const email of acknowledgedAtKill) expect([...receivedIds.get(email)!]).toEqual(idByEmail.get(email));
      // The logs tell what happened to each lead without naming anyone.
      expect(first.output()).toContain("demo request stored");
      expect(second.output()).toContain("lead delivered");
      for (const server of [first, second]) expect(server.output()).not.toMatch(/crash-\d+@crash\.example/);
      // Nothing reached the webhook that is not stored.
      const storedIds = new Set(rows.map((r) => r.id));
      expect(sink.received.every((r) => storedIds.has(String(r.json.id)))).toBe(true);
    },
  );
});
