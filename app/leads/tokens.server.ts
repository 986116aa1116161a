import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { initDatabase } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { leadsConfig } from "./config.server";

// Signed, self-contained tokens for the newsletter links: "<payload>.<signature>", both base64url.
// The payload names its purpose, so an unsubscribe token can never confirm and vice versa.

export type TokenPurpose = "confirm" | "unsubscribe";
type Payload = { p: TokenPurpose; s: string; e?: number };

export type VerifiedToken = { ok: true; subjectId: string } | { ok: false; reason: "invalid" | "expired" };

const SECRET_KEY = "app_secret";
const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * APP_SECRET when set; otherwise a random secret generated once and kept in the database, so
 * links stay valid across restarts and every server sharing a PostgreSQL database agrees on it.
 */
export async function tokenSecret(db?: Kysely<Database>): Promise<string> {
  const configured = leadsConfig().appSecret;
  if (configured) return configured;
  // initDatabase() returns the open database at once; under `react-router dev` it opens it.
  const database = db ?? (await initDatabase());
  let secret = secrets.get(database);
  if (!secret) {
    secret = (async () => {
      const candidate = randomBytes(32).toString("hex");
      await database.insertInto("app_settings").values({ key: SECRET_KEY, value: candidate }).onConflict((oc) => oc.column("key").doNothing()).execute();
      // Another process may have won the race: whatever is stored is the secret.
      const row = await database.selectFrom("app_settings").select("value").where("key", "=", SECRET_KEY).executeTakeFirstOrThrow();
      return row.value;
    })();
    secret.catch(() => secrets.delete(database));
    secrets.set(database, secret);
  }
  return secret;
}

function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`ilimi-token-v1.${payload}`).digest();
}

export async function createToken(purpose: TokenPurpose, subjectId: string, options: { ttlMs?: number; now?: number } = {}): Promise<string> {
  const now = options.now ?? Date.now();
  const body: Payload = { p: purpose, s: subjectId };
  if (options.ttlMs !== undefined) body.e = Math.floor((now + options.ttlMs) / 1000);
  const payload = Buffer.from(JSON.stringify(body)).toString("base64url");
  return `${payload}.${sign(await tokenSecret(), payload).toString("base64url")}`;
}

export async function verifyToken(token: string, purpose: TokenPurpose, now = Date.now()): Promise<VerifiedToken> {
  if (typeof token !== "string" || token.length > 1000) return { ok: false, reason: "invalid" };
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = sign(await tokenSecret(), payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let body: Partial<Payload>;
  try {
    body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (body.p !== purpose || typeof body.s !== "string") return { ok: false, reason: "invalid" };
  if (body.e !== undefined && body.e * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, subjectId: body.s };
}

/** The links every newsletter e-mail carries. */
export async function newsletterLinks(subscriberId: string, now = Date.now()): Promise<{ confirmUrl: string; unsubscribeUrl: string }> {
  const config = leadsConfig();
  const confirm = await createToken("confirm", subscriberId, { ttlMs: config.confirmationTokenTtlMs, now });
  const unsubscribe = await createToken("unsubscribe", subscriberId);
  return {
    confirmUrl: `${config.siteUrl}/newsletter/confirm?token=${encodeURIComponent(confirm)}`,
    unsubscribeUrl: `${config.siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
  };
}
