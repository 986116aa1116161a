import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { leadsConfig, type LeadsConfig } from "./config.server";
import { deliveryFailure, type DeliveryFailure } from "./delivery-failures";
import { closeEmailTransports } from "./email.server";
import {
  claimDueJobs,
  describeError,
  markCancelled,
  markDelivered,
  markFailed,
  onJobsEnqueued,
  releaseJobs,
  retryDelayMs,
  type OutboxJob,
} from "./outbox.server";

// Runs inside the server process. Each pass claims due outbox jobs under a lease, delivers them,
// and records the outcome. A job whose worker died (kill -9) is claimed again once its lease ends,
// so delivery is at-least-once; receivers de-duplicate on the lead id.

export type DeliveryWorker = {
  /** Claims what is due now and waits for those deliveries; resolves with how many it handled. */
  runOnce: () => Promise<number>;
  /** Stops claiming, waits for deliveries in flight (up to stopTimeoutMs), then releases the rest. */
  stop: () => Promise<void>;
};

/** How one job went: delivered, or skipped for a reason (nothing left to send). Throwing asks for a retry. */
export type DeliveryOutcome = { status: "delivered" } | { status: "skipped"; reason: DeliveryFailure };

/**
 * What one outbox job means: which record to read and where to send it. The rooms that queue jobs
 * know that (app/flows/deliveries.server.ts puts them together); the worker only runs them.
 * `now`: the worker's clock, which decides whether a reminder is still in time.
 */
type DeliverJob = (db: Kysely<Database>, job: OutboxJob, config: LeadsConfig, now: Date) => Promise<DeliveryOutcome>;

export type WorkerOptions = {
  deliver: DeliverJob;
  config?: LeadsConfig;
  /** Deliveries in flight at once. Each runs on its own, so a slow receiver holds one slot only. */
  concurrency?: number;
  stopTimeoutMs?: number;
  /** The worker's clock: which jobs are due, and whether a reminder is still in time. Tests move it. */
  now?: () => number;
};

/** `db`: the database whose outbox it works through (the server's, or a test's). */
export function startOutboxWorker(db: Kysely<Database>, options: WorkerOptions): DeliveryWorker {
  const config = () => options.config ?? leadsConfig();
  const concurrency = options.concurrency ?? 8;
  const clock = options.now ?? Date.now;
  const inFlight = new Map<string, { token: string; done: Promise<void> }>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let claiming = false;
  let wakeRequested = false;

  async function deliverOne(job: OutboxJob, token: string): Promise<void> {
    const cfg = config();
    const log = {
      jobId: job.id,
      recordId: job.record_id,
      target: job.target,
      event: job.event,
      attempt: job.attempts + 1,
    };
    try {
      const outcome = await options.deliver(db, job, cfg, new Date(clock()));
      if (outcome.status === "delivered") {
        await markDelivered(db, job, token);
        logger.info(log, "lead delivered");
      } else {
        await markCancelled(db, job, token, outcome.reason);
        logger.info({ ...log, reason: outcome.reason }, "lead delivery skipped");
      }
    } catch (error) {
      // The row keeps a code the console words (ADR 066); the error's own text goes to the log only.
      const message = describeError(error);
      const failure = deliveryFailure(error);
      const delay = retryDelayMs(job.attempts + 1, cfg.retryBaseMs, cfg.retryMaxMs);
      try {
        // On the worker's clock, which decides what is due: a retry is due `delay` after this try.
        await markFailed(db, job, token, failure, new Date(clock() + delay));
      } catch (dbError) {
        // The lease runs out and the job is retried: nothing is lost, only delayed.
        logger.error({ ...log, err: describeError(dbError) }, "could not record a failed delivery");
      }
      logger.warn({ ...log, err: message, failure, retryInMs: delay }, "lead delivery failed; will retry");
    }
  }

  function start(job: OutboxJob, token: string): Promise<void> {
    const done = deliverOne(job, token).finally(() => {
      inFlight.delete(job.id);
      // A slot is free: look for more (retries that came due, jobs queued meanwhile).
      schedule(0);
    });
    inFlight.set(job.id, { token, done });
    return done;
  }

  async function claim(limit: number): Promise<OutboxJob[]> {
    const { token, jobs } = await claimDueJobs(db, { limit, leaseMs: config().leaseMs, now: clock() });
    for (const job of jobs) void start(job, token);
    return jobs;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
  }

  async function tick(): Promise<void> {
    const free = concurrency - inFlight.size;
    if (stopped || free <= 0) return; // a finishing delivery calls schedule() again
    if (claiming) {
      wakeRequested = true;
      return;
    }
    claiming = true;
    let claimed = 0;
    try {
      claimed = (await claim(free)).length;
    } catch (error) {
      logger.error({ err: describeError(error) }, "could not claim deliveries");
    } finally {
      claiming = false;
    }
    // All slots filled: more may be due. A wake-up during the claim: new jobs arrived.
    const again = (claimed === free && claimed > 0) || wakeRequested;
    wakeRequested = false;
    schedule(again ? 0 : config().pollMs);
  }

  const unsubscribe = onJobsEnqueued(() => schedule(0));
  schedule(0);
  const { pollMs, leaseMs, timeoutMs } = config();
  logger.info({ pollMs, leaseMs, concurrency }, "delivery worker started");
  // A delivery still running when its lease ends may be started again by another instance: two
  // sends of one lead at once. An e-mail may wait through a connection, a greeting and two socket
  // timeouts, so the lease should outlast four.
  if (leaseMs <= 4 * timeoutMs)
    logger.warn(
      { leaseMs, timeoutMs },
      "DELIVERY_LEASE_MS should exceed 4 x DELIVERY_TIMEOUT_MS, or a slow delivery may be repeated in parallel",
    );

  return {
    runOnce: async () => {
      const jobs = await claim(concurrency);
      await Promise.all(jobs.map((job) => inFlight.get(job.id)?.done));
      return jobs.length;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      if (inFlight.size > 0) {
        let timeout: NodeJS.Timeout | undefined;
        const gaveUp = new Promise<void>((resolve) => (timeout = setTimeout(resolve, options.stopTimeoutMs ?? 5000)));
        await Promise.race([Promise.all([...inFlight.values()].map((d) => d.done)), gaveUp]);
        clearTimeout(timeout);
      }
      // Whatever is still in flight goes back to the queue now rather than when its lease ends.
      const byToken = new Map<string, string[]>();
      for (const [id, { token }] of inFlight) byToken.set(token, [...(byToken.get(token) ?? []), id]);
      for (const [token, ids] of byToken)
        await releaseJobs(db, token, ids).catch((error) =>
          logger.error({ err: describeError(error) }, "could not release delivery leases"),
        );
      logger.info({ released: inFlight.size }, "delivery worker stopped");
      closeEmailTransports();
    },
  };
}
