import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { leadsConfig } from "~/delivery/config.server";

// Signed, self-contained tokens: "<payload>.<signature>", both base64url. Each family (newsletter
// links, booking links, known browsers, the confirm page) signs under a domain of its own, and the
// payload names its purpose, so an unsubscribe token can never confirm and vice versa.

const SECRET_KEY = "app_secret";
const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * APP_SECRET when set; otherwise a random secret generated once and kept in the database, so
 * links stay valid across restarts and every server sharing a PostgreSQL database agrees on it.
 */
export async function tokenSecret(db: Kysely<Database>): Promise<string> {
  const configured = leadsConfig().appSecret;
  if (configured) return configured;
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      const candidate = randomBytes(32).toString("hex");
      await db
        .insertInto("app_settings")
        .values({ key: SECRET_KEY, value: candidate })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      // Another process may have won the race: whatever is stored is the secret.
      const row = await db
        .selectFrom("app_settings")
        .select("value")
        .where("key", "=", SECRET_KEY)
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * "<payload>.<signature>", both base64url: a purpose, a subject and an optional expiry (seconds),
 * signed with the app secret under a domain of the caller's, so a token of one family (newsletter
 * links, booking links) never passes in another. Shared by ~/leads/newsletter-tokens and ~/booking/tokens.
 */
export async function signToken(
  db: Kysely<Database>,
  domain: string,
  body: { p: string; s: string; e?: number },
): Promise<string> {
  const payload = Buffer.from(JSON.stringify(body)).toString("base64url");
  return `${payload}.${signature(domain, await tokenSecret(db), payload).toString("base64url")}`;
}

export type ReadToken =
  { ok: true; subjectId: string; expiresAt?: number } | { ok: false; reason: "invalid" | "expired" };

/** The subject of a token signed by signToken for this domain and purpose, unless it is forged or expired. */
export async function readToken(
  db: Kysely<Database>,
  domain: string,
  token: unknown,
  purpose: string,
  now: number,
  maxLength: number,
): Promise<ReadToken> {
  if (typeof token !== "string" || token.length > maxLength) return { ok: false, reason: "invalid" };
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = signature(domain, await tokenSecret(db), payload);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let body: Partial<{ p: unknown; s: unknown; e: unknown }>;
  try {
    body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof body;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (body.p !== purpose || typeof body.s !== "string" || (body.e !== undefined && typeof body.e !== "number"))
    return { ok: false, reason: "invalid" };
  if (body.e !== undefined && body.e * 1000 < now) return { ok: false, reason: "expired" };
  return body.e === undefined
    ? { ok: true, subjectId: body.s }
    : { ok: true, subjectId: body.s, expiresAt: body.e * 1000 };
}

function signature(domain: string, secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`${domain}.${payload}`).digest();
}
