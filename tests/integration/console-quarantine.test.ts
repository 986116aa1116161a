import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, consoleServerEnv, demoRequest, get, leadIdFor, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

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
    expect(inbox).toMatch(/Looked automated \(\w+/);
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
    expect(page).toMatch(/Reason: \w+/);
  });

  it("refuses an unknown view with a field error, not a 500", async () => {
    const response = await get(target, "/sales?automated=everything", sales);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Choose a view from the list.");
  });
});
