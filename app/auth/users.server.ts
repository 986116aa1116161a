import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, UserRole, UserTable, UserTokenPurpose } from "~/db/schema.server";
import { authConfig } from "./config.server";
import { randomToken, sha256 } from "./crypto.server";
import { hashPassword } from "./password.server";
import { endAllSessions } from "./sessions.server";
import { clearEveryWrongCode } from "./code-throttle.server";

// Staff accounts and their one-time links (invite, reset). A link's token is random; the database
// keeps its hash and expiry, and using it deletes it: single-use, expiring, and a tampered token
// matches nothing.

export { userRoles } from "~/audit/vocabulary";

function normalizeUserEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserTable | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email_normalized", "=", normalizeUserEmail(email))
    .executeTakeFirst();
}

export async function findUser(db: Kysely<Database>, id: string): Promise<UserTable | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listUsers(db: Kysely<Database>): Promise<UserTable[]> {
  return db.selectFrom("users").selectAll().orderBy("created_at").execute();
}

/** A new account without a password; "exists" when the address already has one. */
export async function createUser(
  db: Kysely<Database>,
  email: string,
  role: UserRole,
  now = new Date(),
): Promise<{ ok: true; user: UserTable } | { ok: false; reason: "exists" }> {
  const user: UserTable = {
    id: randomUUID(),
    email: email.trim(),
    email_normalized: normalizeUserEmail(email),
    role,
    password_hash: null,
    password_changed_at: null,
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    disabled_at: null,
    created_at: now.toISOString(),
    name: null,
    presents: 0,
    languages: "en",
    hours: null,
    days_off: "",
  };
  const result = await db
    .insertInto("users")
    .values(user)
    .onConflict((oc) => oc.column("email_normalized").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? { ok: true, user } : { ok: false, reason: "exists" };
}

/** A one-time link token; earlier links of the same purpose stop working. */
export async function issueUserToken(
  db: Kysely<Database>,
  userId: string,
  purpose: UserTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  const ttl = purpose === "invite" ? authConfig().inviteTtlMs : authConfig().resetTtlMs;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_tokens").where("user_id", "=", userId).where("purpose", "=", purpose).execute();
    await trx
      .insertInto("user_tokens")
      .values({
        token_hash: sha256(token),
        user_id: userId,
        purpose,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ttl).toISOString(),
      })
      .execute();
  });
  return token;
}

export function setPasswordUrl(token: string): string {
  return `${authConfig().siteUrl}/sales/set-password?token=${encodeURIComponent(token)}`;
}

/** Whether the link's token is live (to show the form); does not use it up. */
export async function peekUserToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<{ userId: string; purpose: UserTokenPurpose; email: string } | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const row = await db
    .selectFrom("user_tokens")
    .innerJoin("users", "users.id", "user_tokens.user_id")
    .select([
      "user_tokens.user_id",
      "user_tokens.purpose",
      "user_tokens.expires_at",
      "users.email",
      "users.disabled_at",
    ])
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row || row.disabled_at || Date.parse(row.expires_at) <= now.getTime()) return undefined;
  return { userId: row.user_id, purpose: row.purpose, email: row.email };
}

/**
 * Uses the link: sets the password, deletes every link of the account and ends all its sessions
 * (whoever had the old password is signed out). Undefined when the token is not live; the
 * delete-first makes two simultaneous uses set the password once.
 */
export async function setPasswordWithToken(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ userId: string; purpose: UserTokenPurpose } | undefined> {
  const live = await peekUserToken(db, token, now);
  if (!live) return undefined;
  const hash = await hashPassword(password);
  const used = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("user_tokens").where("token_hash", "=", sha256(token)).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return false;
    await trx.deleteFrom("user_tokens").where("user_id", "=", live.userId).execute();
    await trx
      .updateTable("users")
      .set({ password_hash: hash, password_changed_at: now.toISOString() })
      .where("id", "=", live.userId)
      .execute();
    return true;
  });
  if (!used) return undefined;
  await endAllSessions(db, live.userId);
  return { userId: live.userId, purpose: live.purpose };
}

/** A signed-in user's own change: every other session ends, this one stays. */
export async function changePassword(
  db: Kysely<Database>,
  userId: string,
  password: string,
  keepSession: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password), password_changed_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
  await endAllSessions(db, userId, keepSession);
}

export async function setUserRole(db: Kysely<Database>, userId: string, role: UserRole): Promise<void> {
  await db.updateTable("users").set({ role }).where("id", "=", userId).execute();
}

export async function setUserDisabled(
  db: Kysely<Database>,
  userId: string,
  disabled: boolean,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ disabled_at: disabled ? now.toISOString() : null })
      .where("id", "=", userId)
      .execute();
    if (disabled) await endCalendarSubscription(trx, userId);
  });
  if (disabled) {
    await endAllSessions(db, userId);
    await db.deleteFrom("user_tokens").where("user_id", "=", userId).execute();
  }
}

/**
 * Leaving the team ends the presenter's calendar address (ADR 080): deleted, not paused, so an account
 * enabled again or presenting again needs a new one and the old address stays dead. Here, beside the
 * change itself, so the team page and the users command line cannot forget it.
 */
function endCalendarSubscription(db: Kysely<Database>, userId: string) {
  return db.deleteFrom("calendar_subscriptions").where("user_id", "=", userId).execute();
}

/** What may change of an account's name and presenter profile (ADR 038); a field left out stays. */
export type ProfilePatch = {
  name?: string | null;
  presents?: boolean;
  languages?: string[];
  hours?: string | null;
  daysOff?: string[];
  meetingUrl?: string | null;
};

export async function updateUserProfile(db: Kysely<Database>, userId: string, patch: ProfilePatch): Promise<void> {
  const set = {
    ...(patch.name !== undefined ? { name: patch.name?.trim() || null } : {}),
    ...(patch.presents !== undefined ? { presents: patch.presents ? 1 : 0 } : {}),
    ...(patch.languages !== undefined ? { languages: patch.languages.join(",") } : {}),
    ...(patch.hours !== undefined ? { hours: patch.hours } : {}),
    ...(patch.daysOff !== undefined ? { days_off: patch.daysOff.join(",") } : {}),
    ...(patch.meetingUrl !== undefined ? { meeting_url: patch.meetingUrl } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set(set).where("id", "=", userId).execute();
    if (patch.presents === false) await endCalendarSubscription(trx, userId);
  });
}

/** A person who lost their authenticator: two-factor sign-in is off until they turn it on again. */
export async function turnOffTwoFactor(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ totp_enabled_at: null, totp_secret: null, totp_last_step: null })
    .where("id", "=", userId)
    .execute();
  // The wrong codes were against the old seed: a new one starts with no run (ADR 080).
  const user = await findUser(db, userId);
  if (user) await clearEveryWrongCode(db, user.email);
}
