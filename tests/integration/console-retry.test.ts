import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCopy } from "~/content/sales-console-lead";
import {
  account,
  consoleServerEnv,
  demoRequest,
  get,
  leadIdFor,
  post,
  webhookDeliveryEnv,
  type ConsoleServer,
} from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { startWebhookSink, type WebhookSink } from "../support/webhook-sink";

// A lead's delivery failed and waits an hour for its next try; once the CRM is fixed, a sales
// person presses Retry on the lead and it goes at once (issue #18), through the real delivery
// worker to a real loopback webhook receiver.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console retry test");

describe.skipIf(!built)("a sales person retries a failed delivery from the lead's page", () => {
  let server: RunningServer;
  let target: ConsoleServer;
  let sink: WebhookSink;

  beforeAll(async () => {
    sink = await startWebhookSink();
    sink.setStatus(500);
    server = await startServer({
      ...consoleServerEnv,
      ILIMI_BUILD_DIR: buildDir,
      ...webhookDeliveryEnv(sink.url),
      // The next try after a failure is an hour away: only Retry can make it sooner.
      DELIVERY_RETRY_BASE_MS: "3600000",
      DELIVERY_RETRY_MAX_MS: "3600000",
    });
    target = { url: server.url, dataDir: server.dataDir };
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await sink?.close();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const webhookJobs = () => {
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    try {
      return db.prepare("select id, status, attempts, last_error from outbox where target = 'webhook'").all() as {
        id: string;
        status: string;
        attempts: number;
        last_error: string | null;
      }[];
    } finally {
      db.close();
    }
  };

  it("sends it again at once, and the log says who asked", async () => {
    const sales = await account(target, "sales@ilimi.example", "sales");
    const email = `retry.${Date.now()}@school.edu.ng`;
    await demoRequest(target, email);
    await sink.waitFor((all) => all.length >= 1);
    await expect.poll(() => webhookJobs()[0]?.attempts ?? 0).toBe(1);
    const [job] = webhookJobs();
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job!.last_error).toBe("unavailable");

    const lead = await leadIdFor(target, sales, email);
    // The lead's timeline says why in the console's words; the receiver's answer stays in the log.
    const page = await (await get(target, `/sales/leads/${lead}`, sales)).text();
    expect(page).toContain(leadCopy.timeline.failure.unavailable);
    expect(page).not.toMatch(/HTTP 500|WebhookError/);

    sink.setStatus(200);
    const answer = await post(
      target,
      `/sales/leads/${lead}`,
      { intent: "retry", delivery: job!.id },
      { cookie: sales },
    );
    expect(answer.status).toBe(200);
    await sink.waitFor((all) => all.length >= 2, 10_000);
    await expect.poll(() => webhookJobs()[0]?.status).toBe("delivered");

    // A delivery that is not waiting any more cannot be retried again.
    expect(
      (await post(target, `/sales/leads/${lead}`, { intent: "retry", delivery: job!.id }, { cookie: sales })).status,
    ).toBe(400);
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    try {
      expect(db.prepare("select count(*) as n from audit_log where action = 'delivery_retried'").get()).toEqual({
        n: 1,
      });
    } finally {
      db.close();
    }
  });
});
