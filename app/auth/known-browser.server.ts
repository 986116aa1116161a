import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";
import { readToken, signToken } from "~/guards/signed-tokens.server";
import { authConfig } from "./config.server";
import { cookieValue } from "./sessions.server";
import { accountDigest } from "./throttle.server";

// A browser the owner has used (ADR 031): after a sign-in, or after setting a password from an
// e-mailed link, it gets a signed cookie naming the account (as its keyed digest, never the address)
// and a random id of its own. Sign-in from that browser to that account is then held only by its
// own failures, not by the limits strangers can fill (the account's total, or a shared address),
// so a guesser with many addresses cannot keep the owner out of the browser they use.

const domain = "ilimi-known-browser-v1";
const lifetimeSeconds = 30 * 86_400;

function cookieName(): string {
  return authConfig().secureCookies ? "__Host-ilimi_known" : "ilimi_known";
}

/** The Set-Cookie that marks this browser as the owner's for this address. */
export async function knownBrowserCookie(db: Kysely<Database>, email: string, now = new Date()): Promise<string> {
  const subject = `${await accountDigest(db, email)}:${randomBytes(12).toString("base64url")}`;
  const value = await signToken(db, domain, {
    p: "known",
    s: subject,
    e: Math.floor(now.getTime() / 1000) + lifetimeSeconds,
  });
  const secure = authConfig().secureCookies ? "; Secure" : "";
  return `${cookieName()}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${lifetimeSeconds}${secure}`;
}

/** The counter key of this browser ("browser:<id>") when its cookie was given for this address; otherwise undefined. */
export async function knownBrowserKey(
  db: Kysely<Database>,
  request: Request,
  email: string,
  now = new Date(),
): Promise<string | undefined> {
  const read = await readToken(db, domain, cookieValue(request, cookieName()), "known", now.getTime(), 400);
  if (!read.ok) return undefined;
  const [account, id] = read.subjectId.split(":");
  return id && account === (await accountDigest(db, email)) ? `browser:${id}` : undefined;
}
