import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import type { VisitDimensions } from "./visit";
import { rowKeyOf } from "./visit-limits";
import { writeDay, type RawView } from "./visit-store.server";

// Counting page views into daily aggregates, off the request path (issue #28, ADR 037, 079).
// record() only keeps the view in memory, the same view twice as one (a page reloaded 400 times is
// one entry), and at most a bounded number per address and in all; flush() (every few seconds and at
// shutdown) hashes them under the day's salt and counts them within the per-client and per-day
// limits (visit-limits.ts), with ADDITIVE upserts, so any number of instances add to the same rows.
//
// The salt is random per UTC day and kept in the day's visit_salts row, so every instance uses the
// same one; when the day has passed, its salt, its hashes and its client counts are deleted: from
// then on no one, not even we, can tell whether two views were one person's. The raw address lives
// in memory until the next flush only, and is never written.

export type VisitCounter = {
  record(view: RawView): void;
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

/** Distinct views kept between two flushes: per address (more would be refused at the flush anyway), and in all. */
const PENDING_PER_ADDRESS = 400;
const PENDING_MAX = 50_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export function createVisitCounter(
  db: Kysely<Database>,
  options: { now?: () => Date; flushMs?: number } = {},
): VisitCounter {
  const now = options.now ?? (() => new Date());
  // day → view key → view; and day → address → distinct views kept.
  let pending = new Map<string, Map<string, RawView>>();
  let perAddress = new Map<string, number>();
  let size = 0;
  let dropped = 0;

  function record(view: { dims: VisitDimensions; address: string; userAgent: string }) {
    const day = dayOf(now());
    let views = pending.get(day);
    if (!views) pending.set(day, (views = new Map()));
    const key = `${view.address}\u0000${view.userAgent}\u0000${rowKeyOf(view.dims)}`;
    if (views.has(key)) return;
    const fromAddress = perAddress.get(view.address) ?? 0;
    if (fromAddress >= PENDING_PER_ADDRESS || size >= PENDING_MAX) return void (dropped += 1);
    perAddress.set(view.address, fromAddress + 1);
    size += 1;
    views.set(key, view);
  }

  async function saltOf(trx: Transaction<Database>, day: string): Promise<string | undefined> {
    const row = await trx.selectFrom("visit_salts").select("salt").where("day", "=", day).executeTakeFirst();
    return row?.salt;
  }

  async function todaysSalt(trx: Transaction<Database>, today: string): Promise<string> {
    // Past days' salts, hashes and client counts go first: those days can no longer be told apart by visitor.
    await trx.deleteFrom("visit_salts").where("day", "<", today).execute();
    await trx.deleteFrom("visit_day_hashes").where("day", "<", today).execute();
    await trx.deleteFrom("visit_day_clients").where("day", "<", today).execute();
    await trx
      .insertInto("visit_salts")
      .values({ day: today, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    return (await saltOf(trx, today))!;
  }

  async function write(): Promise<void> {
    const today = dayOf(now());
    const batch = pending;
    const lost = dropped;
    pending = new Map();
    perAddress = new Map();
    size = 0;
    dropped = 0;
    try {
      await db.transaction().execute(async (trx) => {
        // A view of a day that has just ended is counted under that day's salt while it is still
        // there; once another instance has forgotten it, such a view can no longer be told apart
        // and is not counted (a few seconds' views at midnight).
        for (const [day, views] of [...batch].sort(([a], [b]) => (a < b ? -1 : 1))) {
          if (day >= today) continue;
          const salt = await saltOf(trx, day);
          if (salt) await writeDay(trx, day, salt, [...views.values()]);
        }
        const salt = await todaysSalt(trx, today);
        const views = batch.get(today);
        if (views) await writeDay(trx, today, salt, [...views.values()]);
      });
      if (lost > 0) logger.warn({ views: lost }, "visit views past the per-address or pending limit not counted");
    } catch (error) {
      // Nothing is lost: the views go back to be written with the next flush.
      for (const [day, views] of batch) for (const view of views.values()) if (day === today) record(view);
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        "visit counts not written; kept for the next flush",
      );
    }
  }

  // One flush at a time (write() never throws); a flush asked for during one runs after it.
  let chain = Promise.resolve();
  function flush(): Promise<void> {
    chain = chain.then(write);
    return chain;
  }

  const timer = setInterval(() => void flush(), options.flushMs ?? 5000);
  timer.unref();

  return {
    record,
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
