import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, VisitDimension } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import type { VisitDimensions } from "./visit";

// Counting page views into daily aggregates, off the request path (issue #28, ADR 037).
// record() only adds to memory; flush() (every few seconds and at shutdown) writes everything in
// one transaction with ADDITIVE upserts (views = views + excluded.views), so any number of
// instances add to the same rows and none overwrites another.
//
// Unique visitors: hash(day's salt, address, user agent). The salt is random per UTC day and kept in
// the day's visit_salts row, so every instance uses the same one; the day's hashes go to
// visit_day_hashes, whose primary key tells the first view of a visitor's day across instances.
// When the day has passed, its salt and its hashes are deleted: from then on no one, not even we,
// can tell whether two views were one person's. The hash is never stored with a lead.

type Row = { dims: VisitDimensions; views: number; visitors: number };
type Pending = { day: string; key: string; address: string; userAgent: string };

export type VisitCounter = {
  record(view: { dims: VisitDimensions; address: string; userAgent: string }): void;
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

export type CountedLine = { day: string; dims: VisitDimensions; views: number; visitors: number };
export type TotalLine = { day: string; dimension: VisitDimension; value: string; views: number; visitors: number };

/** The lines of visit_totals that some visit_counts lines add to: per day, per single dimension. */
export function totalsOf(lines: CountedLine[]): TotalLine[] {
  const totals = new Map<string, TotalLine>();
  for (const { day, dims, views, visitors } of lines) {
    const values: [VisitDimension, string][] = [
      ["all", ""],
      ["path", dims.path],
      ["edition", dims.edition],
      ["referrer_host", dims.referrerHost],
      ["utm_campaign", dims.utmCampaign],
      ["device", dims.device],
    ];
    for (const [dimension, value] of values) {
      const key = `${day}\u0000${dimension}\u0000${value}`;
      const line = totals.get(key);
      if (line) {
        line.views += views;
        line.visitors += visitors;
      } else totals.set(key, { day, dimension, value, views, visitors });
    }
  }
  // Sorted, so two instances upsert the same lines in the same order.
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, line]) => line);
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const keyOf = (day: string, d: VisitDimensions) =>
  [day, d.path, d.edition, d.referrerHost, d.utmSource, d.utmMedium, d.utmCampaign, d.device].join("\u0000");
const hashOf = (salt: string, address: string, userAgent: string) =>
  createHash("sha256").update(`${salt}\u0000${address}\u0000${userAgent}`).digest("base64url").slice(0, 22);

export function createVisitCounter(
  db: Kysely<Database>,
  options: { now?: () => Date; flushMs?: number } = {},
): VisitCounter {
  const now = options.now ?? (() => new Date());
  let salt: { day: string; value: string } | undefined;
  let rows = new Map<string, Row>();
  // The first row of each new hash seen since the last flush (the visitor's landing view).
  let firstViews = new Map<string, Map<string, string>>();
  // Views that came before this instance knew the day's salt: hashed at the next flush.
  let unhashed: Pending[] = [];

  function record({ dims, address, userAgent }: { dims: VisitDimensions; address: string; userAgent: string }) {
    const day = dayOf(now());
    const key = keyOf(day, dims);
    const row = rows.get(key);
    if (row) row.views += 1;
    else rows.set(key, { dims, views: 1, visitors: 0 });
    if (salt?.day !== day) return void unhashed.push({ day, key, address, userAgent });
    noteHash(day, hashOf(salt.value, address, userAgent), key);
  }

  function noteHash(day: string, hash: string, key: string) {
    let seen = firstViews.get(day);
    if (!seen) firstViews.set(day, (seen = new Map()));
    if (!seen.has(hash)) seen.set(hash, key);
  }

  async function todaysSalt(trx: Transaction<Database>, today: string): Promise<string> {
    // Yesterday's salt and hashes go first: past days can no longer be told apart by visitor.
    await trx.deleteFrom("visit_salts").where("day", "<", today).execute();
    await trx.deleteFrom("visit_day_hashes").where("day", "<", today).execute();
    await trx
      .insertInto("visit_salts")
      .values({ day: today, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await trx.selectFrom("visit_salts").select("salt").where("day", "=", today).executeTakeFirstOrThrow();
    return row.salt;
  }

  async function write(): Promise<void> {
    const today = dayOf(now());
    const batch = { rows, firstViews, unhashed };
    rows = new Map();
    firstViews = new Map();
    unhashed = [];
    try {
      await db.transaction().execute(async (trx) => {
        const value = await todaysSalt(trx, today);
        salt = { day: today, value };
        // Views from before the salt was known: today's are hashed now; a past day's count as views only.
        for (const p of batch.unhashed) {
          if (p.day !== today) continue;
          const hash = hashOf(value, p.address, p.userAgent);
          const seen = batch.firstViews.get(today) ?? new Map<string, string>();
          batch.firstViews.set(today, seen);
          if (!seen.has(hash)) seen.set(hash, p.key);
        }
        const firsts = batch.firstViews.get(today);
        if (firsts) {
          // Sorted, so two instances inserting the same hashes take their locks in the same order.
          const hashes = [...firsts.keys()].sort();
          for (let i = 0; i < hashes.length; i += 500) {
            const added = await trx
              .insertInto("visit_day_hashes")
              .values(hashes.slice(i, i + 500).map((hash) => ({ day: today, hash })))
              .onConflict((oc) => oc.columns(["day", "hash"]).doNothing())
              .returning("hash")
              .execute();
            for (const { hash } of added) batch.rows.get(firsts.get(hash)!)!.visitors += 1;
          }
        }
        const entries = [...batch.rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
        for (let i = 0; i < entries.length; i += 200) {
          await trx
            .insertInto("visit_counts")
            .values(
              entries.slice(i, i + 200).map(([key, r]) => ({
                day: key.slice(0, 10),
                path: r.dims.path,
                edition: r.dims.edition,
                referrer_host: r.dims.referrerHost,
                utm_source: r.dims.utmSource,
                utm_medium: r.dims.utmMedium,
                utm_campaign: r.dims.utmCampaign,
                device: r.dims.device,
                views: r.views,
                visitors: r.visitors,
              })),
            )
            .onConflict((oc) =>
              oc
                .columns([
                  "day",
                  "path",
                  "edition",
                  "referrer_host",
                  "utm_source",
                  "utm_medium",
                  "utm_campaign",
                  "device",
                ])
                .doUpdateSet({
                  views: sql`visit_counts.views + excluded.views`,
                  visitors: sql`visit_counts.visitors + excluded.visitors`,
                }),
            )
            .execute();
        }
        const totals = totalsOf(
          entries.map(([key, r]) => ({ day: key.slice(0, 10), dims: r.dims, views: r.views, visitors: r.visitors })),
        );
        for (let i = 0; i < totals.length; i += 200) {
          await trx
            .insertInto("visit_totals")
            .values(totals.slice(i, i + 200))
            .onConflict((oc) =>
              oc.columns(["day", "dimension", "value"]).doUpdateSet({
                views: sql`visit_totals.views + excluded.views`,
                visitors: sql`visit_totals.visitors + excluded.visitors`,
              }),
            )
            .execute();
        }
      });
    } catch (error) {
      // Nothing is lost: the views go back to be written with the next flush (as views, their
      // visitors recounted from the hashes kept for the day).
      for (const [key, r] of batch.rows) {
        const row = rows.get(key);
        if (row) row.views += r.views;
        else rows.set(key, { dims: r.dims, views: r.views, visitors: 0 });
      }
      for (const [day, seen] of batch.firstViews) for (const [hash, key] of seen) noteHash(day, hash, key);
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
