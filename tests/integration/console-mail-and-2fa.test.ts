import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "~/auth/totp";
import {
  account,
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
import { startServer, type RunningServer } from "../support/start-server";

// Invites and password resets arrive by e-mail (a real SMTP server on loopback), and two-factor
// sign-in works with the codes an authenticator app would show (issue #18).

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console e-mail and 2FA test");
const linkIn = (text: string) => /(http\S+\/sales\/set-password\?token=([\w-]+))/.exec(text)?.[2];

describe.skipIf(!built)("console e-mails and two-factor sign-in", () => {
  let server: RunningServer;
  let target: ConsoleServer;
  let smtp: SmtpSink;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // An invite lifetime other than the default: the e-mail must promise what the link does.
    server = await startServer({
      ...consoleServerEnv,
      ILIMI_BUILD_DIR: buildDir,
      SMTP_URL: smtp.url,
      CONSOLE_INVITE_TTL_HOURS: "48",
    });
    target = { url: server.url, dataDir: server.dataDir };
    admin = await account(target, "admin@ilimi.example", "admin");
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    await smtp?.close();
  });

  // No visitor has written to this server: the inbox and the subscriber list say so, honestly.
  it("shows an empty inbox and an empty subscriber list as such, not as a filter that matched nothing", async () => {
    const inbox = await (await get(target, "/sales", admin)).text();
    expect(inbox).toContain("No demo requests yet");
    expect(inbox).toContain("When someone asks for a demo on the website, their request appears here, newest first.");
    expect(inbox).not.toContain("Nothing matches this filter");
    expect(inbox).not.toMatch(/href="\/sales\/leads\//);
    expect(await (await get(target, "/sales/subscribers", admin)).text()).toContain(
      "No one has signed up for the newsletter yet.",
    );
  });

  it("e-mails an invite whose link sets the password once", async () => {
    const answer = await post(
      target,
      "/sales/users",
      { intent: "invite", email: "invited@ilimi.example", role: "sales" },
      { cookie: admin },
    );
    expect(await answer.text()).toContain("Invite sent to invited@ilimi.example");
    await smtp.waitFor((messages) => messages.some((m) => m.to.includes("invited@ilimi.example")));
    const token = linkIn(smtp.messages.find((m) => m.to.includes("invited@ilimi.example"))!.text);
    expect(smtp.messages.find((m) => m.to.includes("invited@ilimi.example"))!.text).toContain("within 48 hours");
    expect((await setPassword(target, token!)).status).toBe(302);
    expect((await signIn(target, "invited@ilimi.example")).status).toBe(302);
  });

  it("e-mails a reset link only to an address with an account", async () => {
    await post(target, "/sales/forgot-password", { email: "admin@ilimi.example" });
    await post(target, "/sales/forgot-password", { email: "stranger@ilimi.example" });
    await smtp.waitFor((messages) =>
      messages.some((m) => m.to.includes("admin@ilimi.example") && /Reset/.test(m.subject)),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.some((m) => m.to.includes("stranger@ilimi.example"))).toBe(false);
  });

  it("asks for the authenticator's code once two-factor sign-in is on, and refuses a replayed one", async () => {
    const cookie = await account(target, "twofactor@ilimi.example", "sales");
    expect((await post(target, "/sales/account", { intent: "totp-start" }, { cookie })).status).toBe(200);
    const page = await (await get(target, "/sales/account", cookie)).text();
    const secret = /secret=([A-Z2-7]+)/.exec(page)?.[1];
    expect(secret).toBeDefined();
    // The database keeps the seed sealed, never in clear (a leaked copy does not give the second factor).
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    try {
      const stored = db.prepare("select totp_secret from users where email = ?").get("twofactor@ilimi.example") as {
        totp_secret: string;
      };
      expect(stored.totp_secret).toMatch(/^v1\./);
      expect(stored.totp_secret).not.toContain(secret!);
    } finally {
      db.close();
    }
    expect((await post(target, "/sales/account", { intent: "totp-confirm", code: "000000" }, { cookie })).status).toBe(
      400,
    );
    // The current step's code turns it on and the next step's signs in: the next step is always within
    // the one step of drift allowed, and newer than the first, however late a step ends (see totp.ts).
    expect(
      (
        await post(
          target,
          "/sales/account",
          { intent: "totp-confirm", code: totpCode(secret!, Date.now()) },
          { cookie },
        )
      ).status,
    ).toBe(200);

    const withoutCode = await signIn(target, "twofactor@ilimi.example");
    expect(withoutCode.status).toBe(401);
    expect(await withoutCode.text()).toContain("6-digit code");
    const code = totpCode(secret!, Date.now() + 30_000);
    const signedIn = await signIn(target, "twofactor@ilimi.example", goodPassword, { code });
    expect(signedIn.status).toBe(302);
    expect(sessionCookieOf(signedIn)).toBeDefined();
    expect((await signIn(target, "twofactor@ilimi.example", goodPassword, { code })).status).toBe(401);
  });

  it("lets the operator turn two-factor sign-in off for someone who lost their authenticator", async () => {
    const { stdout } = await usersCli(target, ["reset-2fa", "--email", "twofactor@ilimi.example"]);
    expect(stdout).toContain("Two-factor sign-in is off");
    expect((await signIn(target, "twofactor@ilimi.example")).status).toBe(302);
  });
});
