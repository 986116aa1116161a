import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "~/auth/totp";
import { consoleServerEnv, get, sessionCookieOf, signIn, usersCli, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { seedAccount, seedPassword, seedSession } from "../support/seed";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// The seed (support/seed.ts, ADR 085) stands in for the users CLI, set-password and sign-in in
// every other suite's set-up, so what it writes must be what those write: an account the server
// takes as signed in with its role, that signs in with its password (and its code), whose presenter
// profile the CLI reads back; on SQLite beside the running server and on PostgreSQL.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Seed test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;

const databases = [
  { name: "SQLite", enabled: true },
  { name: "PostgreSQL", enabled: Boolean(adminUrl) },
];

for (const database of databases) {
  describe.skipIf(!built || !database.enabled)(`an account seeded into a running server (${database.name})`, () => {
    let server: RunningServer;
    let target: ConsoleServer;
    let drop = async () => {};

    beforeAll(async () => {
      const pg = database.name === "PostgreSQL" ? await createPostgresDatabase(adminUrl!, "ilimi_seed") : undefined;
      if (pg) drop = pg.drop;
      const url = pg?.url;
      server = await startServer({
        ...consoleServerEnv,
        ILIMI_BUILD_DIR: buildDir,
        ...(url ? { DATABASE_URL: url } : {}),
      });
      target = { url: server.url, dataDir: server.dataDir, databaseUrl: url };
    }, 120_000);

    afterAll(async () => {
      await server?.kill();
      if (server) rmSync(server.dataDir, { recursive: true, force: true });
      await drop();
    });

    it("opens the console with the seeded cookie, as an admin or as a sales person", async () => {
      const admin = await seedAccount(target, { email: "seeded-admin@ilimi.example", role: "admin" });
      const sales = await seedAccount(target, { email: "seeded-sales@ilimi.example", role: "sales" });
      expect((await get(target, "/sales", admin.cookie)).status).toBe(200);
      expect((await get(target, "/sales/users", admin.cookie)).status).toBe(200);
      expect((await get(target, "/sales", sales.cookie)).status).toBe(200);
      expect((await get(target, "/sales/users", sales.cookie)).status).toBe(403);
      // A second session of the same person, as a second browser would have.
      expect((await get(target, "/sales", (await seedSession(target, sales.id)).cookie)).status).toBe(200);
      // Without a cookie, or with a forged one, the console sends the visitor to sign in.
      expect((await get(target, "/sales")).status).toBe(302);
      expect((await get(target, "/sales", `${admin.cookie.slice(0, -3)}xyz`)).status).toBe(302);
    });

    it("signs a seeded person in with the password, and with the code when two-factor is on", async () => {
      await seedAccount(target, { email: "seeded-plain@ilimi.example", role: "sales" });
      expect(sessionCookieOf(await signIn(target, "seeded-plain@ilimi.example", seedPassword))).toBeDefined();
      expect((await signIn(target, "seeded-plain@ilimi.example", "not the password")).status).toBe(401);

      const guarded = await seedAccount(target, { email: "seeded-2fa@ilimi.example", role: "admin", twoFactor: true });
      const step = await signIn(target, guarded.email, seedPassword);
      expect(step.status).toBe(401);
      expect(sessionCookieOf(step)).toBeUndefined();
      expect(await step.text()).toContain("6-digit code");
      const signedIn = await signIn(target, guarded.email, seedPassword, {
        code: totpCode(guarded.totpSecret!, Date.now()),
      });
      expect(signedIn.status).toBe(302);
      expect(sessionCookieOf(signedIn)).toBeDefined();
    });

    it("stores a presenter profile as the users command line reads it back", async () => {
      await seedAccount(target, {
        email: "seeded-presenter@ilimi.example",
        role: "sales",
        profile: { name: "Ada Obi", presents: true, languages: ["en", "fr"], hours: "09:00-13:00" },
      });
      const { stdout } = await usersCli(target, ["list"]);
      expect(stdout).toContain('sales  seeded-presenter@ilimi.example "Ada Obi" presents en,fr 09:00-13:00');
    });
  });
}
