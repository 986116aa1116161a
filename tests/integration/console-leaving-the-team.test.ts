import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBooking, requestDemo } from "../support/booking";
import {
  account,
  consoleServerEnv,
  get,
  post,
  sessionCookieOf,
  signIn,
  twoInstances,
  type ConsoleServer,
} from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer } from "../support/start-server";

// Leaving the team ends access (ADR 080): an admin disabling a presenter, or taking away their
// presenting, kills the calendar address their calendar app reads (institutions and times of the
// demos still theirs), for good: enabled again, the old address stays dead. Their demos ahead are
// flagged on the Team page and in the Bookings agenda, to be given to someone else. On PostgreSQL
// the admin works on one instance and the calendar app asks the other, as behind a balancer.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Leaving the team test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;

type Setup = { admin: ConsoleServer; other: ConsoleServer; stop: () => Promise<void> };

async function sqliteSetup(): Promise<Setup> {
  const server = await startServer({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir });
  const target = { url: server.url, dataDir: server.dataDir };
  return {
    admin: target,
    other: target,
    stop: async () => {
      await server.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresSetup(url: string): Promise<Setup> {
  const { a, b, stop } = await twoInstances(url, "ilimi_leaving", buildDir);
  return { admin: a, other: b, stop };
}

const databases = [
  { name: "SQLite, one server", enabled: true, setup: sqliteSetup },
  { name: "PostgreSQL, two instances", enabled: Boolean(adminUrl), setup: () => postgresSetup(adminUrl!) },
];

/** A presenter, seeded signed in (support/seed.ts): their session cookie. */
async function presenter(server: ConsoleServer, email: string, name: string): Promise<string> {
  return account(server, email, "sales", { profile: { name, presents: true, languages: ["en"] } });
}

/** A new calendar address as the presenter makes it on their account page. */
async function newSubscription(server: ConsoleServer, cookie: string): Promise<string> {
  const page = await (await post(server, "/sales/account", { intent: "subscription-new" }, { cookie })).text();
  const address = /data-subscription-url[^>]*>([^<]+)</.exec(page)?.[1];
  if (!address) throw new Error("no subscription address on the account page");
  return address;
}

/** The account's id from the Team page: the hidden field of the form that changes its role. */
function idOn(team: string, email: string): string {
  const id = new RegExp(`name="user" value="([\\w-]+)"(?:(?!name="user")[\\s\\S])*?Role of ${email}`).exec(team)?.[1];
  if (!id) throw new Error(`no ${email} on the Team page`);
  return id;
}

for (const database of databases) {
  describe.skipIf(!built || !database.enabled)(`leaving the team (${database.name})`, { timeout: 90_000 }, () => {
    let setup: Setup;
    let admin = "";
    let ada = "";
    let adaId = "";
    let bolaId = "";
    let bola = "";

    beforeAll(async () => {
      setup = await database.setup();
      admin = await account(setup.admin, "admin@ilimi.example", "admin");
      ada = await presenter(setup.admin, "ada@ilimi.example", "Ada Obi");
      bola = await presenter(setup.admin, "bola@ilimi.example", "Bola Ade");
      // Two visitors at one time: the two presenters are its two seats, one demo each (ADR 038).
      const first = await requestDemo(setup.admin.url, `first.${Date.now()}@school.edu.ng`);
      const second = await requestDemo(setup.other.url, `second.${Date.now()}@school.edu.ng`);
      const slot = first.slots.at(-1)!;
      expect((await postBooking(setup.admin.url, first.token, slot)).status).toBe(303);
      expect((await postBooking(setup.other.url, second.token, slot)).status).toBe(303);
      const team = await (await get(setup.admin, "/sales/users", admin)).text();
      adaId = idOn(team, "ada@ilimi.example");
      bolaId = idOn(team, "bola@ilimi.example");
      const agenda = await (await get(setup.admin, "/sales/bookings", admin)).text();
      expect(agenda).toContain("presented by Ada Obi");
      expect(agenda).toContain("presented by Bola Ade");
      expect(agenda).not.toContain("no longer presents");
    }, 120_000);

    afterAll(async () => {
      await setup?.stop();
    });

    it("kills a disabled presenter's calendar address for good, and flags her demos ahead on the Team page and the agenda", async () => {
      const address = await newSubscription(setup.admin, ada);
      expect((await fetch(address)).status).toBe(200);
      expect(
        (await post(setup.admin, "/sales/users", { intent: "disable", user: adaId }, { cookie: admin })).status,
      ).toBe(200);
      const gone = await fetch(address.replace(setup.admin.url, setup.other.url));
      expect(gone.status).toBe(404);
      expect(await gone.text()).not.toContain("BEGIN:VEVENT");

      const team = await (await get(setup.other, "/sales/users", admin)).text();
      expect(team).toContain("1 demo ahead is still assigned to Ada Obi, who is disabled or no longer presents.");
      expect(team).toContain('href="/sales/bookings"');
      const agenda = await (await get(setup.other, "/sales/bookings", admin)).text();
      expect(agenda).toContain("Ada Obi is disabled or no longer presents: give this demo to another presenter");
      expect(agenda).not.toContain("Bola Ade is disabled");

      // Enabled again: the old address stays dead, the warning goes, a new address works.
      expect(
        (await post(setup.admin, "/sales/users", { intent: "enable", user: adaId }, { cookie: admin })).status,
      ).toBe(200);
      expect((await fetch(address)).status).toBe(404);
      expect(await (await get(setup.admin, "/sales/users", admin)).text()).not.toContain("still assigned to Ada Obi");
      const again = sessionCookieOf(await signIn(setup.other, "ada@ilimi.example"))!;
      const fresh = await newSubscription(setup.other, again);
      expect((await fetch(fresh)).status).toBe(200);
    });

    it("kills the calendar address of a presenter whose presenting is taken away, and flags his demos ahead", async () => {
      const address = await newSubscription(setup.admin, bola);
      expect((await fetch(address)).status).toBe(200);
      // The Team page's profile form without "Presents demos" ticked.
      const profile = { intent: "profile", account: bolaId, name: "Bola Ade", languages: "en" };
      expect((await post(setup.other, "/sales/users", profile, { cookie: admin })).status).toBe(200);
      expect((await fetch(address)).status).toBe(404);

      const team = await (await get(setup.admin, "/sales/users", admin)).text();
      expect(team).toContain("1 demo ahead is still assigned to Bola Ade, who is disabled or no longer presents.");
      const agenda = await (await get(setup.admin, "/sales/bookings", admin)).text();
      expect(agenda).toContain("Bola Ade is disabled or no longer presents: give this demo to another presenter");

      // Presenting again: the warning goes, and the old address stays dead.
      const back = { ...profile, presents: "1" };
      expect((await post(setup.admin, "/sales/users", back, { cookie: admin })).status).toBe(200);
      expect(await (await get(setup.admin, "/sales/users", admin)).text()).not.toContain("still assigned to Bola Ade");
      expect((await fetch(address.replace(setup.admin.url, setup.other.url))).status).toBe(404);
    });
  });
}
