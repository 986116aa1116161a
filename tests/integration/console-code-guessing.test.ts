import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "~/auth/totp";
import {
  consoleServerEnv,
  get,
  goodPassword,
  post,
  sessionCookieOf,
  setPassword,
  signIn,
  usersCli,
  type ConsoleServer,
} from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startInProcess } from "../support/in-process";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// Someone who has a colleague's password guesses the second factor from many addresses (ADR 080).
// The account's wrong codes are counted across all addresses, as NIST SP 800-63B §5.2.2 counts
// them: past SIGN_IN_CODE_MAX in 15 minutes, and past half of SIGN_IN_CODE_TOTAL_MAX in a row,
// even the right code is refused from browsers the owner never used. The owner's own browser, and
// a browser the owner resets the password from, still sign in. On PostgreSQL the guesses alternate
// between two instances sharing the database, and the owner uses either.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Second-factor guessing test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const windowMax = 10;
const inARow = 20;
const limitEnv = {
  TRUST_PROXY: "true",
  // The password's own limits set out of the way: each address guesses less than its limit.
  SIGN_IN_ACCOUNT_MAX: "3",
  SIGN_IN_ACCOUNT_TOTAL_MAX: "1000",
  SIGN_IN_CLIENT_MAX: "1000",
  SIGN_IN_CODE_MAX: String(windowMax),
  SIGN_IN_CODE_TOTAL_MAX: String(2 * inARow),
};
const newPassword = "cassava lagoon 17 lantern";
let clients = 0;
const newClient = () => `10.81.${Math.floor(++clients / 250)}.${clients % 250}`;
const knownBrowserOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => /^((?:__Host-)?ilimi_known=[^;]+)/.exec(c)?.[1])
    .find(Boolean);
const linkIn = (text: string) => /\/sales\/set-password\?token=([\w-]+)/.exec(text)?.[1];
/** The code of the next 30-second step: right, and not yet used. */
const rightCode = (secret: string) => totpCode(secret, Date.now() + 30_000);
/** A code none of the steps the server accepts now would take. */
function wrongCode(secret: string): string {
  const taken = [-30_000, 0, 30_000, 60_000].map((offset) => totpCode(secret, Date.now() + offset));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!taken.includes(code)) return code;
  }
}

type Setup = {
  servers: [ConsoleServer, ConsoleServer];
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
    servers: [target, target],
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
  const database = await createPostgresDatabase(url, "ilimi_code_guessing");
  const env = { ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir, SMTP_URL: smtp.url, DATABASE_URL: database.url };
  const started: RunningServer[] = await Promise.all([
    startServer({ ...env, ...limitEnv }),
    startServer({ ...env, ...limitEnv }),
  ]);
  const [a, b] = started.map((s) => ({ url: s.url, dataDir: s.dataDir, databaseUrl: database.url }));
  return {
    servers: [a!, b!],
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
      for (const server of started) {
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
  describe.skipIf(!built || !database.enabled)(
    `second-factor guessing with the password (${database.name})`,
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

      /** An account with two-factor on, as its owner sets it up: the seed, and the cookie marking the owner's browser. */
      async function ownerWithTwoFactor(email: string): Promise<{ secret: string; known: string }> {
        const server = setup.servers[0];
        const { token } = await usersCli(server, ["create", "--email", email, "--role", "sales"]);
        const set = await setPassword(server, token!);
        const known = knownBrowserOf(set)!;
        const cookie = sessionCookieOf(await signIn(server, email, goodPassword, { cookie: known }))!;
        expect((await post(server, "/sales/account", { intent: "totp-start" }, { cookie })).status).toBe(200);
        const secret = /secret=([A-Z2-7]+)/.exec(await (await get(server, "/sales/account", cookie)).text())![1]!;
        const confirmed = await post(
          server,
          "/sales/account",
          { intent: "totp-confirm", code: totpCode(secret, Date.now()) },
          { cookie },
        );
        expect(confirmed.status).toBe(200);
        return { secret, known };
      }

      /** One wrong code each from `count` new addresses, with the right password, across both instances. */
      async function guessFromManyAddresses(email: string, secret: string, count: number, password = goodPassword) {
        for (let i = 0; i < count; i++) {
          const guess = await signIn(setup.servers[i % 2]!, email, password, {
            code: wrongCode(secret),
            client: newClient(),
          });
          expect(guess.status).toBe(401);
        }
      }

      it("refuses even the right code from an eleventh address after ten addresses guessed wrong, while the owner's browser signs in", async () => {
        const email = `guessed-${Date.now()}@ilimi.example`;
        const { secret, known } = await ownerWithTwoFactor(email);
        await guessFromManyAddresses(email, secret, windowMax);
        const held = await signIn(setup.servers[0], email, goodPassword, {
          code: rightCode(secret),
          client: newClient(),
        });
        expect(held.status).toBe(429);
        expect(held.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(await held.text()).toContain("Too many attempts. Try again in");
        expect(sessionCookieOf(held)).toBeUndefined();

        const owner = await signIn(setup.servers[1], email, goodPassword, {
          code: rightCode(secret),
          client: newClient(),
          cookie: known,
        });
        expect(owner.status).toBe(302);
        expect(sessionCookieOf(owner)).toBeDefined();
        // The owner's sign-in at home gives the guesser nothing back.
        const still = await signIn(setup.servers[0], email, goodPassword, {
          code: wrongCode(secret),
          client: newClient(),
        });
        expect(still.status).toBe(429);
      });

      it("refuses the code from new browsers once wrong codes in a row reach the account's cap, however long the guesser waits, and the owner's reset still gets in", async () => {
        const email = `run-${Date.now()}@ilimi.example`;
        const { secret } = await ownerWithTwoFactor(email);
        // Two windows' worth, the guesser waiting out each window in between.
        await guessFromManyAddresses(email, secret, windowMax);
        await setup.ageCounters(16);
        await guessFromManyAddresses(email, secret, inARow - windowMax);
        await setup.ageCounters(16);
        const locked = await signIn(setup.servers[0], email, goodPassword, {
          code: rightCode(secret),
          client: newClient(),
        });
        expect(locked.status).toBe(429);
        expect(locked.headers.get("retry-after")).toBeNull();
        expect(await locked.text()).toContain("Too many wrong authentication codes for this account.");
        expect(sessionCookieOf(locked)).toBeUndefined();

        // The owner, on a new browser, resets the password by e-mail: that browser becomes theirs.
        const owner = newClient();
        const before = smtp.messages.length;
        expect((await post(setup.servers[1], "/sales/forgot-password", { email }, { client: owner })).status).toBe(200);
        await smtp.waitFor((messages) => messages.slice(before).some((m) => m.to.includes(email)));
        const token = linkIn(smtp.messages.slice(before).find((m) => m.to.includes(email))!.text)!;
        const set = await setPassword(setup.servers[1], token, newPassword);
        expect(set.status).toBe(302);
        const signedIn = await signIn(setup.servers[0], email, newPassword, {
          code: rightCode(secret),
          client: owner,
          cookie: knownBrowserOf(set),
        });
        expect(signedIn.status).toBe(302);
        // The reset is no fresh run for a browser the owner never used.
        const stranger = await signIn(setup.servers[1], email, newPassword, {
          code: totpCode(secret, Date.now() + 60_000),
          client: newClient(),
        });
        expect(stranger.status).toBe(429);
      });
    },
  );
}
