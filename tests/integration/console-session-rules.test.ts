import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, consoleServerEnv, get, post, signIn, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startInProcess, type InProcessServer } from "../support/in-process";

// A console session ends after SESSION_IDLE_HOURS unused and SESSION_MAX_DAYS after sign-in,
// however active (issue #18). The server's clock is real, so the session's own times are moved
// into the past in its SQLite file instead of waiting hours. And with CONSOLE_REQUIRE_ADMIN_TOTP=1
// an admin must turn on two-factor sign-in before anything else.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console session timeout test");
const hours = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

describe.skipIf(!built)("a console session that was left alone, or kept too long", () => {
  let server: InProcessServer;
  let target: ConsoleServer;

  beforeAll(async () => {
    server = await startInProcess({
      ...consoleServerEnv,
      ILIMI_BUILD_DIR: buildDir,
      SESSION_IDLE_HOURS: "8",
      SESSION_MAX_DAYS: "7",
    });
    target = { url: server.url, dataDir: server.dataDir };
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  /** Signs a new person in, then sets the times of that person's only session. */
  async function sessionAged(
    email: string,
    times: { createdHoursAgo: number; lastSeenHoursAgo: number },
  ): Promise<string> {
    const cookie = await account(target, email, "sales");
    const db = new Database(join(server.dataDir, "ilimi.sqlite"));
    try {
      const changed = db
        .prepare(
          "update sessions set created_at = ?, last_seen_at = ? where user_id = (select id from users where email = ?)",
        )
        .run(hours(times.createdHoursAgo), hours(times.lastSeenHoursAgo), email).changes;
      expect(changed).toBe(1);
    } finally {
      db.close();
    }
    return cookie;
  }

  it("keeps a session used within the idle time, and signs out one unused for longer", async () => {
    const recent = await sessionAged("recent@ilimi.example", { createdHoursAgo: 30, lastSeenHoursAgo: 7 });
    expect((await get(target, "/sales", recent)).status).toBe(200);

    const idle = await sessionAged("idle@ilimi.example", { createdHoursAgo: 30, lastSeenHoursAgo: 9 });
    const answer = await get(target, "/sales", idle);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/sales\/sign-in/);
  });

  it("ends a session seven days after sign-in even while it is in use", async () => {
    const old = await sessionAged("old@ilimi.example", { createdHoursAgo: 7 * 24 + 1, lastSeenHoursAgo: 0 });
    const answer = await get(target, "/sales", old);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/sales\/sign-in/);

    const young = await sessionAged("young@ilimi.example", { createdHoursAgo: 7 * 24 - 1, lastSeenHoursAgo: 0 });
    expect((await get(target, "/sales", young)).status).toBe(200);
  });
});

describe.skipIf(!built)("an admin without a second factor, when the operator requires one", () => {
  let server: InProcessServer;
  let target: ConsoleServer;

  beforeAll(async () => {
    server = await startInProcess({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir, CONSOLE_REQUIRE_ADMIN_TOTP: "1" });
    target = { url: server.url, dataDir: server.dataDir };
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("may only set up two-factor sign-in until it is on; a sales person is not held back", async () => {
    const admin = await account(target, "admin@ilimi.example", "admin");
    for (const path of ["/sales", "/sales/users", "/sales/audit", "/sales/export?format=csv"]) {
      const answer = await get(target, path, admin);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toBe("/sales/account?totp=required");
    }
    expect((await get(target, "/sales/account", admin)).status).toBe(200);

    const sales = await account(target, "sales@ilimi.example", "sales");
    expect((await get(target, "/sales", sales)).status).toBe(200);
  });
});

describe.skipIf(!built)("a console served over https (behind a TLS-terminating proxy)", () => {
  let server: InProcessServer;
  let target: ConsoleServer;

  beforeAll(async () => {
    server = await startInProcess({
      ...consoleServerEnv,
      ILIMI_BUILD_DIR: buildDir,
      SITE_URL: "https://console.ilimi.example",
      TRUST_PROXY: "true",
    });
    target = { url: server.url, dataDir: server.dataDir };
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("sets a Secure, __Host- session cookie, HttpOnly and SameSite=Lax, and signing out clears it the same way", async () => {
    // Seeded under the name an https server gives it; the sign-in below is the server's own.
    const cookie = await account(target, "admin@ilimi.example", "admin", { secureCookies: true });
    expect(cookie).toMatch(/^__Host-ilimi_console=[\w-]{20,}$/);
    const signedIn = await signIn(target, "admin@ilimi.example");
    const [session, known, ...others] = signedIn.headers.getSetCookie();
    // The same attributes and nothing else, in whatever order React Router's cookie writes them (ADR 053).
    const [pair, ...attributes] = session!.split("; ");
    expect(pair).toMatch(/^__Host-ilimi_console=[\w-]+$/);
    expect(attributes.map((a) => a.replace(/^Max-Age=\d+$/, "Max-Age=N")).sort()).toEqual([
      "HttpOnly",
      "Max-Age=N",
      "Path=/",
      "SameSite=Lax",
      "Secure",
    ]);
    // The browser is marked as the owner's (ADR 031), with the same protections.
    expect(known).toMatch(/^__Host-ilimi_known=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(others).toEqual([]);
    expect((await get(target, "/sales", cookie)).status).toBe(200);
    const out = await post(target, "/sales/sign-out", {}, { cookie });
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-ilimi_console=;.*Secure/);
    expect((await get(target, "/sales", cookie)).status).toBe(302);
  });
});
