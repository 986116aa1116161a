import { createHmac } from "node:crypto";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { Kysely } from "kysely";
import { initDatabase } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { describeError } from "~/delivery/outbox.server";
import { countHit } from "~/guards/hit-counter.server";
import { tokenSecret } from "~/guards/signed-tokens.server";
import { logger } from "~/lib/logger.server";

// express-rate-limit's counters in the database, so that every instance sharing one PostgreSQL
// counts a client's posts together (ADR 006). One statement per hit (countHit), atomic in the
// database, so two instances counting the same client at the same moment both see the sum.

export type DatabaseStoreOptions = {
  /** Names the form in the stored key ("demo:"), so each limiter counts on its own. */
  prefix: string;
  /** Resolved at each hit: the server creates its limiters before it opens the database. */
  db?: () => Promise<Kysely<Database>>;
  /** Keys the hash of client addresses; every instance must use the same one to share counts. */
  secret?: () => Promise<string>;
  /** How often this store deletes expired counters; by default once a window, at least a minute. */
  sweepEveryMs?: number;
};

export class DatabaseRateLimitStore implements Store {
  /** Counts are shared between instances: express-rate-limit's double-count check relies on it. */
  readonly localKeys = false;
  readonly prefix: string;
  private readonly db: () => Promise<Kysely<Database>>;
  private readonly secret: () => Promise<string>;
  private readonly sweepEveryMs: number | undefined;
  private windowMs = 60_000;
  private nextSweepAt = 0;
  private hashKey: { secret: string; key: Buffer } | undefined;

  constructor(options: DatabaseStoreOptions) {
    this.prefix = options.prefix;
    this.db = options.db ?? (() => initDatabase());
    this.secret = options.secret ?? (async () => tokenSecret(await this.db()));
    this.sweepEveryMs = options.sweepEveryMs;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(clientKey: string): Promise<ClientRateLimitInfo> {
    const db = await this.db();
    const key = await this.storedKey(clientKey);
    const now = Date.now();
    const row = await countHit(db, key, this.windowMs, now);
    this.sweepIfDue(db, now);
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async get(clientKey: string): Promise<ClientRateLimitInfo | undefined> {
    const key = await this.storedKey(clientKey);
    const row = await (
      await this.db()
    )
      .selectFrom("rate_limits")
      .select(["hits", "reset_at"])
      .where("key", "=", key)
      .where("reset_at", ">", new Date().toISOString())
      .executeTakeFirst();
    return row ? { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) } : undefined;
  }

  async decrement(clientKey: string): Promise<void> {
    const key = await this.storedKey(clientKey);
    await (
      await this.db()
    )
      .updateTable("rate_limits")
      .set((eb) => ({ hits: eb("hits", "-", 1) }))
      .where("key", "=", key)
      .where("hits", ">", 0)
      .where("reset_at", ">", new Date().toISOString())
      .execute();
  }

  async resetKey(clientKey: string): Promise<void> {
    const key = await this.storedKey(clientKey);
    await (await this.db()).deleteFrom("rate_limits").where("key", "=", key).execute();
  }

  /**
   * "<prefix><hex HMAC-SHA256>": a client address is personal data and has no business in the
   * database. A plain SHA-256 would not hide it (all IPv4 addresses hash in minutes); the HMAC key
   * comes from the shared secret, so every instance derives the same stored key.
   */
  private async storedKey(clientKey: string): Promise<string> {
    const secret = await this.secret();
    if (this.hashKey?.secret !== secret)
      this.hashKey = { secret, key: createHmac("sha256", secret).update("rate-limit-key").digest() };
    return `${this.prefix}${createHmac("sha256", this.hashKey.key).update(clientKey).digest("hex")}`;
  }

  /**
   * Expired counters are dead weight (a new hit restarts them anyway): each store deletes them
   * about once a window, after a hit, without making that hit wait. Any form's rows go; the
   * index on reset_at keeps it one short range delete.
   */
  private sweepIfDue(db: Kysely<Database>, now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + (this.sweepEveryMs ?? Math.max(this.windowMs, 60_000));
    db.deleteFrom("rate_limits")
      .where("reset_at", "<=", new Date(now).toISOString())
      .execute()
      .catch((error: unknown) =>
        logger.warn({ err: describeError(error) }, "could not delete expired rate-limit counters"),
      );
  }
}
