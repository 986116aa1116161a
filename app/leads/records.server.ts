import { sql, type Kysely } from "kysely";
import type { Database, DemoRequestTable, OutboxTable, SubscriberTable } from "~/db/schema.server";

// Read side for the sales team's command line: records with how far their delivery got.

export type Delivery = Pick<
  OutboxTable,
  "target" | "event" | "status" | "attempts" | "next_attempt_at" | "last_error" | "delivered_at"
>;
export type WithDelivery<T> = T & { deliveries: Delivery[] };

export type ListOptions = { since?: string; limit?: number; newestFirst?: boolean; onlyQuarantined?: boolean };

/** "2025-03-01" or any date Date.parse understands, as the ISO string stored timestamps compare with. */
/** `option`: the flag the date came from, named in the error (--since, or bookings' --from/--to). */
export function parseSince(value: string | undefined, option = "--since"): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`${option}: "${value}" is not a date (try 2025-03-01)`);
  return new Date(time).toISOString();
}

async function deliveriesFor(db: Kysely<Database>, recordIds: string[]): Promise<Map<string, Delivery[]>> {
  const byRecord = new Map<string, Delivery[]>();
  // Chunked: SQLite and PostgreSQL both cap the number of bound parameters in one query.
  for (let i = 0; i < recordIds.length; i += 500) {
    const rows = await db
      .selectFrom("outbox")
      .select(["record_id", "target", "event", "status", "attempts", "next_attempt_at", "last_error", "delivered_at"])
      .where("record_id", "in", recordIds.slice(i, i + 500))
      .orderBy("created_at")
      .execute();
    for (const { record_id, ...delivery } of rows)
      byRecord.set(record_id, [...(byRecord.get(record_id) ?? []), delivery]);
  }
  return byRecord;
}

export async function listDemoRequests(
  db: Kysely<Database>,
  options: ListOptions = {},
): Promise<WithDelivery<DemoRequestTable>[]> {
  let query = db
    .selectFrom("demo_requests")
    .selectAll()
    .orderBy("created_at", options.newestFirst ? "desc" : "asc")
    .orderBy("id");
  if (options.since) query = query.where("created_at", ">=", options.since);
  if (options.onlyQuarantined) query = query.where("quarantine_reason", "is not", null);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.execute();
  const deliveries = await deliveriesFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, deliveries: deliveries.get(row.id) ?? [] }));
}

export async function listSubscribers(
  db: Kysely<Database>,
  options: ListOptions = {},
): Promise<WithDelivery<SubscriberTable>[]> {
  let query = db
    .selectFrom("subscribers")
    .selectAll()
    .orderBy("created_at", options.newestFirst ? "desc" : "asc")
    .orderBy("id");
  if (options.since) query = query.where("created_at", ">=", options.since);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.execute();
  const deliveries = await deliveriesFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, deliveries: deliveries.get(row.id) ?? [] }));
}

/** Where a demo request stands for the sales team: quarantined ones are never delivered (ADR 013). */
export function demoRequestStatus(row: WithDelivery<DemoRequestTable>): string {
  return row.quarantine_reason ? `quarantined: ${row.quarantine_reason}` : deliveryStatus(row.deliveries);
}

/**
 * Deletes quarantined requests older than `days` (the privacy notice's promise for them); returns
 * how many went.
 */
export async function purgeQuarantine(db: Kysely<Database>, days: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - days * 86_400_000).toISOString();
  const result = await db
    .deleteFrom("demo_requests")
    .where("quarantine_reason", "is not", null)
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One word for a record: where its deliveries stand. */
export function deliveryStatus(deliveries: Delivery[]): "delivered" | "pending" | "retrying" | "stored only" {
  if (deliveries.length === 0) return "stored only";
  const open = deliveries.filter((d) => d.status === "pending");
  if (open.length === 0) return "delivered";
  return open.some((d) => d.attempts > 0) ? "retrying" : "pending";
}

/** Per target, e.g. "webhook: delivered; sales_email: retrying (3 attempts, next …: unavailable)": the failure's code (ADR 066). */
export function deliveryDetail(deliveries: Delivery[]): string {
  return deliveries
    .map((d) => {
      if (d.status !== "pending") return `${d.target}: ${d.status}`;
      if (d.attempts === 0) return `${d.target}: pending`;
      return `${d.target}: retrying (${d.attempts} attempts, next ${d.next_attempt_at}: ${d.last_error ?? "error"})`;
    })
    .join("; ");
}

export type OutboxSummary = {
  counts: { target: string; status: string; count: number }[];
  retrying: Pick<
    OutboxTable,
    "id" | "record_type" | "record_id" | "target" | "attempts" | "next_attempt_at" | "last_error" | "created_at"
  >[];
};

export async function outboxSummary(db: Kysely<Database>): Promise<OutboxSummary> {
  const counts = await db
    .selectFrom("outbox")
    .select(["target", "status", sql<number | string>`count(*)`.as("count")])
    .groupBy(["target", "status"])
    .orderBy("target")
    .orderBy("status")
    .execute();
  const retrying = await db
    .selectFrom("outbox")
    .select(["id", "record_type", "record_id", "target", "attempts", "next_attempt_at", "last_error", "created_at"])
    .where("status", "=", "pending")
    .where("attempts", ">", 0)
    .orderBy("created_at")
    .limit(100)
    .execute();
  // PostgreSQL returns count(*) as a string (bigint).
  return { counts: counts.map((c) => ({ ...c, count: Number(c.count) })), retrying };
}

/** Makes every waiting job due now: after fixing a receiver, nobody waits out the backoff. */
export async function retryNow(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ next_attempt_at: new Date().toISOString() })
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
