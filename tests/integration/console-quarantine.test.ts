import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

// Quarantined demo requests in the console: a request that tripped the form's honeypot is stored
// but never delivered; the sales team sees it in the inbox labelled "Looked automated" with the
// reason, can view only those or hide them, and its page says what happened and what to do.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console quarantine");

describe.skipIf(!built)("quarantined requests in the sales console", () => {
  let server: RunningServer;
  let target: ConsoleServer;
  let sales = "";

  beforeAll(async () => {
    server = await startServer({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir });
    target = { url: server.url, dataDir: server.dataDir };
    sales = await account(target, "sales@ilimi.example", "sales");
    await demoRequest(target, "real.person@school.edu.ng");
    await demoRequest(target, "bot@school.edu.ng", { website: "https://spam.example" });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("labels a request that looked automated in the inbox, with its reason", async () => {
    const inbox = await (await get(target, "/sales", sales)).text();
    // The honeypot filled: said in words, not as the guard's code.
    expect(inbox).toContain("Looked automated (filled in the field only robots see)");
  });

  it("shows only those, or hides them, on request", async () => {
    const only = await (await get(target, "/sales?automated=only&q=school.edu.ng", sales)).text();
    const hidden = await (await get(target, "/sales?automated=hide&q=school.edu.ng", sales)).text();
    const botId = await leadIdFor(target, sales, "bot@school.edu.ng");
    const realId = await leadIdFor(target, sales, "real.person@school.edu.ng");
    expect(only).toContain(botId);
    expect(only).not.toContain(realId);
    expect(hidden).toContain(realId);
    expect(hidden).not.toContain(botId);
  });

  it("explains on the request's page that nothing was sent, and why it was kept", async () => {
    const botId = await leadIdFor(target, sales, "bot@school.edu.ng");
    const page = await (await get(target, `/sales/leads/${botId}`, sales)).text();
    expect(page).toContain("kept this request in quarantine");
    expect(page).toContain("Reason: filled in the field only robots see");
  });

  it("refuses an unknown view with a field error, not a 500", async () => {
    const response = await get(target, "/sales?automated=everything", sales);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Choose a view from the list.");
  });
});

describe.skipIf(!built)("a sales person releases a real person's request from quarantine", () => {
  let server: RunningServer;
  let target: ConsoleServer;
  let sink: WebhookSink;

  beforeAll(async () => {
    sink = await startWebhookSink();
    server = await startServer({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir, ...webhookDeliveryEnv(sink.url) });
    target = { url: server.url, dataDir: server.dataDir };
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await sink?.close();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("delivers it to the webhook, takes it out of the quarantine view, and logs who did it", async () => {
    const sales = await account(target, "sales@ilimi.example", "sales");
    // A password manager filled the honeypot: a real person, kept in quarantine, nothing sent.
    await demoRequest(target, "autofilled@school.edu.ng", { website: "https://school.edu.ng" });
    const id = await leadIdFor(target, sales, "autofilled@school.edu.ng");
    expect(sink.received).toHaveLength(0);

    const answer = await post(target, `/sales/leads/${id}`, { intent: "release" }, { cookie: sales });
    expect(answer.status).toBe(200);
    await sink.waitFor((all) => all.some((hook) => hook.body.includes(id)));

    const only = await (await get(target, "/sales?automated=only&q=school.edu.ng", sales)).text();
    expect(only).not.toContain(id);
    const page = await (await get(target, `/sales/leads/${id}`, sales)).text();
    expect(page).not.toContain("kept this request in quarantine");
    // Twice is refused: it is not in quarantine any more, and nothing is sent again.
    const again = await post(target, `/sales/leads/${id}`, { intent: "release" }, { cookie: sales });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("not in quarantine");
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    try {
      expect(db.prepare("select count(*) as n from audit_log where action = 'lead_released'").get()).toEqual({ n: 1 });
      expect(db.prepare("select quarantine_reason from demo_requests where id = ?").get(id)).toEqual({
        quarantine_reason: null,
      });
    } finally {
      db.close();
    }
  });
});
