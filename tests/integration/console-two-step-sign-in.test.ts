import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "~/auth/totp";
import {
  account,
  consoleServerEnv,
  get,
  goodPassword,
  post,
  sessionCookieOf,
  signIn,
  type ConsoleServer,
} from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startInProcess } from "../support/in-process";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// The authentication code is asked only after a right password, and only of an account that has
// two-factor sign-in on (issue #27, item 7): the first step looks the same for an unknown address,
// a wrong password and a two-factor account, so it tells nobody which accounts exist or have 2FA.
// A wrong code on the second step counts like a wrong password (ADR 031's limits, console-lockout).
// On PostgreSQL the two steps land on two instances sharing the database, as behind a balancer.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console two-step sign-in test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const limitEnv = {
  TRUST_PROXY: "true",
  SIGN_IN_ACCOUNT_MAX: "3",
  SIGN_IN_ACCOUNT_TOTAL_MAX: "50",
  SIGN_IN_CLIENT_MAX: "50",
};
let clients = 0;
const newClient = () => `10.47.${Math.floor(++clients / 250)}.${clients % 250}`;
const ticketIn = (html: string) => /name="ticket" value="([^"]+)"/.exec(html)?.[1];

type Setup = { first: ConsoleServer; second: ConsoleServer; stop: () => Promise<void> };

async function sqliteSetup(): Promise<Setup> {
  const server = await startInProcess({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir, ...limitEnv });
  const target = { url: server.url, dataDir: server.dataDir };
  return {
    first: target,
    second: target,
    stop: async () => {
      await server.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresSetup(url: string): Promise<Setup> {
  const database = await createPostgresDatabase(url, "ilimi_two_step");
  const env = { ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir, DATABASE_URL: database.url, ...limitEnv };
  const servers: RunningServer[] = await Promise.all([startServer(env), startServer(env)]);
  const [a, b] = servers.map((s) => ({ url: s.url, dataDir: s.dataDir, databaseUrl: database.url }));
  return {
    first: a!,
    second: b!,
    stop: async () => {
      for (const server of servers) {
        await server.kill();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      await database.drop();
    },
  };
}

/** Turns two-factor sign-in on for a signed-in account as its owner does on the account page; the seed. */
async function turnOnTwoFactor(server: ConsoleServer, cookie: string): Promise<string> {
  expect((await post(server, "/sales/account", { intent: "totp-start" }, { cookie })).status).toBe(200);
  const secret = /secret=([A-Z2-7]+)/.exec(await (await get(server, "/sales/account", cookie)).text())?.[1];
  if (!secret) throw new Error("no seed on the account page");
  expect(
    (await post(server, "/sales/account", { intent: "totp-confirm", code: totpCode(secret, Date.now()) }, { cookie }))
      .status,
  ).toBe(200);
  return secret;
}

const databases = [
  { name: "SQLite, one server", enabled: true, setup: sqliteSetup },
  { name: "PostgreSQL, two instances", enabled: Boolean(adminUrl), setup: () => postgresSetup(adminUrl!) },
];

for (const database of databases) {
  describe.skipIf(!built || !database.enabled)(`sign-in in two steps (${database.name})`, { timeout: 90_000 }, () => {
    let setup: Setup;
    let secret: string;
    const twoFactor = `two-step-${Date.now()}@ilimi.example`;
    const plain = `one-step-${Date.now()}@ilimi.example`;

    beforeAll(async () => {
      setup = await database.setup();
      secret = await turnOnTwoFactor(setup.first, await account(setup.first, twoFactor, "sales"));
      await account(setup.first, plain, "sales");
    }, 120_000);

    afterAll(async () => {
      await setup?.stop();
    });

    it("shows no code field before the password is right, and answers an unknown address, a wrong password and a two-factor account alike", async () => {
      const page = await (await get(setup.first, "/sales/sign-in")).text();
      expect(page).not.toContain('name="code"');
      expect(page).not.toContain("Authentication code");
      const answers = await Promise.all(
        [
          ["nobody-here@ilimi.example", goodPassword],
          [plain, "not the password at all"],
          [twoFactor, "not the password at all"],
        ].map(async ([email, password]) => {
          const response = await signIn(setup.first, email!, password, { client: newClient() });
          // The page as a person sees it (the main element), with the address they typed set aside.
          const main = /<main[\s\S]*<\/main>/.exec(await response.text())?.[0] ?? "";
          return { status: response.status, html: main.replaceAll(email!, "ADDRESS") };
        }),
      );
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
      for (const answer of answers) {
        expect(answer.html).toContain("That e-mail address and password do not match an account.");
        expect(answer.html).not.toContain('name="code"');
        expect(answer.html).not.toContain('name="ticket"');
      }
      expect(answers[1]!.html).toBe(answers[0]!.html);
      expect(answers[2]!.html).toBe(answers[0]!.html);
    });

    it("signs an account without two-factor in at once with its password", async () => {
      const response = await signIn(setup.first, plain, goodPassword, { client: newClient() });
      expect(response.status).toBe(302);
      expect(sessionCookieOf(response)).toBeDefined();
    });

    it("asks a two-factor account's code on a second step after the right password, and signs in with it", async () => {
      const client = newClient();
      const step = await signIn(setup.first, twoFactor, goodPassword, { client });
      expect(step.status).toBe(401);
      expect(sessionCookieOf(step)).toBeUndefined();
      const html = await step.text();
      expect(html).toContain("Enter your authentication code");
      expect(html).toContain('name="code"');
      expect(html).not.toContain('name="password"');
      const ticket = ticketIn(html);
      expect(ticket).toBeDefined();
      // The code goes with the ticket only: the password is not sent again (and may be on another instance).
      const signedIn = await post(
        setup.second,
        "/sales/sign-in",
        { intent: "code", ticket: ticket!, code: totpCode(secret, Date.now() + 30_000) },
        { client },
      );
      expect(signedIn.status).toBe(302);
      const cookie = sessionCookieOf(signedIn);
      expect(cookie).toBeDefined();
      expect((await get(setup.first, "/sales", cookie)).status).toBe(200);
    });

    it("keeps the lockout for wrong codes: after the limit even the right code waits, and a forged ticket starts again", async () => {
      const client = newClient();
      const ticket = ticketIn(await (await signIn(setup.first, twoFactor, goodPassword, { client })).text());
      expect(ticket).toBeDefined();
      for (let attempt = 0; attempt < 3; attempt++) {
        const wrong = await post(
          setup.second,
          "/sales/sign-in",
          { intent: "code", ticket: ticket!, code: "000000" },
          { client },
        );
        expect(wrong.status).toBe(401);
        const html = await wrong.text();
        expect(html).toContain("Enter the current 6-digit code from your authenticator app.");
        expect(ticketIn(html)).toBeDefined();
      }
      const held = await post(
        setup.first,
        "/sales/sign-in",
        { intent: "code", ticket: ticket!, code: totpCode(secret, Date.now() + 30_000) },
        { client },
      );
      expect(held.status).toBe(429);
      expect(held.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(sessionCookieOf(held)).toBeUndefined();

      const forged = `${ticket!.split(".")[0]}.${"A".repeat(43)}`;
      const refused = await post(
        setup.first,
        "/sales/sign-in",
        { intent: "code", ticket: forged, code: totpCode(secret, Date.now()) },
        { client: newClient() },
      );
      expect(refused.status).toBe(401);
      const words = await refused.text();
      expect(words).toContain("That step took too long, or your password changed. Sign in again.");
      expect(words).toContain('name="password"');
      expect(sessionCookieOf(refused)).toBeUndefined();
    });
  });
}
