import { createCookie, type Cookie } from "react-router";
import type { Kysely } from "kysely";
import { tokenSecret } from "~/guards/signed-tokens.server";
import type { Database, UserTable } from "~/db/schema.server";
import { authConfig } from "./config.server";
import { randomToken, sha256 } from "./crypto.server";

// Server-side sessions (ADR 021): the cookie carries a random id, the database its hash, so every
// instance sharing the database knows every session, and signing out (here or everywhere) ends it
// at once. A session ends after SESSION_IDLE_HOURS without a request and SESSION_MAX_DAYS after
// sign-in, whichever comes first.

type SessionUser = Pick<UserTable, "id" | "email" | "role" | "totp_enabled_at">;
export type Session = { idHash: string; user: SessionUser; createdAt: string };

function sessionCookieName(): string {
  // __Host-: only over https, only from this host, path=/: a subdomain cannot plant one.
  return authConfig().secureCookies ? "__Host-ilimi_console" : "ilimi_console";
}

// The cookie is React Router's (createCookie, signed with the app secret: ADR 053); its value goes
// out as base64url, so it never needs percent-encoding and a tampered or planted one reads as null.
const jars = new Map<string, Cookie>();

async function sessionJar(db: Kysely<Database>): Promise<Cookie> {
  const secret = await tokenSecret(db);
  const key = `${sessionCookieName()}:${secret}`;
  let jar = jars.get(key);
  if (!jar) {
    jar = createCookie(sessionCookieName(), {
      secrets: [secret],
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: authConfig().secureCookies,
      encode: (value) => Buffer.from(value).toString("base64url"),
      decode: (value) => Buffer.from(value, "base64url").toString(),
    });
    jars.set(key, jar);
  }
  return jar;
}

async function sessionCookie(db: Kysely<Database>, id: string, maxAgeSeconds: number): Promise<string> {
  return (await sessionJar(db)).serialize(id, { maxAge: maxAgeSeconds });
}

export async function clearedSessionCookie(db: Kysely<Database>): Promise<string> {
  return sessionCookie(db, "", 0);
}

/** The value of one cookie of the request, if it was sent. */
export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

async function sessionIdFrom(db: Kysely<Database>, request: Request): Promise<string | undefined> {
  const value: unknown = await (await sessionJar(db)).parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[\w-]{20,100}$/.test(value) ? value : undefined;
}

/** A brand-new session: a fresh id at every sign-in, so an id planted before it is worth nothing. */
export async function createSession(db: Kysely<Database>, userId: string, now = new Date()): Promise<string> {
  const id = randomToken();
  const at = now.toISOString();
  await db
    .insertInto("sessions")
    .values({ id_hash: sha256(id), user_id: userId, created_at: at, last_seen_at: at })
    .execute();
  return await sessionCookie(db, id, Math.floor(authConfig().absoluteMs / 1000));
}

/** The live session of this request, or undefined (none, ended, or its user disabled). */
export async function readSession(
  db: Kysely<Database>,
  request: Request,
  now = new Date(),
): Promise<Session | undefined> {
  const id = await sessionIdFrom(db, request);
  if (!id) return undefined;
  const idHash = sha256(id);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.created_at",
      "sessions.last_seen_at",
      "users.id",
      "users.email",
      "users.role",
      "users.totp_enabled_at",
      "users.disabled_at",
    ])
    .where("sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { idleMs, absoluteMs } = authConfig();
  const expired =
    now.getTime() - Date.parse(row.last_seen_at) > idleMs || now.getTime() - Date.parse(row.created_at) > absoluteMs;
  if (expired || row.disabled_at) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return undefined;
  }
  // Written at most once a minute: a page of parallel data requests is not a burst of writes.
  if (now.getTime() - Date.parse(row.last_seen_at) > 60_000) {
    await db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id_hash", "=", idHash).execute();
  }
  return {
    idHash,
    createdAt: row.created_at,
    user: { id: row.id, email: row.email, role: row.role, totp_enabled_at: row.totp_enabled_at },
  };
}

export async function endSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

/** Signs the user out on every device (password change, reset, disabled account), but `keep`. */
export async function endAllSessions(db: Kysely<Database>, userId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keep) query = query.where("id_hash", "!=", keep);
  await query.execute();
}
