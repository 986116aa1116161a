import { type Kysely, sql } from "kysely";
import type { Database } from "~/db/schema.server";
import { authConfig } from "./config.server";
import { accountDigest, record, waitFor, type ThrottleKeys } from "./throttle.server";

// Wrong second-factor codes, bounded per account whatever the number of addresses (ADR 080). Only
// someone who knows the password reaches the code, so these counts are about that person: from
// browsers the owner never used, all addresses together may get SIGN_IN_CODE_MAX wrong codes per
// 15 minutes and half of SIGN_IN_CODE_TOTAL_MAX in a row; the owner's own browsers (ADR 031's
// known-browser cookie) have the other half in a row, so strangers can never use it up. A run ends
// only with a right code in its own half, or an admin resetting two-factor: not with time (NIST SP
// 800-63B §5.2.2 counts consecutive failures) and not with a password reset (the mailbox alone
// would then buy a fresh run; the reset marks the owner's browser, which is all the owner needs).

/** Why the code step does not check a code now: a wait in seconds, or a run used up. */
export type CodeRefusal = { kind: "wait"; seconds: number } | { kind: "code-locked" };

async function inARow(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .selectFrom("sign_in_failures")
    .select(sql<number | string>`count(*)`.as("count"))
    .where("key", "=", key)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Undefined when a code may be checked now for this account from this browser (`browser`: a known one's key). */
export async function codeRefusal(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now: Date,
  browser?: string,
): Promise<CodeRefusal | undefined> {
  const config = authConfig();
  // A known browser's window is its own key, already checked with the password's (signInWait).
  if ((await inARow(db, browser ? keys.codeRunKnown : keys.codeRun)) >= config.codeRunMax)
    return { kind: "code-locked" };
  if (browser) return undefined;
  const seconds = await waitFor(db, [[keys.code, config.codeWindowMax]], now);
  return seconds > 0 ? { kind: "wait", seconds } : undefined;
}

/** A wrong code, counted in this browser's half (the window, for unknown browsers, too). */
export function recordWrongCode(db: Kysely<Database>, keys: ThrottleKeys, now: Date, browser?: string): Promise<void> {
  return record(db, browser ? [keys.codeRunKnown] : [keys.code, keys.codeRun], now);
}

/** A right code ends the run of its own half only: the owner signing in at home gives a guesser nothing back. */
export async function clearWrongCodes(db: Kysely<Database>, keys: ThrottleKeys, browser?: string): Promise<void> {
  await db
    .deleteFrom("sign_in_failures")
    .where("key", "in", browser ? [keys.codeRunKnown] : [keys.code, keys.codeRun])
    .execute();
}

/** Two-factor turned off (an admin's reset, or the owner's): every run of wrong codes on the account ends. */
export async function clearEveryWrongCode(db: Kysely<Database>, email: string): Promise<void> {
  const account = await accountDigest(db, email);
  await db
    .deleteFrom("sign_in_failures")
    .where("key", "in", [`code:${account}`, `code-run:${account}`, `code-run-known:${account}`])
    .execute();
}
