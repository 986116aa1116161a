import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { audit } from "~/audit/audit.server";
import { configuredTargets } from "~/delivery/config.server";
import { insertJobs, newJob, notifyJobsEnqueued } from "~/delivery/outbox.server";
import {
  correctedEmailSchema,
  firstMessage,
  preferenceNoteSchema,
  preferredTimes,
  textProblem,
  type TextProblem,
} from "~/booking/followup-schema";

// What the booking pages record besides bookings: whether the visitor was e-mailed (so a page says
// "sent" only when it was), a corrected address, and the times that suit a visitor none of the
// offered ones did.

/** Whether an e-mail to the visitor was queued for the booking's latest change (its calendar SEQUENCE). */
export async function visitorEmailQueued(db: Kysely<Database>, bookingId: string, sequence: number): Promise<boolean> {
  const row = await db
    .selectFrom("outbox")
    .innerJoin("booking_events", "booking_events.id", "outbox.record_id")
    .select("outbox.id")
    .where("outbox.record_type", "=", "booking_event")
    .where("outbox.target", "=", "visitor_email")
    .where("outbox.status", "!=", "cancelled")
    .where("booking_events.booking_id", "=", bookingId)
    .where("booking_events.sequence", "=", sequence)
    .executeTakeFirst();
  return Boolean(row);
}

export type EmailCorrection =
  { ok: true; email: string; mailed: boolean } | { ok: false; error: string; value: string };

/**
 * The visitor's address, corrected from their booking's page: checked as the demo form checks it,
 * stored on their request, recorded in the audit log (no address in it), and, where mail is
 * configured, the booking's latest invitation queued again to the new address.
 */
export async function correctEmail(db: Kysely<Database>, bookingId: string, value: string): Promise<EmailCorrection> {
  const parsed = correctedEmailSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: firstMessage(parsed), value };
  const email = parsed.data;
  const mailed = await db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["id", "demo_request_id", "status", "sequence"])
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await trx
      .updateTable("demo_requests")
      .set({ email, email_normalized: email.trim().toLowerCase(), email_corrected_at: now })
      .where("id", "=", booking.demo_request_id)
      .execute();
    await audit(trx, {
      actorId: null,
      action: "visitor_email_corrected",
      subjectType: "lead",
      subjectId: booking.demo_request_id,
    });
    if (booking.status !== "confirmed" || !configuredTargets().visitorEmail) return false;
    const event = await trx
      .selectFrom("booking_events")
      .select(["id", "event"])
      .where("booking_id", "=", booking.id)
      .where("sequence", "=", booking.sequence)
      .executeTakeFirst();
    if (!event) return false;
    // The delivery reads the address when it sends: the new one.
    await insertJobs(trx, [newJob("booking_event", event.id, "visitor_email", event.event, now)]);
    return true;
  });
  if (mailed) notifyJobsEnqueued();
  return { ok: true, email, mailed };
}

export type PreferencesSave = { ok: true } | { ok: false; problem: TextProblem; times: string[]; note: string };

/** "None of these suit me": the half-days ticked and the note, kept on the request for the sales team. */
export async function savePreferences(
  db: Kysely<Database>,
  requestId: string,
  fields: { times: unknown[]; note: string },
): Promise<PreferencesSave> {
  const times = preferredTimes(fields.times);
  const note = preferenceNoteSchema.safeParse(fields.note);
  if (!note.success) return { ok: false, problem: textProblem(note), times, note: fields.note };
  await db
    .updateTable("demo_requests")
    .set({
      preferred_times: JSON.stringify(times),
      preferred_note: note.data,
      preferences_at: new Date().toISOString(),
    })
    .where("id", "=", requestId)
    .execute();
  return { ok: true };
}
