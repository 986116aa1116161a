import type { Kysely } from "kysely";
import { deliverBookingEventJob } from "~/booking/store/deliveries.server";
import { deliverReminderJob } from "~/booking/store/reminder-deliveries.server";
import type { Database } from "~/db/schema.server";
import type { LeadsConfig } from "~/delivery/config.server";
import type { OutboxJob } from "~/delivery/outbox.server";
import {
  startOutboxWorker,
  type DeliveryOutcome,
  type DeliveryWorker,
  type WorkerOptions,
} from "~/delivery/worker.server";
import { deliverDemoRequestJob, deliverSubscriberJob } from "~/leads/deliveries.server";

// The outbox holds the jobs of two rooms: leads (demo requests, subscribers) and booking (booking
// events, reminders). Here each job goes to the room that knows what it means, so the delivery
// room stays below both and neither room imports the other for it.

/** `now`: the worker's clock, which decides whether a reminder is still in time (tests move it). */
function deliverJob(
  db: Kysely<Database>,
  job: OutboxJob,
  config: LeadsConfig,
  now = new Date(),
): Promise<DeliveryOutcome> {
  if (job.record_type === "reminder") return deliverReminderJob(db, job, config, now);
  if (job.record_type === "booking_event") return deliverBookingEventJob(db, job, config);
  return job.record_type === "demo_request"
    ? deliverDemoRequestJob(db, job, config)
    : deliverSubscriberJob(db, job, config);
}

/** The delivery worker with every room's jobs: the server starts it, and so do the tests. */
export function startDeliveryWorker(
  db: Kysely<Database>,
  options: Omit<WorkerOptions, "deliver"> = {},
): DeliveryWorker {
  return startOutboxWorker(db, { ...options, deliver: deliverJob });
}
