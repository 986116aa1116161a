import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyNoticeVersion } from "~/content/forms";
import { account, consoleServerEnv, get, post, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startInProcess, type InProcessServer } from "../support/in-process";

// Issue #46 item 3 (ADR 098): the privacy notice's legal wording was written from public sources.
// Every console page says it is not confirmed by counsel until an admin records who confirmed it;
// the record is audited, can be withdrawn, and the public notice claims nothing either way.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Counsel review test");
const banner = "not yet confirmed by counsel";

describe.skipIf(!built)("an admin records counsel's confirmation of the privacy notice", () => {
  let server: InProcessServer;
  let target: ConsoleServer;
  let admin = "";
  let sales = "";

  beforeAll(async () => {
    server = await startInProcess({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir });
    target = { url: server.url, dataDir: server.dataDir };
    admin = await account(target, "admin@ilimi.example", "admin");
    sales = await account(target, "sales@ilimi.example", "sales");
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("shows the team the wording is unconfirmed, refuses an empty or stale confirmation with the text kept, and records, shows and withdraws one", async () => {
    expect(await (await get(target, "/sales", sales)).text()).toContain(banner);
    const team = await (await get(target, "/sales/users", admin)).text();
    expect(team).toContain("Not confirmed by counsel");
    expect(team).toContain(`notice of ${privacyNoticeVersion}`);

    // A sales person may not record it.
    const confirm = { intent: "counsel-confirm", version: privacyNoticeVersion };
    expect(
      (await post(target, "/sales/users", { ...confirm, counsel: "Adeyemi & Co." }, { cookie: sales })).status,
    ).toBe(403);
    const empty = await post(target, "/sales/users", { ...confirm, counsel: "   " }, { cookie: admin });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter the name of the counsel or firm");
    const stale = await post(
      target,
      "/sales/users",
      { ...confirm, version: "2001-01-01", counsel: "Adeyemi &amp; Co." },
      { cookie: admin },
    );
    expect(stale.status).toBe(400);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain("The privacy notice changed since you opened this page");
    expect(staleHtml).toContain("Adeyemi &amp;amp; Co.");
    const long = await post(target, "/sales/users", { ...confirm, counsel: "x".repeat(201) }, { cookie: admin });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Keep it under 200 characters");
    expect(await (await get(target, "/sales", sales)).text()).toContain(banner);

    const saved = await post(target, "/sales/users", { ...confirm, counsel: "Adeyemi & Co." }, { cookie: admin });
    expect(saved.status).toBe(200);
    const after = await (await get(target, "/sales/users", admin)).text();
    expect(after).toContain(`Confirmed by Adeyemi &amp; Co. for the notice of ${privacyNoticeVersion}.`);
    expect(after).not.toContain(banner);
    expect(await (await get(target, "/sales", sales)).text()).not.toContain(banner);

    // The public notice says nothing of it, in either edition.
    for (const path of ["/privacy", "/fr/privacy"]) {
      const page = await (await get(target, path)).text();
      expect(page).not.toMatch(/Adeyemi|counsel|conseil juridique/i);
    }

    expect((await post(target, "/sales/users", { intent: "counsel-withdraw" }, { cookie: admin })).status).toBe(200);
    expect(await (await get(target, "/sales", sales)).text()).toContain(banner);
    const log = await (await get(target, "/sales/audit", admin)).text();
    expect(log).toContain(`recorded that Adeyemi &amp; Co. confirmed the privacy notice of ${privacyNoticeVersion}`);
    expect(log).toContain(`withdrew counsel&#x27;s confirmation of the privacy notice of ${privacyNoticeVersion}`);
  });
});
