import { getDb } from "~/db/connection.server";
import { audit } from "./audit.server";
import { openTotpSecret } from "./crypto.server";
import { verifyPassword } from "./password.server";
import { createSession } from "./sessions.server";
import { clearAccountFailures, recordSignInFailure, signInWait, throttleKeys } from "./throttle.server";
import { verifyTotp } from "./totp";
import { findUserByEmail } from "./users.server";

// One sign-in attempt. Every path that is not a success answers "wrong" the same way and after the
// same work (a password hash is always checked), whether the address has no account, the password
// is wrong, or the account is disabled: no enumeration by answer or timing (ADR 021).

export type SignInOutcome =
  | { kind: "signed-in"; cookie: string; userId: string }
  | { kind: "wrong" }
  | { kind: "code-needed" }
  | { kind: "wait"; seconds: number };

/** `browser`: the counter key of a browser the owner used before (./known-browser.server.ts), if this is one. */
export async function signIn(input: { email: string; password: string; code: string; clientAddress: string; browser?: string }, now = new Date()): Promise<SignInOutcome> {
  const keys = await throttleKeys(input.email, input.clientAddress);
  const browser = input.browser;
  const wait = await signInWait(keys, now, browser);
  if (wait > 0) return { kind: "wait", seconds: wait };

  const user = await findUserByEmail(input.email);
  const passwordOk = await verifyPassword(input.password, user?.password_hash);
  if (!user || !passwordOk || user.disabled_at) {
    await recordSignInFailure(keys, now, browser);
    await audit({ actorId: user?.id ?? null, action: "sign_in_failed", subjectType: user ? "user" : undefined, subjectId: user?.id, detail: { reason: "credentials" } }, undefined, now);
    return { kind: "wrong" };
  }
  if (user.totp_secret && user.totp_enabled_at) {
    if (!input.code.trim()) return { kind: "code-needed" };
    const seed = await openTotpSecret(user.totp_secret);
    // A seed sealed under an earlier APP_SECRET cannot be read: no code passes (an admin resets 2FA).
    const step = seed ? verifyTotp(seed, input.code, now.getTime(), user.totp_last_step) : undefined;
    if (step === undefined) {
      await recordSignInFailure(keys, now, browser);
      await audit({ actorId: user.id, action: "sign_in_failed", subjectType: "user", subjectId: user.id, detail: { reason: "code" } }, undefined, now);
      return { kind: "code-needed" };
    }
    await getDb().updateTable("users").set({ totp_last_step: step }).where("id", "=", user.id).execute();
  }
  await clearAccountFailures(keys, browser);
  const cookie = await createSession(user.id, now);
  await audit({ actorId: user.id, action: "sign_in", subjectType: "user", subjectId: user.id }, undefined, now);
  return { kind: "signed-in", cookie, userId: user.id };
}
