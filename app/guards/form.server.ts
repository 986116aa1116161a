import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { guardSettings } from "./guard-settings.server";
import { logger } from "~/lib/logger.server";
import type { PostedFields } from "./form-values";
import { formTokenField, honeypotField } from "./fields";
import { tokenSecret } from "./signed-tokens.server";

// The checks a form post passes before it is validated: same origin, honeypot, fill time.
// Defence in depth with the per-client rate limit (server/rate-limit.ts); no third-party CAPTCHA.

/** A form older than this is refused politely (sent again with the input kept), so tokens cannot be farmed forever. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// f2 added a random part: each served form has its own token, which stores one request (ADR 013).
// An f1 token (served before) is asked to be sent again, with the input kept.
const TOKEN_VERSION = "f2";

function signature(key: string, issuedAt: number, nonce: string): Buffer {
  return createHmac("sha256", key).update(`ilimi-form-timestamp.${TOKEN_VERSION}.${issuedAt}.${nonce}`).digest();
}

/** "f2.<issued-at ms>.<random>.<hmac>": when the server served this form, which cannot be back-dated, and which form it was. */
/** What a token looks like inside a page (server/rendered-page-cache.ts fills a fresh one into kept HTML). */
export const formTokenPattern = /f2\.\d+\.[\w-]{1,32}\.[\w-]+/;

export function createFormToken(key: string, now = Date.now(), nonce = randomBytes(9).toString("base64url")): string {
  return `${TOKEN_VERSION}.${now}.${nonce}.${signature(key, now, nonce).toString("base64url")}`;
}

export type TokenCheck = "fresh" | "missing" | "forged" | "too-fast" | "expired";

export function checkFormToken(
  key: string,
  token: FormDataEntryValue | null,
  minFillMs: number,
  now = Date.now(),
): TokenCheck {
  if (token === null || token === "") return "missing";
  if (typeof token !== "string" || token.length > 200) return "forged";
  const [version, issued, nonce, mac, extra] = token.split(".");
  const issuedAt = Number(issued);
  if (
    version !== TOKEN_VERSION ||
    !nonce ||
    !/^[\w-]{1,32}$/.test(nonce) ||
    !mac ||
    extra !== undefined ||
    !Number.isSafeInteger(issuedAt)
  )
    return "forged";
  const expected = signature(key, issuedAt, nonce);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
  if (now - issuedAt < minFillMs) return "too-fast";
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return "expired";
  return "fresh";
}

let fallbackKey: string | undefined;
let derivedKey: { secret: string; key: string } | undefined;

/**
 * The key that signs form timestamps: derived from the lead store's secret (APP_SECRET, or the one
 * kept in the database), so every server behind a load balancer agrees. If the database cannot be
 * reached the page must still render, so a per-process key stands in; a form signed with it and
 * posted to another process is asked to be sent again, never dropped.
 */
export async function formTokenKey(db: Kysely<Database>): Promise<string> {
  try {
    const secret = await tokenSecret(db);
    // Derived once per secret: every form post and every served form needs it.
    if (derivedKey?.secret !== secret)
      derivedKey = { secret, key: createHmac("sha256", secret).update("form-timestamp-key").digest("hex") };
    return derivedKey.key;
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      "form token key unavailable; using a per-process key",
    );
    fallbackKey ??= randomBytes(32).toString("hex");
    return fallbackKey;
  }
}

/** A fresh signed timestamp for a form being served now. */
export async function issueFormToken(db: Kysely<Database>): Promise<string> {
  return createFormToken(await formTokenKey(db));
}

/**
 * Same origin: Origin (or, without it, Referer) must be this site's SITE_URL origin or the host
 * the request was addressed to. A post with neither header is refused too: every current browser
 * sends Origin with a form post, so its absence means a script, not a visitor.
 */
export function isSameOrigin({
  origin,
  referer,
  host,
  siteUrl,
}: {
  origin?: string | null;
  referer?: string | null;
  host: string;
  siteUrl: string;
}): boolean {
  const source = origin && origin !== "null" ? origin : referer;
  if (!source) return false;
  let from: URL;
  try {
    from = new URL(source);
  } catch {
    return false;
  }
  if (from.origin === new URL(siteUrl).origin) return true;
  // Host, not origin: behind a TLS-terminating proxy without trust proxy the request looks like http.
  return from.host === host;
}

/** The same check on a route action's request (the server checks before, this is the second line). */
export function isSameOriginPost(request: Request, siteUrl: string = guardSettings().siteUrl): boolean {
  return isSameOrigin({
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
    host: new URL(request.url).host,
    siteUrl,
  });
}

/**
 * The posted form, or null when the body is not one: a multipart post with a missing or wrong
 * boundary, or cut short. Only scripts send those (our forms post URL-encoded), and reading one
 * throws, which React Router would answer with a 500.
 */
export async function readFormData(request: Request, form: string): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    logger.warn({ form, reason: "unreadable-body" }, "form post refused");
    return null;
  }
}

type BotReason = "honeypot" | "missing-timestamp" | "too-fast";

export type GuardVerdict =
  | { verdict: "person"; token: string }
  /** token: the signed one it came with, when it had one (single use holds for these too). */
  | { verdict: "bot"; reason: BotReason; token: string }
  | { verdict: "resend"; reason: "forged-timestamp" | "expired-timestamp" };

/**
 * Honeypot and fill time. A post that looks automated is not dropped here: the caller keeps it in
 * quarantine or asks for it again (ADR 013); only the reason is logged, never what was sent. A
 * forged or expired timestamp may be a person (a tab left open for days, a restarted server
 * without APP_SECRET): they are asked to send again, with their input kept.
 */
export async function inspectSubmission(
  db: Kysely<Database>,
  formData: PostedFields,
  options: { form: "demo" | "newsletter"; allowMissingToken?: boolean },
): Promise<GuardVerdict> {
  const token = formData.get(formTokenField);
  const check = checkFormToken(await formTokenKey(db), token, guardSettings().minFillMs);
  // Only a token this server signed is worth remembering as used.
  const signed = typeof token === "string" && (check === "fresh" || check === "too-fast") ? token : "";
  // Every copy of the honeypot counts: a bot may fill a second one, and FormData.get() reads the first.
  if (formData.getAll(honeypotField).some((value) => typeof value === "string" && value.trim() !== ""))
    return bot(options.form, "honeypot", signed);

  if (check === "missing" && options.allowMissingToken) return { verdict: "person", token: "" };
  switch (check) {
    case "fresh":
      return { verdict: "person", token: signed };
    case "missing":
      return bot(options.form, "missing-timestamp", "");
    case "too-fast":
      return bot(options.form, "too-fast", signed);
    case "forged":
      logger.warn({ form: options.form, reason: "forged-timestamp" }, "form asked to be sent again");
      return { verdict: "resend", reason: "forged-timestamp" };
    case "expired":
      return { verdict: "resend", reason: "expired-timestamp" };
  }
}

function bot(form: string, reason: BotReason, token: string): GuardVerdict {
  logger.warn({ form, reason }, "bot suspected");
  return { verdict: "bot", reason, token };
}
