import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { pruneSignInFailures } from "~/auth/throttle.server";
import { audit } from "~/audit/audit.server";
import { logger } from "~/lib/logger.server";
import { withJoinedRequests } from "./duplicates.server";
import { eraseRecords, type ErasureCounts } from "./erasure.server";
import { daysBefore, monthsBefore, retention } from "~/console/retention-policy";

// The daily retention job: erases what the privacy notice says we no longer keep
// (retention-policy.ts), with the records' queued deliveries and notes, and leaves one audit entry
// with the counts. Idempotent, so every instance may run it; `now` is a parameter so the test can
// fix the clock.

export async function applyRetention(db: Kysely<Database>, now = new Date()): Promise<ErasureCounts> {
  const leadCutoff = monthsBefore(now, retention.demoRequestMonths).toISOString();
  const unconfirmedCutoff = daysBefore(now, retention.unconfirmedSubscriberDays).toISOString();
  const unsubscribedCutoff = monthsBefore(now, retention.unsubscribedMonths).toISOString();
  const counts = await db.transaction().execute(async (trx) => {
    const leads = await trx
      .selectFrom("demo_requests")
      .select("id")
      .where((eb) => eb.fn.coalesce("last_activity_at", "created_at"), "<", leadCutoff)
      // A lead goes with the requests that joined it, never one without the other (ADR 052); a
      // joined request makes its lead active again, so the lead is never older than its newest.
      .where("lead_id", "is", null)
      .execute();
    const subscribers = await trx
      .selectFrom("subscribers")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("created_at", "<", unconfirmedCutoff)]),
          eb.and([eb("status", "=", "unsubscribed"), eb("unsubscribed_at", "<", unsubscribedCutoff)]),
        ]),
      )
      .execute();
    const erased = await eraseRecords(
      trx,
      await withJoinedRequests(
        trx,
        leads.map((l) => l.id),
      ),
      subscribers.map((s) => s.id),
    );
    if (erased.leads + erased.subscribers > 0)
      await audit(trx, { actorId: null, action: "retention_erased", subjectType: "retention", detail: erased }, now);
    return erased;
  });
  await pruneSignInFailures(db, now);
  return counts;
}

/** Runs the job now and then once a day; returns how to stop it. */
export function startRetentionJob(db: Kysely<Database>, intervalMs = 86_400_000): () => void {
  const run = () =>
    applyRetention(db).then(
      (counts) => logger.info({ ...counts }, "retention job done"),
      (error: unknown) =>
        logger.error({ err: error instanceof Error ? error.message : String(error) }, "retention job failed"),
    );
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
