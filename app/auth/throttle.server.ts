import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { getDb } from "~/db/connection.server";
import { authConfig } from "./config.server";
import { keyedDigest } from "./crypto.server";

// Failed sign-ins, counted in the database (shared by every instance) per account and per client
// address over a sliding 15-minute window. Past the limit, sign-in for that account (or from that
// client) waits until the oldest failure in the window ages out: at most 15 minutes, so an attacker
// who hammers a colleague's address delays them by minutes, never locks them out for days.
// The account key is derived from the typed address whether or not an account exists, so an
// unknown address is throttled exactly like a real one (no enumeration by the limit either).

export type ThrottleKeys = { account: string; client: string };

export async function throttleKeys(email: string, clientAddress: string): Promise<ThrottleKeys> {
  return { account: `account:${await keyedDigest("sign-in-account", email.trim().toLowerCase())}`, client: `client:${await keyedDigest("sign-in-client", clientAddress)}` };
}

/** Seconds until sign-in may be tried again, or 0 when within both limits. */
export async function signInWait(keys: ThrottleKeys, now = new Date()): Promise<number> {
  const config = authConfig();
  const since = new Date(now.getTime() - config.throttleWindowMs).toISOString();
  const rows = await getDb()
    .selectFrom("sign_in_failures")
    .select(["key", sql<number | string>`count(*)`.as("count"), sql<string>`min(at)`.as("oldest")])
    .where("key", "in", [keys.account, keys.client])
    .where("at", ">", since)
    .groupBy("key")
    .execute();
  let wait = 0;
  for (const row of rows) {
    const max = row.key === keys.account ? config.throttleAccountMax : config.throttleClientMax;
    if (Number(row.count) >= max) wait = Math.max(wait, Math.ceil((Date.parse(row.oldest) + config.throttleWindowMs - now.getTime()) / 1000));
  }
  return Math.max(0, wait);
}

export async function recordSignInFailure(keys: ThrottleKeys, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await getDb().insertInto("sign_in_failures").values([{ id: randomUUID(), key: keys.account, at }, { id: randomUUID(), key: keys.client, at }]).execute();
}

/** A successful sign-in clears its account's count (not the client's: one good password does not excuse a spray). */
export async function clearAccountFailures(keys: ThrottleKeys): Promise<void> {
  await getDb().deleteFrom("sign_in_failures").where("key", "=", keys.account).execute();
}

/** Old counters go (the daily retention job). */
export async function pruneSignInFailures(now = new Date()): Promise<void> {
  await getDb().deleteFrom("sign_in_failures").where("at", "<", new Date(now.getTime() - authConfig().throttleWindowMs).toISOString()).execute();
}
