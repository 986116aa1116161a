import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  consoleServerEnv,
  goodPassword,
  post,
  sessionCookieOf,
  setPassword,
  signIn,
  type ConsoleServer,
} from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startInProcess } from "../support/in-process";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// A stranger must not be able to keep a colleague out of the console (issue #23): their wrong
// passwords and reset requests slow down their own address, never the owner's; during any wait the
// owner can still get a reset link by e-mail and use it; and every 429 says how long to wait, in
// its words and in Retry-After, on the page and on React Router's `.data` answer.
// On SQLite one server; on PostgreSQL two instances sharing the database, the stranger on one and
// the owner on the other, as behind a balancer.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console lockout test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const limits = { pair: 5, client: 40, account: 12, resetPair: 3 };
const limitEnv = {
  TRUST_PROXY: "true",
  SIGN_IN_ACCOUNT_MAX: String(limits.pair),
  SIGN_IN_ACCOUNT_TOTAL_MAX: String(limits.account),
  SIGN_IN_CLIENT_MAX: String(limits.client),
  SIGN_IN_RESET_MAX: String(limits.resetPair),
};
const newPassword = "cassava lagoon 17 lantern";
/** The name=value of the cookie marking a browser as the owner's (ADR 031), if the answer sets one. */
const knownBrowserOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => /^((?:__Host-)?ilimi_known=[^;]+)/.exec(c)?.[1])
    .find(Boolean);
const linkIn = (text: string) => /\/sales\/set-password\?token=([\w-]+)/.exec(text)?.[1];
let clients = 0;
/** An address of its own (the servers trust X-Forwarded-For here). */
const newClient = () => `10.23.${Math.floor(++clients / 250)}.${clients % 250}`;

type Setup = {
  stranger: ConsoleServer;
  owner: ConsoleServer;
  smtp: SmtpSink;
  ageCounters: (minutesAgo: number) => Promise<void>;
  stop: () => Promise<void>;
};

async function sqliteSetup(smtp: SmtpSink): Promise<Setup> {
  const server = await startInProcess({
    ...consoleServerEnv,
    ILIMI_BUILD_DIR: buildDir,
    SMTP_URL: smtp.url,
    ...limitEnv,
  });
  const target = { url: server.url, dataDir: server.dataDir };
  return {
    stranger: target,
    owner: target,
    smtp,
    ageCounters: async (minutesAgo) => {
      const db = new Database(join(server.dataDir, "ilimi.sqlite"));
      try {
        db.prepare("update sign_in_failures set at = ?").run(new Date(Date.now() - minutesAgo * 60_000).toISOString());
      } finally {
        db.close();
      }
    },
    stop: async () => {
      await server.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresSetup(smtp: SmtpSink, url: string): Promise<Setup> {
  const database = await createPostgresDatabase(url, "ilimi_lockout");
  const env = {
    ...consoleServerEnv,
    ILIMI_BUILD_DIR: buildDir,
    SMTP_URL: smtp.url,
    DATABASE_URL: database.url,
    ...limitEnv,
  };
  const servers: RunningServer[] = await Promise.all([startServer(env), startServer(env)]);
  const [a, b] = servers.map((s) => ({ url: s.url, dataDir: s.dataDir, databaseUrl: database.url }));
  return {
    stranger: a!,
    owner: b!,
    smtp,
    ageCounters: async (minutesAgo) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query("update sign_in_failures set at = $1", [
          new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        ]);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      for (const server of servers) {
        await server.kill();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      await database.drop();
    },
  };
}

const databases = [
  { name: "SQLite, one server", enabled: true, setup: sqliteSetup },
  {
    name: "PostgreSQL, two instances",
    enabled: Boolean(adminUrl),
    setup: (smtp: SmtpSink) => postgresSetup(smtp, adminUrl!),
  },
];

for (const database of databases) {
  // Sign-ins hash passwords: generous per-test time on a busy machine.
  describe.skipIf(!built || !database.enabled)(
    `a stranger against a colleague's account (${database.name})`,
    { timeout: 90_000 },
    () => {
      let setup: Setup;
      let smtp: SmtpSink;

      beforeAll(async () => {
        smtp = await startSmtpSink();
        setup = await database.setup(smtp);
      }, 120_000);

      afterAll(async () => {
        await setup?.stop();
        await smtp?.close();
      });

      /** Asks for a reset link as the owner would, and uses the one that arrives; the cookie that marks the owner's browser. */
      async function resetByEmail(email: string, client: string): Promise<string | undefined> {
        const before = smtp.messages.length;
        const asked = await post(setup.owner, "/sales/forgot-password", { email }, { client });
        expect(asked.status).toBe(200);
        expect(await asked.text()).toContain("a link is on its way");
        await smtp.waitFor((messages) => messages.slice(before).some((m) => m.to.includes(email)));
        const token = linkIn(smtp.messages.slice(before).find((m) => m.to.includes(email))!.text);
        const set = await setPassword(setup.owner, token!, newPassword);
        expect(set.status).toBe(302);
        return knownBrowserOf(set);
      }

      it("makes only the stranger's address wait after their wrong passwords: the owner signs in from theirs", async () => {
        const email = "owner-one@ilimi.example";
        await account(setup.owner, email, "sales");
        const stranger = newClient();
        for (let i = 0; i < limits.pair; i++)
          expect((await signIn(setup.stranger, email, "a guess of mine", { client: stranger })).status).toBe(401);
        const owner = await signIn(setup.owner, email, goodPassword, { client: newClient() });
        expect(owner.status).toBe(302);
        expect(sessionCookieOf(owner)).toBeDefined();
        // The stranger's address still waits, even though the owner got in meanwhile.
        expect((await signIn(setup.stranger, email, goodPassword, { client: stranger })).status).toBe(429);
      });

      it("counts a stranger's reset requests as no failure: the owner signs in, even from the stranger's address", async () => {
        const email = "owner-two@ilimi.example";
        await account(setup.owner, email, "sales");
        const stranger = newClient();
        const before = smtp.messages.length;
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++)
          statuses.push((await post(setup.stranger, "/sales/forgot-password", { email }, { client: stranger })).status);
        expect((await signIn(setup.owner, email, goodPassword, { client: stranger })).status).toBe(302);
        expect((await signIn(setup.owner, email, goodPassword, { client: newClient() })).status).toBe(302);
        // A few links, then that address waits: the owner's inbox is not flooded.
        expect(statuses).toEqual([
          ...Array<number>(limits.resetPair).fill(200),
          ...Array<number>(10 - limits.resetPair).fill(429),
        ]);
        await smtp.waitFor(
          (messages) => messages.slice(before).filter((m) => m.to.includes(email)).length === limits.resetPair,
        );
      });

      it("lets the owner who made their own address wait get a reset link, set a password and sign in", async () => {
        const email = "owner-three@ilimi.example";
        await account(setup.owner, email, "sales");
        const mine = newClient();
        for (let i = 0; i < limits.pair; i++) await signIn(setup.owner, email, "what was it again", { client: mine });
        expect((await signIn(setup.owner, email, goodPassword, { client: mine })).status).toBe(429);
        await resetByEmail(email, mine);
        expect((await signIn(setup.owner, email, newPassword, { client: mine })).status).toBe(302);
      });

      it("lets the owner of an account many addresses guessed at reset it by e-mail and sign in, and keeps the browser they reset from open to them", async () => {
        const email = "owner-four@ilimi.example";
        await account(setup.owner, email, "sales");
        // Fewer than the per-address limit from each of many addresses: the account-wide limit.
        for (let i = 0; i < limits.account; i++)
          await signIn(setup.stranger, email, "a distributed guess", { client: newClient() });
        const owner = newClient();
        expect((await signIn(setup.owner, email, goodPassword, { client: owner })).status).toBe(429);
        const known = await resetByEmail(email, owner);
        expect(known).toBeDefined();
        expect((await signIn(setup.owner, email, newPassword, { client: owner })).status).toBe(302);
        // The stranger starts again: a new browser waits, the one the owner reset from does not.
        for (let i = 0; i < limits.account; i++)
          await signIn(setup.stranger, email, "a distributed guess", { client: newClient() });
        expect((await signIn(setup.owner, email, newPassword, { client: newClient() })).status).toBe(429);
        // A tampered mark is no mark.
        expect(
          (await signIn(setup.owner, email, newPassword, { client: newClient(), cookie: `${known!.slice(0, -2)}xx` }))
            .status,
        ).toBe(429);
        expect((await signIn(setup.owner, email, newPassword, { client: newClient(), cookie: known })).status).toBe(
          302,
        );
      });

      it("says the real wait in a 429's words and in Retry-After, on the page and on the .data answer", async () => {
        const email = "owner-five@ilimi.example";
        await account(setup.owner, email, "sales");
        const client = newClient();
        for (let i = 0; i < limits.pair; i++) await signIn(setup.stranger, email, "a guess of mine", { client });
        for (let i = 0; i < limits.resetPair; i++)
          await post(setup.stranger, "/sales/forgot-password", { email }, { client });
        // The failures were ten minutes ago: five of the fifteen are left.
        await setup.ageCounters(10);
        const page = await signIn(setup.stranger, email, "a guess of mine", { client });
        expect(page.status).toBe(429);
        expect(page.headers.get("retry-after")).toBe("300");
        expect(await page.text()).toContain("Try again in 5 minutes");
        const dataAnswer = await post(
          setup.stranger,
          "/sales/sign-in.data",
          { email, password: "a guess of mine", code: "" },
          { client },
        );
        expect(dataAnswer.status).toBe(429);
        expect(dataAnswer.headers.get("retry-after")).toBe("300");
        expect(await dataAnswer.text()).toContain("Try again in 5 minutes");
        const reset = await post(setup.stranger, "/sales/forgot-password", { email }, { client });
        expect(reset.status).toBe(429);
        expect(reset.headers.get("retry-after")).toBe("300");
        expect(await reset.text()).toContain("try again in 5 minutes");
        const resetData = await post(setup.stranger, "/sales/forgot-password.data", { email }, { client });
        expect(resetData.status).toBe(429);
        expect(resetData.headers.get("retry-after")).toBe("300");
      });
    },
  );
}
