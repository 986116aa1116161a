import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { dialectOf, type Dialect } from "~/db/dialect.server";
import type { Database, DeliveryTarget, OutboxTable, RecordType } from "~/db/schema.server";
import { maskEmail } from "~/lib/logger.server";
import type { DeliveryFailure } from "./delivery-failures";

// The outbox: one row per (record, target) delivery, written in the same transaction as the record,
// so a stored lead always has its deliveries and a delivery never points at a lost lead.

export type OutboxJob = OutboxTable;
type Db = Kysely<Database> | Transaction<Database>;

export function newJob(
  recordType: RecordType,
  recordId: string,
  target: DeliveryTarget,
  event: string,
  now: string,
  /** When it is first due; now unless said. */
  dueAt = now,
): OutboxJob {
  return {
    id: randomUUID(),
    created_at: now,
    record_type: recordType,
    record_id: recordId,
    target,
    event,
    status: "pending",
    attempts: 0,
    next_attempt_at: dueAt,
    locked_until: null,
    lock_token: null,
    last_attempt_at: null,
    last_error: null,
    delivered_at: null,
  };
}

export async function insertJobs(db: Db, jobs: OutboxJob[]): Promise<void> {
  if (jobs.length > 0) await db.insertInto("outbox").values(jobs).execute();
}

// In-process wake-up: a new job is delivered at once instead of at the next poll.
const listeners = new Set<() => void>();
export function onJobsEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function notifyJobsEnqueued(): void {
  for (const listener of listeners) listener();
}

/**
 * Exponential backoff with jitter: attempt 1 waits about base, then 2x, 4x... up to max. The
 * delay is drawn from [d/2, d] so that many jobs failing together do not retry together.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(delay / 2 + random() * (delay / 2));
}

/**
 * Claims up to `limit` due jobs for `leaseMs`, so that several workers (in one process or in many
 * instances on one PostgreSQL) never hold the same job at once. The lock token then finds what
 * this worker won.
 *
 * PostgreSQL: the due rows are picked FOR UPDATE SKIP LOCKED, so a worker passes over rows another
 * worker is claiming at that moment instead of queueing behind its locks and coming away empty.
 * They are picked in a MATERIALIZED CTE, not a subselect: when the UPDATE meets a row that another
 * claim changed meanwhile, PostgreSQL re-checks that row (EvalPlanQual), which may run the
 * subselect again, and with SKIP LOCKED a second run picks other rows: one claim was seen taking
 * 200 jobs for a limit of 8 (tests/integration/outbox-claims.test.ts). A CTE runs once. The
 * conditions are repeated on the UPDATE, so a row is only taken while still due and unleased.
 * SQLite has no FOR UPDATE and needs none: one writer at a time, so the statement runs as a unit
 * and the next claim sees its leases.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  options: { limit: number; leaseMs: number; now?: number; dialect?: Dialect },
): Promise<{ token: string; jobs: OutboxJob[] }> {
  const dialect = options.dialect ?? dialectOf(db);
  const now = new Date(options.now ?? Date.now());
  const nowIso = now.toISOString();
  const lockedUntil = new Date(now.getTime() + options.leaseMs).toISOString();
  const token = randomUUID();
  await db
    .with(
      (cte) => cte("due").materialized(),
      (qb) =>
        qb
          .selectFrom("outbox")
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", nowIso)
          .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
          .orderBy("next_attempt_at")
          .limit(options.limit)
          .$if(dialect === "postgres", (q) => q.forUpdate().skipLocked()),
    )
    .updateTable("outbox")
    .set({ locked_until: lockedUntil, lock_token: token })
    .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
    .execute();
  const jobs = await db
    .selectFrom("outbox")
    .selectAll()
    .where("lock_token", "=", token)
    .where("status", "=", "pending")
    .orderBy("next_attempt_at")
    .execute();
  return { token, jobs };
}

export async function markDelivered(
  db: Kysely<Database>,
  job: OutboxJob,
  token: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: "delivered",
      attempts: job.attempts + 1,
      last_attempt_at: now.toISOString(),
      delivered_at: now.toISOString(),
      last_error: null,
      locked_until: null,
      lock_token: null,
    })
    .where("id", "=", job.id)
    .where("lock_token", "=", token)
    .execute();
}

export async function markFailed(
  db: Kysely<Database>,
  job: OutboxJob,
  token: string,
  error: DeliveryFailure,
  nextAttemptAt: Date,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      attempts: job.attempts + 1,
      last_attempt_at: now.toISOString(),
      next_attempt_at: nextAttemptAt.toISOString(),
      last_error: error,
      locked_until: null,
      lock_token: null,
    })
    .where("id", "=", job.id)
    .where("lock_token", "=", token)
    .execute();
}

/** A job that no longer applies (e.g. a confirmation for someone who has since unsubscribed). */
export async function markCancelled(
  db: Kysely<Database>,
  job: OutboxJob,
  token: string,
  reason: DeliveryFailure,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: "cancelled",
      last_attempt_at: now.toISOString(),
      last_error: reason,
      locked_until: null,
      lock_token: null,
    })
    .where("id", "=", job.id)
    .where("lock_token", "=", token)
    .execute();
}

/** Gives unfinished jobs back at once (shutdown), instead of waiting for their lease to run out. */
export async function releaseJobs(db: Kysely<Database>, token: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ locked_until: null, lock_token: null })
    .where("lock_token", "=", token)
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .execute();
}

/** Error text fit for the database and logs: one line, bounded, no e-mail address in clear. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}${causeOf(error)}` : String(error);
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, (address) => maskEmail(address))
    .slice(0, 500);
}

function causeOf(error: Error): string {
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause instanceof Error) return ` (${(cause as Error & { code?: string }).code ?? cause.name}: ${cause.message})`;
  return "";
}
