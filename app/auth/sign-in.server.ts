import type { Kysely } from "kysely";
import { audit } from "~/audit/audit.server";
import type { Database, UserTable } from "~/db/schema.server";
import { readToken, signToken } from "~/guards/signed-tokens.server";
import { openTotpSecret, sha256 } from "./crypto.server";
import { verifyPassword } from "./password.server";
import { createSession } from "./sessions.server";
import {
  clearAccountFailures,
  recordSignInFailure,
  signInWait,
  throttleKeys,
  type ThrottleKeys,
} from "./throttle.server";
import { verifyTotp } from "./totp";
import { clearWrongCodes, codeRefusal, recordWrongCode } from "./code-throttle.server";
import { findUser, findUserByEmail } from "./users.server";

// One sign-in attempt. Every path that is not a success answers "wrong" the same way and after the
// same work (a password hash is always checked), whether the address has no account, the password
// is wrong, or the account is disabled: no enumeration by answer or timing (ADR 021).

export type SignInOutcome =
  | { kind: "signed-in"; cookie: string; userId: string; email: string }
  | { kind: "wrong" }
  /** The password was right and the account has two-factor on: the second step, with its ticket. */
  | { kind: "code-needed"; ticket: string; wrongCode: boolean }
  | { kind: "wait"; seconds: number }
  /** Too many wrong codes in a row from browsers like this one (ADR 080): no wait ends it, a known browser or a reset does. */
  | { kind: "code-locked" };

// The second step (issue #27, item 7): after a right password, a signed ticket naming the account
// (and its password hash's fingerprint, so a password change ends it) stands in for the password
// for a few minutes. Only that step asks for the code: before the password is right, the page says
// nothing about whether the account exists or has two-factor on.
const ticketDomain = "ilimi-sign-in-code-v1";
const ticketSeconds = 5 * 60;
const fingerprint = (user: UserTable) => sha256(user.password_hash ?? "").slice(0, 16);

async function codeTicket(db: Kysely<Database>, user: UserTable, now: Date): Promise<string> {
  return signToken(db, ticketDomain, {
    p: "code",
    s: `${user.id}:${fingerprint(user)}`,
    e: Math.floor(now.getTime() / 1000) + ticketSeconds,
  });
}

/** The account a ticket names while it holds (unexpired, same password, not disabled), or undefined. */
async function ticketAccount(db: Kysely<Database>, ticket: string, now = new Date()): Promise<UserTable | undefined> {
  const read = await readToken(db, ticketDomain, ticket, "code", now.getTime(), 400);
  if (!read.ok) return undefined;
  const [id, print] = read.subjectId.split(":");
  const user = id ? await findUser(db, id) : undefined;
  return user && !user.disabled_at && print === fingerprint(user) ? user : undefined;
}

/** The second step: the code for the account a ticket names, under the same counters as a password. */
export async function signInWithCode(
  db: Kysely<Database>,
  input: {
    ticket: string;
    code: string;
    clientAddress: string;
    browser: (email: string) => Promise<string | undefined>;
  },
  now = new Date(),
): Promise<SignInOutcome> {
  const user = await ticketAccount(db, input.ticket, now);
  if (!user) return { kind: "wrong" };
  const keys = await throttleKeys(db, user.email, input.clientAddress);
  const browser = await input.browser(user.email);
  const wait = await signInWait(db, keys, now, browser);
  if (wait > 0) return { kind: "wait", seconds: wait };
  return secondFactor(db, user, input.code, { keys, browser }, now);
}

/** `browser`: the counter key of a browser the owner used before (./known-browser.server.ts), if this is one. */
export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; code: string; clientAddress: string; browser?: string },
  now = new Date(),
): Promise<SignInOutcome> {
  const keys = await throttleKeys(db, input.email, input.clientAddress);
  const browser = input.browser;
  const wait = await signInWait(db, keys, now, browser);
  if (wait > 0) return { kind: "wait", seconds: wait };

  const user = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(input.password, user?.password_hash);
  if (!user || !passwordOk || user.disabled_at) {
    await recordSignInFailure(db, keys, now, browser);
    await audit(
      db,
      {
        actorId: user?.id ?? null,
        action: "sign_in_failed",
        subjectType: user ? "user" : undefined,
        subjectId: user?.id,
        detail: { reason: "credentials" },
      },
      now,
    );
    return { kind: "wrong" };
  }
  // A code sent with the password (a script, or the first step's form filled by a password manager) counts at once.
  return secondFactor(db, user, input.code, { keys, browser }, now);
}

async function secondFactor(
  db: Kysely<Database>,
  user: UserTable,
  code: string,
  counters: { keys: ThrottleKeys; browser?: string },
  now: Date,
): Promise<SignInOutcome> {
  const { keys, browser } = counters;
  if (user.totp_secret && user.totp_enabled_at) {
    if (!code.trim()) return { kind: "code-needed", ticket: await codeTicket(db, user, now), wrongCode: false };
    // Past the account's cap not even the right code is checked: that is what bounds the guessing.
    const refused = await codeRefusal(db, keys, now, browser);
    if (refused) return refused;
    const seed = await openTotpSecret(db, user.totp_secret);
    // A seed sealed under an earlier APP_SECRET cannot be read: no code passes (an admin resets 2FA).
    const step = seed ? verifyTotp(seed, code, now.getTime(), user.totp_last_step) : undefined;
    if (step === undefined) {
      await recordSignInFailure(db, keys, now, browser);
      await recordWrongCode(db, keys, now, browser);
      await audit(
        db,
        {
          actorId: user.id,
          action: "sign_in_failed",
          subjectType: "user",
          subjectId: user.id,
          detail: { reason: "code" },
        },
        now,
      );
      return { kind: "code-needed", ticket: await codeTicket(db, user, now), wrongCode: true };
    }
    await db.updateTable("users").set({ totp_last_step: step }).where("id", "=", user.id).execute();
    await clearWrongCodes(db, keys, browser);
  }
  await clearAccountFailures(db, keys, browser);
  const cookie = await createSession(db, user.id, now);
  await audit(db, { actorId: user.id, action: "sign_in", subjectType: "user", subjectId: user.id }, now);
  return { kind: "signed-in", cookie, userId: user.id, email: user.email };
}
