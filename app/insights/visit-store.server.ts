import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { dialectOf } from "~/db/dialect.server";
import type { Database, VisitDimension } from "~/db/schema.server";
import type { VisitDimensions } from "./visit";
import {
  admitViews,
  networkOf,
  storedDimensionOf,
  taggedFields,
  type CountedRow,
  type DayState,
  type HashedView,
  type TaggedField,
} from "./visit-limits";

// One day's views written in one transaction (ADR 037, 079): under a per-day lock, so two instances
// read and raise the same client counts and day values one after the other and a limit holds
// across them; then the additive upserts of visit_counts and visit_totals.

type Trx = Transaction<Database>;
export type RawView = { dims: VisitDimensions; address: string; userAgent: string };
export type TotalLine = { day: string; dimension: VisitDimension; value: string; views: number; visitors: number };

/** The first key of the two-int advisory lock that orders a day's visit flushes (ADR 079). */
const VISITS_LOCK_CLASS = 15_079;
const CHUNK = 500;

const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 22);

/** The keyed hashes of a view under the day's salt; the visitor's is ADR 037's, kept as it was. */
function hashed(salt: string, { dims, address, userAgent }: RawView): HashedView {
  const network = networkOf(address);
  const visitor = hash(salt, address, userAgent);
  const tags = {} as Record<TaggedField, string>;
  for (const field of taggedFields) tags[field] = dims[field] ? hash(salt, "tag", network, field, dims[field]) : "";
  return { dims, client: hash(salt, "client", network), visitor, page: hash(salt, "page", visitor, dims.path), tags };
}

const chunks = <T>(list: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function dayState(trx: Trx, day: string, views: HashedView[]): Promise<DayState> {
  const wanted = new Set<string>();
  for (const v of views) {
    wanted.add(v.page).add(v.visitor);
    for (const field of taggedFields) if (v.tags[field]) wanted.add(v.tags[field]);
  }
  const marks = new Set<string>();
  for (const part of chunks([...wanted])) {
    const found = await trx
      .selectFrom("visit_day_hashes")
      .select("hash")
      .where("day", "=", day)
      .where("hash", "in", part)
      .execute();
    for (const { hash } of found) marks.add(hash);
  }
  const clients: DayState["clients"] = new Map();
  for (const part of chunks([...new Set(views.map((v) => v.client))])) {
    const found = await trx
      .selectFrom("visit_day_clients")
      .select(["client", "visitors", "views", "tags"])
      .where("day", "=", day)
      .where("client", "in", part)
      .execute();
    for (const c of found) clients.set(c.client, { visitors: c.visitors, views: c.views, tags: c.tags });
  }
  const values = Object.fromEntries(taggedFields.map((f) => [f, new Set<string>()])) as DayState["values"];
  const fieldOf = Object.fromEntries(taggedFields.map((f) => [storedDimensionOf[f], f])) as Record<string, TaggedField>;
  const stored = await trx
    .selectFrom("visit_totals")
    .select(["dimension", "value"])
    .where("day", "=", day)
    .where("dimension", "in", Object.values(storedDimensionOf))
    .execute();
  // "" (no referrer, no campaign) takes no place among the day's values.
  for (const { dimension, value } of stored) if (value) values[fieldOf[dimension]!].add(value);
  return { marks, clients, values };
}

/** The lines of visit_totals that some rows add to: per day, per single dimension. */
export function totalsOf(day: string, rows: CountedRow[]): TotalLine[] {
  const totals = new Map<string, TotalLine>();
  for (const { dims, views, visitors } of rows) {
    const values: [VisitDimension, string][] = [
      ["all", ""],
      ["path", dims.path],
      ["edition", dims.edition],
      ["referrer_host", dims.referrerHost],
      ["utm_campaign", dims.utmCampaign],
      ["utm_source", dims.utmSource],
      ["utm_medium", dims.utmMedium],
      ["device", dims.device],
    ];
    for (const [dimension, value] of values) {
      const key = `${dimension}\u0000${value}`;
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

/** Counts a day's views (whose salt is `salt`) within the limits; the caller holds the transaction. */
export async function writeDay(trx: Trx, day: string, salt: string, raw: RawView[]): Promise<void> {
  if (dialectOf(trx) === "postgres")
    await sql`select pg_advisory_xact_lock(${VISITS_LOCK_CLASS}, hashtext(${day}))`.execute(trx);
  const views = raw.map((view) => hashed(salt, view));
  const state = await dayState(trx, day, views);
  const { rows, marks, clients } = admitViews(views, state);
  for (const part of chunks(marks.sort()))
    await trx
      .insertInto("visit_day_hashes")
      .values(part.map((hash) => ({ day, hash })))
      .onConflict((oc) => oc.columns(["day", "hash"]).doNothing())
      .execute();
  // Absolute counts, not additions: they were read under the day's lock, so none was missed.
  for (const part of chunks([...clients].sort()))
    await trx
      .insertInto("visit_day_clients")
      .values(part.map((client) => ({ day, client, ...state.clients.get(client)! })))
      .onConflict((oc) =>
        oc.columns(["day", "client"]).doUpdateSet({
          visitors: sql`excluded.visitors`,
          views: sql`excluded.views`,
          tags: sql`excluded.tags`,
        }),
      )
      .execute();
  // Sorted, so two instances upsert the same lines in the same order.
  const entries = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
  for (const part of chunks(entries, 200))
    await trx
      .insertInto("visit_counts")
      .values(
        part.map(({ dims, views, visitors }) => ({
          day,
          path: dims.path,
          edition: dims.edition,
          referrer_host: dims.referrerHost,
          utm_source: dims.utmSource,
          utm_medium: dims.utmMedium,
          utm_campaign: dims.utmCampaign,
          device: dims.device,
          views,
          visitors,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(["day", "path", "edition", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device"])
          .doUpdateSet({
            views: sql`visit_counts.views + excluded.views`,
            visitors: sql`visit_counts.visitors + excluded.visitors`,
          }),
      )
      .execute();
  for (const part of chunks(totalsOf(day, entries), 200))
    await trx
      .insertInto("visit_totals")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "dimension", "value"]).doUpdateSet({
          views: sql`visit_totals.views + excluded.views`,
          visitors: sql`visit_totals.visitors + excluded.visitors`,
        }),
      )
      .execute();
}
