import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "~/db/schema.server";
import { authConfig } from "./config.server";
import { keyedDigest } from "./crypto.server";

// Failed sign-ins and reset requests, counted in the database (shared by every instance) over a
// sliding 15-minute window (ADR 031). A stranger must not be able to keep a colleague out, so the
// tight limit is on an account FROM ONE CLIENT ADDRESS (the pair): ten wrong passwords make that
// address wait for that account, not the owner at their own address. One address is also limited
// across accounts (against spraying), and an account from all addresses together only at a much
// higher count (against a guesser with many addresses); a reset link, requested and used, ends that
// wait. Reset requests are counted apart and never as failures.
// The account key is derived from the typed address whether or not an account exists, so an
// unknown address is throttled exactly like a real one (no enumeration by the limit either).

/**
 * `code`, `codeRun`, `codeRunKnown`: the account's wrong second-factor codes (ADR 080, ./code-throttle.server.ts),
 * from browsers its owner never used (in the window, and in a row) and from the owner's (in a row).
 */
export type ThrottleKeys = {
  account: string;
  client: string;
  pair: string;
  resetPair: string;
  resetClient: string;
  code: string;
  codeRun: string;
  codeRunKnown: string;
};

export async function throttleKeys(db: Kysely<Database>, email: string, clientAddress: string): Promise<ThrottleKeys> {
  const account = await accountDigest(db, email);
  const client = await keyedDigest(db, "sign-in-client", clientAddress);
  return {
    account: `account:${account}`,
    client: `client:${client}`,
    pair: `pair:${account}:${client}`,
    resetPair: `reset:${account}:${client}`,
    resetClient: `reset-client:${client}`,
    code: `code:${account}`,
    codeRun: `code-run:${account}`,
    codeRunKnown: `code-run-known:${account}`,
  };
}

export function accountDigest(db: Kysely<Database>, email: string): Promise<string> {
  return keyedDigest(db, "sign-in-account", email.trim().toLowerCase());
}

/** Seconds until the first of these counters drops below its limit; 0 when all are within theirs. */
export async function waitFor(db: Kysely<Database>, limits: [key: string, max: number][], now: Date): Promise<number> {
  const windowMs = authConfig().throttleWindowMs;
  const since = new Date(now.getTime() - windowMs).toISOString();
  const rows = await db
    .selectFrom("sign_in_failures")
    .select(["key", sql<number | string>`count(*)`.as("count"), sql<string>`min(at)`.as("oldest")])
    .where(
      "key",
      "in",
      limits.map(([key]) => key),
    )
    .where("at", ">", since)
    .groupBy("key")
    .execute();
  let wait = 0;
  for (const row of rows) {
    const max = limits.find(([key]) => key === row.key)![1];
    if (Number(row.count) >= max)
      wait = Math.max(wait, Math.ceil((Date.parse(row.oldest) + windowMs - now.getTime()) / 1000));
  }
  return Math.max(0, wait);
}

export async function record(db: Kysely<Database>, keys: string[], now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("sign_in_failures")
    .values(keys.map((key) => ({ id: randomUUID(), key, at })))
    .execute();
}

/**
 * Seconds until sign-in may be tried again from this client for this account, or 0. A browser the
 * owner used before (`browser`, ./known-browser.server.ts) is held only by its own failures, not by
 * the counts strangers can fill (the account's total, the address's, the pair's at a shared address).
 */
export function signInWait(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now = new Date(),
  browser?: string,
): Promise<number> {
  const config = authConfig();
  if (browser) return waitFor(db, [[browser, config.throttleAccountMax]], now);
  return waitFor(
    db,
    [
      [keys.pair, config.throttleAccountMax],
      [keys.client, config.throttleClientMax],
      [keys.account, config.throttleAccountTotalMax],
    ],
    now,
  );
}

export function recordSignInFailure(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now = new Date(),
  browser?: string,
): Promise<void> {
  return record(db, [keys.pair, keys.client, keys.account, ...(browser ? [browser] : [])], now);
}

/** Seconds until this client may ask for another reset link for this address, or 0. */
export function resetRequestWait(db: Kysely<Database>, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const config = authConfig();
  return waitFor(
    db,
    [
      [keys.resetPair, config.resetRequestMax],
      [keys.resetClient, config.throttleClientMax],
    ],
    now,
  );
}

export function recordResetRequest(db: Kysely<Database>, keys: ThrottleKeys, now = new Date()): Promise<void> {
  return record(db, [keys.resetPair, keys.resetClient], now);
}

/** A successful sign-in clears its account's counts from this client and in total (not the client's: one good password does not excuse a spray). */
export async function clearAccountFailures(db: Kysely<Database>, keys: ThrottleKeys, browser?: string): Promise<void> {
  await db
    .deleteFrom("sign_in_failures")
    .where("key", "in", [keys.account, keys.pair, ...(browser ? [browser] : [])])
    .execute();
}

/** A password set from an e-mailed link ends every wait on that account, from every address. */
export async function clearEveryWaitOn(db: Kysely<Database>, email: string): Promise<void> {
  const account = await accountDigest(db, email);
  await db
    .deleteFrom("sign_in_failures")
    .where((eb) => eb.or([eb("key", "=", `account:${account}`), eb("key", "like", `pair:${account}:%`)]))
    .execute();
}

/** The wait as a visitor reads it and as Retry-After says it: whole minutes, rounded up, so both agree. */
export function waitInMinutes(seconds: number): { minutes: number; retryAfter: string } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return { minutes, retryAfter: String(minutes * 60) };
}

/** Old counters go (the daily retention job), except wrong codes in a row: those end only as ADR 080 says. */
export async function pruneSignInFailures(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom("sign_in_failures")
    .where("at", "<", new Date(now.getTime() - authConfig().throttleWindowMs).toISOString())
    .where("key", "not like", "code-run%")
    .execute();
}
