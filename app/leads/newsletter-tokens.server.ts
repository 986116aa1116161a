import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { localizePath, type Locale } from "~/content/locale";
import { leadsConfig } from "~/delivery/config.server";
import { readToken, signToken } from "~/guards/signed-tokens.server";

// The newsletter's links: a token to confirm a subscription (it expires) and one to unsubscribe
// (it does not), signed under the newsletter's own domain (app/guards/signed-tokens.server.ts).

export type TokenPurpose = "confirm" | "unsubscribe";
type Payload = { p: TokenPurpose; s: string; e?: number };

export type VerifiedToken = { ok: true; subjectId: string } | { ok: false; reason: "invalid" | "expired" };

const newsletterDomain = "ilimi-token-v1";

export async function createToken(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  subjectId: string,
  options: { ttlMs?: number; now?: number } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const body: Payload = { p: purpose, s: subjectId };
  if (options.ttlMs !== undefined) body.e = Math.floor((now + options.ttlMs) / 1000);
  return signToken(db, newsletterDomain, body);
}

export async function verifyToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<VerifiedToken> {
  const read = await readToken(db, newsletterDomain, token, purpose, now, 1000);
  return read.ok ? { ok: true, subjectId: read.subjectId } : read;
}

/** The links every newsletter e-mail carries, to the pages of the subscriber's edition. */
export async function newsletterLinks(
  db: Kysely<Database>,
  subscriberId: string,
  locale: Locale = "en",
  now = Date.now(),
): Promise<{ confirmUrl: string; unsubscribeUrl: string }> {
  const config = leadsConfig();
  const confirm = await createToken(db, "confirm", subscriberId, { ttlMs: config.confirmationTokenTtlMs, now });
  const unsubscribe = await createToken(db, "unsubscribe", subscriberId);
  return {
    confirmUrl: `${config.siteUrl}${localizePath(locale, "/newsletter/confirm")}?token=${encodeURIComponent(confirm)}`,
    unsubscribeUrl: `${config.siteUrl}${localizePath(locale, "/newsletter/unsubscribe")}?token=${encodeURIComponent(unsubscribe)}`,
  };
}
