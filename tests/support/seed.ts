import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { createCookie } from "react-router";
import { hashPassword } from "~/auth/password.server";
import { randomToken, sha256 } from "~/auth/crypto.server";
import { seal, sealingKey } from "~/auth/sealed-secret.server";
import { newTotpSecret } from "~/auth/totp";
import { createUser, updateUserProfile, type ProfilePatch } from "~/auth/users.server";
import { SQLITE_FILE_NAME } from "~/db/connection.server";
import type { Database, UserRole } from "~/db/schema.server";
import { ImmediateSqliteDialect } from "~/db/sqlite-immediate.server";
import { testAppSecret } from "./start-server";

// Seed, do not journey (ADR 085): a test's set-up writes the accounts it needs straight into the
// database of the server under test (its SQLite file, WAL lets a second writer in while it runs, or
// its PostgreSQL database) with the app's own modules (createUser, the profile patch, the password
// hash, the sealed second factor) and gets a session cookie minted as the server mints one. The
// users command line, the set-password link and the sign-in form keep one test each of their own.

/** Where a running server keeps its data: as RunningServer / ConsoleServer carry it. */
export type SeedTarget = { dataDir: string; databaseUrl?: string };

export type SeedAccount = {
  email: string;
  role: UserRole;
  /** Without one the account can sign in with support/console.ts's goodPassword. */
  password?: string;
  /** The name, presenter profile (languages, hours, days off, meeting room) the users CLI would set. */
  profile?: ProfilePatch;
  /** Two-factor sign-in turned on with a fresh seed (returned, to compute codes with app/auth/totp). */
  twoFactor?: boolean;
  /** The server's APP_SECRET (support/start-server.ts gives every server testAppSecret). */
  appSecret?: string;
  /** A server whose SITE_URL is https names its cookie __Host-ilimi_console. */
  secureCookies?: boolean;
};

export type SeededAccount = {
  id: string;
  email: string;
  /** "name=value" for a Cookie header: a live session, as if the account had just signed in. */
  cookie: string;
  cookieName: string;
  cookieValue: string;
  totpSecret?: string;
};

export const seedPassword = "maize harmattan 42 kettle";

/** The database of a running server, opened for as long as `work` takes. */
async function withServerDatabase<T>(target: SeedTarget, work: (db: Kysely<Database>) => Promise<T>) {
  const db = target.databaseUrl ? postgres(target.databaseUrl) : sqlite(target.dataDir);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

function sqlite(dataDir: string): Kysely<Database> {
  const file = new SQLite(join(dataDir, SQLITE_FILE_NAME));
  // The server holds the file in WAL mode; wait for its writer rather than fail, as the CLIs do.
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: file }) });
}

function postgres(url: string): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
  });
}

// scrypt costs 50-100 ms a hash by design: one hash per password per test worker is enough, as
// verifyPassword reads the salt and parameters from the hash itself.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) =>
  hashes.get(password) ?? hashes.set(password, hashPassword(password)).get(password)!;

/** An account that has set its password and signed in, written straight into the server's database. */
export async function seedAccount(target: SeedTarget, account: SeedAccount): Promise<SeededAccount> {
  const appSecret = account.appSecret ?? testAppSecret;
  const passwordHash = await hashOf(account.password ?? seedPassword);
  const totpSecret = account.twoFactor ? newTotpSecret() : undefined;
  return withServerDatabase(target, async (db) => {
    const created = await createUser(db, account.email, account.role);
    if (!created.ok) throw new Error(`seed: ${account.email} already has an account`);
    const id = created.user.id;
    const now = new Date().toISOString();
    if (account.profile) await updateUserProfile(db, id, account.profile);
    await db
      .updateTable("users")
      .set({
        password_hash: passwordHash,
        password_changed_at: now,
        ...(totpSecret ? { totp_secret: seal(sealingKey(appSecret, "totp"), totpSecret), totp_enabled_at: now } : {}),
      })
      .where("id", "=", id)
      .execute();
    const session = await mintSession(db, id, appSecret, account.secureCookies ?? false);
    return { id, email: account.email, ...session, ...(totpSecret ? { totpSecret } : {}) };
  });
}

/** A new session of an existing account, as app/auth/sessions.server.ts's createSession makes one. */
export async function seedSession(
  target: SeedTarget,
  userId: string,
  options: { appSecret?: string; secureCookies?: boolean } = {},
): Promise<Pick<SeededAccount, "cookie" | "cookieName" | "cookieValue">> {
  return withServerDatabase(target, (db) =>
    mintSession(db, userId, options.appSecret ?? testAppSecret, options.secureCookies ?? false),
  );
}

async function mintSession(db: Kysely<Database>, userId: string, appSecret: string, secure: boolean) {
  const id = randomToken();
  const at = new Date().toISOString();
  await db
    .insertInto("sessions")
    .values({ id_hash: sha256(id), user_id: userId, created_at: at, last_seen_at: at })
    .execute();
  // The server's cookie jar (sessions.server.ts): React Router's signed cookie, base64url-encoded.
  const cookieName = secure ? "__Host-ilimi_console" : "ilimi_console";
  const jar = createCookie(cookieName, {
    secrets: [appSecret],
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    encode: (value) => Buffer.from(value).toString("base64url"),
    decode: (value) => Buffer.from(value, "base64url").toString(),
  });
  const cookie = (await jar.serialize(id)).split(";")[0]!;
  return { cookie, cookieName, cookieValue: cookie.slice(cookieName.length + 1) };
}
