import { sql, type Kysely } from "kysely";
import { canStillChange } from "~/booking/availability-config";
import { effectiveAvailability } from "~/booking/availability.server";
import type { Database, ReminderTable } from "~/db/schema.server";
import type { LeadsConfig } from "~/delivery/config.server";
import { sendEmailOnce, UnansweredEmail } from "~/delivery/email.server";
import { describeError, type OutboxJob } from "~/delivery/outbox.server";
import type { DeliveryOutcome } from "~/delivery/worker.server";
import { logger } from "~/lib/logger.server";
import { bookingView } from "./commands.server";
import { bookingWhere, manageLinks } from "~/booking/links.server";
import { ChannelError, MaybeSentError, sendSms, sendWhatsAppTemplate } from "~/delivery/message-channels.server";
import { internationalDigits } from "~/booking/phone-numbers";
import { reminderConfig, type ReminderConfig } from "~/booking/reminders/config.server";
import { GAVE_UP, type ReminderReason } from "~/booking/reminders/reasons";
import {
  presenterReminderEmail,
  smsText,
  visitorReminderEmail,
  whatsAppParameters,
  type ReminderForMessage,
} from "~/booking/reminders/messages";

// One reminder's outbox job (record_type "reminder", ADR 041). The outbox lease keeps one worker
// on the job; the reminder row's status is what makes it go out once: queued → sending is one
// conditional UPDATE that also requires the booking to be confirmed at the same SEQUENCE (and,
// for WhatsApp and SMS, the consent not withdrawn). A job whose worker died mid-send finds the
// row "sending" and records it as interrupted instead of sending again: never twice, never late.
// A send the provider may have received without answering (ADR 077) is "maybe_sent", never
// retried; only a try the provider cannot have received goes back to the queue.
// The row keeps why as a code the console words (reminder-reasons.ts); the technical reason, a
// provider's or an SMTP server's answer, goes to the log only.

type Row = ReminderTable;

async function setStatus(
  db: Kysely<Database>,
  row: Row,
  from: Row["status"],
  to: Row["status"],
  detail: ReminderReason | `${typeof GAVE_UP}${string}` | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("reminders")
    .set({
      status: to,
      detail,
      updated_at: now.toISOString(),
      ...(to === "sent" ? { sent_at: now.toISOString() } : {}),
    })
    .where("id", "=", row.id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The claim: one UPDATE, true for the one worker that moved it from queued to sending. */
async function claim(db: Kysely<Database>, row: Row, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("reminders")
    .set({ status: "sending", updated_at: now.toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "queued")
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("bookings")
          .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
          .select(sql<number>`1`.as("one"))
          .whereRef("bookings.id", "=", "reminders.booking_id")
          .whereRef("bookings.sequence", "=", "reminders.sequence")
          .where("bookings.status", "=", "confirmed")
          .where((eb) =>
            eb.or([
              eb("reminders.channel", "=", "email"),
              eb("demo_requests.reminder_consent_withdrawn_at", "is", null),
            ]),
          ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const logFields = (row: Row) => ({
  reminderId: row.id,
  bookingId: row.booking_id,
  audience: row.audience,
  channel: row.channel,
  offsetMinutes: row.offset_minutes,
});

export async function deliverReminderJob(
  db: Kysely<Database>,
  job: OutboxJob,
  config: LeadsConfig,
  now = new Date(),
  reminders: ReminderConfig = reminderConfig(),
): Promise<DeliveryOutcome> {
  const row = await db.selectFrom("reminders").selectAll().where("id", "=", job.record_id).executeTakeFirst();
  if (!row) return { status: "skipped", reason: "record_gone" };
  if (row.status === "sending") {
    // Its worker died between the claim and the answer: it may have gone out. Never a second time.
    await setStatus(db, row, "sending", "maybe_sent", "interrupted", now);
    logger.warn(logFields(row), "reminder interrupted while sending; not repeated");
    return { status: "skipped", reason: "interrupted" };
  }
  if (row.status !== "queued") return { status: "skipped", reason: "no_longer_applies" };
  const lateMs = now.getTime() - Date.parse(row.due_at);
  if (lateMs > reminders.graceMs) {
    // Down past its time (or failing until then): a reminder after the fact helps nobody.
    const failedBefore = row.detail !== null;
    await setStatus(
      db,
      row,
      "queued",
      failedBefore ? "failed" : "dropped",
      failedBefore ? `${GAVE_UP}${row.detail}` : "late",
      now,
    );
    logger.warn(
      { ...logFields(row), lateMs, lastReason: row.detail },
      failedBefore ? "reminder failed until past its time; given up" : "reminder dropped: past its time",
    );
    return { status: "skipped", reason: "late" };
  }
  if (!(await claim(db, row, now))) {
    // Still queued, yet not claimable: its booking changed or the consent went, in a commit that withdraws it too.
    await setStatus(db, row, "queued", "withdrawn", "no_longer_applies", now);
    return { status: "skipped", reason: "no_longer_applies" };
  }
  try {
    // A send may not outlast the grace: a provider that answers at last after it would deliver a
    // late reminder. Cut off at the grace's end before the provider had it, the next try gives up;
    // cut off after it had it, the reminder is maybe sent (ADR 077).
    await send(
      db,
      row,
      { ...config, timeoutMs: Math.max(1, Math.min(config.timeoutMs, reminders.graceMs - lateMs)) },
      reminders,
      now,
    );
  } catch (caught) {
    const error = caught instanceof UnansweredEmail ? new MaybeSentError(caught.message) : caught;
    if (error instanceof MaybeSentError) {
      // Written, not answered: the provider may deliver it. Sent again it could arrive twice.
      await setStatus(db, row, "sending", "maybe_sent", error.code, now);
      logger.warn({ ...logFields(row), err: describeError(error) }, "reminder maybe sent; not repeated");
      return { status: "skipped", reason: "maybe_sent" };
    }
    const permanent = error instanceof ChannelError && !error.retryable;
    // Refused for good: failed. Otherwise queued again for the outbox's retry, until its grace ends
    // (the outbox logs the technical reason of a retried one).
    await setStatus(
      db,
      row,
      "sending",
      permanent ? "failed" : "queued",
      error instanceof ChannelError ? error.code : "send_failed",
      now,
    );
    if (permanent) {
      logger.warn({ ...logFields(row), err: describeError(error) }, "reminder refused by the provider");
      return { status: "skipped", reason: "refused" };
    }
    throw error;
  }
  await setStatus(db, row, "sending", "sent", null, now);
  logger.info(logFields(row), "reminder sent");
  return { status: "delivered" };
}

async function send(
  db: Kysely<Database>,
  row: Row,
  config: LeadsConfig,
  reminders: ReminderConfig,
  now: Date,
): Promise<void> {
  const booking = await bookingView(db, { bookingId: row.booking_id });
  if (!booking) throw new ChannelError("booking no longer exists", false, "booking_gone");
  const language = booking.language;
  const message: ReminderForMessage = {
    language,
    firstName: booking.first_name,
    institution: booking.institution,
    start: row.slot_start,
    minutes: Math.round((Date.parse(booking.slot_end) - Date.parse(booking.slot_start)) / 60_000),
    offsetMinutes: row.offset_minutes,
    // The meeting link when the booking has one (ADR 040), else the configured location.
    location: bookingWhere(booking.meeting_url, language),
    presenter: booking.presenter?.name,
  };
  const messageId = `<${row.id}@reminders.ilimi>`;
  if (row.channel === "email") {
    if (!config.smtpUrl) throw new ChannelError("SMTP_URL is not configured", false, "not_configured");
    if (row.audience === "visitor") {
      // Inside the change notice the page answers "too late": the reminder says whom to call instead.
      const availability = await effectiveAvailability(db);
      const change = canStillChange(row.slot_start, now, availability)
        ? { manageUrl: (await manageLinks(db, booking.id, row.slot_start, true, language)).manageUrl }
        : { tooLateHours: availability.changeNoticeHours };
      await sendEmailOnce(config.smtpUrl, config.timeoutMs, {
        ...visitorReminderEmail(message, change),
        to: booking.email,
        from: config.smtpFrom,
        replyTo: config.salesEmail,
        messageId,
      });
      return;
    }
    const to = booking.presenter?.email ?? config.salesEmail;
    if (!to) throw new ChannelError("no presenter and SALES_EMAIL is not configured", false, "no_recipient");
    await sendEmailOnce(config.smtpUrl, config.timeoutMs, {
      ...presenterReminderEmail(
        message,
        { firstName: booking.first_name, lastName: booking.last_name, email: booking.email },
        config.teamTimeZone,
      ),
      to,
      from: config.smtpFrom,
      replyTo: booking.email,
      messageId,
    });
    return;
  }
  const request = await db
    .selectFrom("demo_requests")
    .select("phone")
    .where("id", "=", booking.demo_request_id)
    .executeTakeFirst();
  const to = internationalDigits(request?.phone ?? "");
  if (!to) throw new ChannelError("no phone number a message can reach", false, "no_phone");
  if (row.channel === "whatsapp") {
    if (!reminders.whatsapp) throw new ChannelError("WhatsApp is no longer configured", false, "not_configured");
    await sendWhatsAppTemplate(
      reminders.whatsapp,
      { to, language, parameters: whatsAppParameters(message) },
      config.timeoutMs,
    );
    return;
  }
  if (!reminders.sms) throw new ChannelError("SMS is no longer configured", false, "not_configured");
  await sendSms(reminders.sms, { to, text: smsText(message) }, config.timeoutMs);
}
