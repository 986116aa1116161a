import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, consoleServerEnv, demoRequest, get, leadIdFor, post, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// Issue #27 against the real server: the console's one clock (WAT, named), people by name
// (owners, note authors, the audit log, the export), the audit log in sentences with links, and a
// warning when an invite could not be e-mailed.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console words test");

describe.skipIf(!built)("the console in words for people", () => {
  let server: RunningServer;
  let target: ConsoleServer;
  let admin: string;
  let lead: string;
  const email = `words-${Date.now()}@school.edu.ng`;

  beforeAll(async () => {
    server = await startServer({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir });
    target = { url: server.url, dataDir: server.dataDir };
    admin = await account(target, "ngozi@ilimi.example", "admin", { profile: { name: "Ngozi Bello" } });
    await demoRequest(target, email, { firstName: "Chiamaka", lastName: "Eze", phone: "0803 555 0142" });
    lead = await leadIdFor(target, admin, email);
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("shows every time in the inbox and on the lead page in WAT, named, relative where people scan", async () => {
    const inbox = await (await get(target, `/sales?q=${encodeURIComponent(email)}`, admin)).text();
    expect(inbox).toMatch(
      /<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z" title="\d{4}-\d\d-\d\d \d\d:\d\d WAT">(just now|\d+ min ago)<\/time>/i,
    );
    const page = await (await get(target, `/sales/leads/${lead}`, admin)).text();
    expect(page).toMatch(
      /Received<\/dt><dd[^>]*><time datetime="[^"]+" title="[^"]+ WAT">\d{4}-\d\d-\d\d \d\d:\d\d WAT<\/time>/i,
    );
    expect(page).toMatch(/accepted \d{4}-\d\d-\d\d \d\d:\d\d WAT/);
    expect(page).not.toMatch(/\d\d:\d\d UTC/);
  });

  it("names the owner, the note's author and the person in the audit log, and links the lead from the log", async () => {
    const adminId = /<option value="([\w-]+)">Ngozi Bello<\/option>/.exec(
      await (await get(target, "/sales", admin)).text(),
    )![1]!;
    expect(
      (await post(target, `/sales/leads/${lead}`, { intent: "owner", owner: adminId }, { cookie: admin })).status,
    ).toBe(200);
    expect(
      (await post(target, `/sales/leads/${lead}`, { intent: "note", note: "Called: no answer." }, { cookie: admin }))
        .status,
    ).toBe(200);
    expect(
      (
        await post(
          target,
          `/sales/leads/${lead}`,
          { intent: "status", status: "contacted", reason: "" },
          { cookie: admin },
        )
      ).status,
    ).toBe(200);
    const inbox = await (await get(target, `/sales?q=${encodeURIComponent(email)}`, admin)).text();
    // The owner column, and on a phone the same words in the row's list.
    expect(inbox).toContain(">Ngozi Bello</td>");
    expect(inbox).toContain("<dd>Ngozi Bello</dd>");
    const page = await (await get(target, `/sales/leads/${lead}`, admin)).text();
    expect(page).toMatch(/<p class="text-sm text-muted">Ngozi Bello<!-- --> · <time/);
    const log = (await (await get(target, "/sales/audit", admin)).text())
      .replaceAll("<!-- -->", "")
      .replaceAll(' data-discover="true"', "");
    expect(log).toContain(
      `<strong class="font-semibold">Ngozi Bello</strong> moved <a class="font-semibold text-brand-800 underline" href="/sales/leads/${lead}">Chiamaka Eze</a> from New to Contacted.`,
    );
    expect(log).toContain(
      `gave <a class="font-semibold text-brand-800 underline" href="/sales/leads/${lead}">Chiamaka Eze</a> to Ngozi Bello.`,
    );
    // What a person reads (the list, not the page's data for the browser): no ids, no JSON.
    const list = log.slice(log.indexOf("<ul"), log.indexOf("</ul>"));
    expect(list.replace(/href="[^"]*"|datetime="[^"]*"/gi, "")).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|\{/);
  });

  it("exports the owner by name, the booking columns and the times in WAT", async () => {
    const csv = await (await get(target, `/sales/export?format=csv&q=${encodeURIComponent(email)}`, admin)).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // Every cell is quoted; a size's words hold a comma (ADR 095: headers and values in words).
    const unquote = (line: string) => line.slice(1, -1).split('","');
    const columns = unquote(header!);
    expect(columns).toEqual(
      expect.arrayContaining(["Owner", "Demo at", "Demo", "Presenter", "Next step due", "Next step"]),
    );
    expect(columns).not.toContain("owner_id");
    const cells = unquote(row!);
    expect(cells[columns.indexOf("Owner")]).toBe("Ngozi Bello");
    expect(cells[columns.indexOf("Asked at")]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d WAT$/);
    expect(cells[columns.indexOf("Demo")]).toBe("");
  });

  it("warns, not congratulates, when an invite could not be e-mailed", async () => {
    const answer = await (
      await post(
        target,
        "/sales/users",
        { intent: "invite", email: `hire-${Date.now()}@ilimi.example`, role: "sales" },
        { cookie: admin },
      )
    ).text();
    expect(answer).toMatch(
      /<div role="status" data-tone="warning" class="[^"]*bg-amber-50[^"]*">No invite e-mail went out/,
    );
  });
});
