import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { guardSettings } from "./guard-settings.server";
import { tokenSecret } from "./signed-tokens.server";

// Counters in the rate_limits table: the per-address limiter's store on PostgreSQL
// (server/rate-limit-store.ts, ADR 006) and the per-person limits of the forms (ADR 096), which
// count in the database on both dialects, since a person may post through any instance and from
// any address. One statement per hit, atomic in the database: two instances counting one key at
// the same moment both see the sum.

export type Hit = { hits: number; resetAt: Date };

/** Adds one hit to `key`'s window (a new window once the last has ended); the count after it. */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, now = Date.now()): Promise<Hit> {
  const nowIso = new Date(now).toISOString();
  const resetIso = new Date(now + windowMs).toISOString();
  // In an upsert's SET every expression reads the row as it was, so both CASEs agree on whether
  // the window had ended. Both databases serialise upserts of one key: no hit is lost.
  const row = await db
    .insertInto("rate_limits")
    .values({ key, hits: 1, reset_at: resetIso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => {
        const expired = eb("rate_limits.reset_at", "<=", nowIso);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb("rate_limits.hits", "+", 1))
            .end(),
          reset_at: eb.case().when(expired).then(resetIso).else(eb.ref("rate_limits.reset_at")).end(),
        };
      }),
    )
    .returning(["hits", "reset_at"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
}

const hashKeys = new Map<string, Buffer>();

/**
 * "<prefix><hex HMAC-SHA256>": an address or an e-mail is personal data and has no business in the
 * database as it is. A plain SHA-256 would not hide it (all IPv4 addresses hash in minutes); the
 * HMAC key comes from the shared secret, so every instance derives the same stored key.
 */
async function counterKey(db: Kysely<Database>, prefix: string, value: string): Promise<string> {
  const secret = await tokenSecret(db);
  let key = hashKeys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("rate-limit-key").digest();
    if (hashKeys.size > 8) hashKeys.clear();
    hashKeys.set(secret, key);
  }
  return `${prefix}${createHmac("sha256", key).update(value).digest("hex")}`;
}

/**
 * One more post of `form` by the person with this e-mail: the seconds they must wait when it is
 * over their budget (the settings' per-person limit), or null. Many people share an address (a
 * campus, a carrier-grade NAT): the per-address limit is wide for them, and this one keeps a
 * single sender from filling the inbox through it, or from many addresses (ADR 096).
 */
export async function personOverLimit(db: Kysely<Database>, form: string, email: string): Promise<number | null> {
  const limit = guardSettings().personLimit;
  if (!limit) return null;
  const now = Date.now();
  let hit: Hit;
  try {
    const key = await counterKey(db, `${form}-person:`, email.trim().toLowerCase());
    hit = await countHit(db, key, limit.windowMs, now);
  } catch (error) {
    // As the per-address limiter does (ADR 006): a counter that cannot count lets the post
    // through, with a warning, rather than refusing every visitor or losing their request.
    logger.warn(
      { form, err: error instanceof Error ? error.message : String(error) },
      "person counter unavailable, post let through",
    );
    return null;
  }
  sweepIfDue(db, now, limit.windowMs);
  if (hit.hits <= limit.max) return null;
  return Math.max(1, Math.ceil((hit.resetAt.getTime() - now) / 1000));
}

let nextSweepAt = 0;
/**
 * On SQLite no limiter store sweeps the table (the address counters live in memory): expired
 * person counters are deleted about once a window, without making the post wait.
 */
function sweepIfDue(db: Kysely<Database>, now: number, windowMs: number): void {
  if (now < nextSweepAt) return;
  nextSweepAt = now + Math.max(windowMs, 60_000);
  db.deleteFrom("rate_limits")
    .where("reset_at", "<=", new Date(now).toISOString())
    .execute()
    .catch(() => undefined);
}
