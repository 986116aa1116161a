import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { tokenSecret } from "~/guards/signed-tokens.server";
import { seal, sealingKey, unseal } from "./sealed-secret.server";

/** 32 random bytes, base64url: session ids and one-time link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a session id or link token: its SHA-256, never the value. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A keyed digest for counters (an address or e-mail is never stored in clear). */
export async function keyedDigest(db: Kysely<Database>, purpose: string, value: string): Promise<string> {
  return createHmac("sha256", await tokenSecret(db))
    .update(`${purpose}:${value}`)
    .digest("hex")
    .slice(0, 40);
}

/** A person's TOTP seed as the database keeps it: sealed under the app secret (./sealed-secret.server.ts). */
export async function sealTotpSecret(db: Kysely<Database>, plain: string): Promise<string> {
  return seal(sealingKey(await tokenSecret(db), "totp"), plain);
}

/** The seed back, or undefined if the app secret it was sealed under has changed. */
export async function openTotpSecret(db: Kysely<Database>, stored: string): Promise<string | undefined> {
  return unseal(sealingKey(await tokenSecret(db), "totp"), stored);
}
