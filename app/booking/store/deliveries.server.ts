import type { Kysely } from "kysely";
import { site } from "~/content/site";
import { localizePath } from "~/content/locale";
import type { Database } from "~/db/schema.server";
import type { LeadsConfig } from "~/delivery/config.server";
import { sendEmail } from "~/delivery/email.server";
import { postWebhook } from "~/delivery/webhook.server";
import { DeliveryError } from "~/delivery/delivery-failures";
import type { OutboxJob } from "~/delivery/outbox.server";
import type { DeliveryOutcome } from "~/delivery/worker.server";
import { bookingView } from "./commands.server";
import {
  inviteInput,
  noShowEmail,
  salesBookingEmail,
  visitorBookingEmail,
  type BookingForEmail,
} from "~/booking/emails";
import { bookingWhere, bookPickerQuery, manageLinks } from "~/booking/links.server";
import { buildInvite } from "~/booking/ics";
import { presenterContact } from "./presenter-seats.server";
import { SALES_TIME_ZONE } from "~/booking/slots";

// One outbox job of a booking event (record_type "booking_event"): the visitor's invitation, the
// sales inbox's copy with the .ics, or the webhook. Reads the event as it was recorded, so a job
// queued before a reschedule still sends the time and SEQUENCE it was about. Throws to retry.

export async function deliverBookingEventJob(
  db: Kysely<Database>,
  job: OutboxJob,
  config: LeadsConfig,
): Promise<DeliveryOutcome> {
  const event = await db.selectFrom("booking_events").selectAll().where("id", "=", job.record_id).executeTakeFirst();
  if (!event) return { status: "skipped", reason: "record_gone" };
  const booking = await bookingView(db, { bookingId: event.booking_id });
  if (!booking) return { status: "skipped", reason: "record_gone" };
  const cancelled = event.event === "demo_booking.cancelled";
  // The visitor's e-mail and the invitation (also the sales team's copy: one event, one text) are
  // in the booking's language; the links lead to the pages of its edition.
  const language = booking.language;
  // The link the event named (ADR 040): a queued e-mail sends the room it was about.
  const meetingUrl = event.meeting_url ?? null;
  const location = bookingWhere(meetingUrl, language);
  const minutes = Math.round((Date.parse(event.slot_end) - Date.parse(event.slot_start)) / 60_000);
  // The presenter the event named, so an e-mail queued before a reassignment names who it was about.
  const presenter = await presenterContact(db, event.presenter_id ?? null);
  // A move names the time before it: the event just before this one in the booking's sequence.
  const previousStart =
    event.event === "demo_booking.rescheduled"
      ? ((
          await db
            .selectFrom("booking_events")
            .select("slot_start")
            .where("booking_id", "=", booking.id)
            .where("sequence", "<", event.sequence)
            .orderBy("sequence", "desc")
            .executeTakeFirst()
        )?.slot_start ?? null)
      : null;
  const forEmail: BookingForEmail = {
    event: event.event,
    firstName: booking.first_name,
    lastName: booking.last_name,
    email: booking.email,
    institution: booking.institution,
    start: event.slot_start,
    minutes,
    location,
    bookingId: booking.id,
    language,
    presenter,
    reason: event.reason ?? null,
    meetingUrl,
    previousStart: previousStart !== event.slot_start ? previousStart : null,
  };
  const messageId = `<${job.id}@leads.ilimi>`;
  // A no-show (ADR 039): only the visitor's e-mail, leading to the picker for the same request; the calendar is left as it is.
  if (event.event === "demo_booking.no_show") {
    if (job.target !== "visitor_email") return { status: "skipped", reason: "not_for_target" };
    if (!config.smtpUrl) throw new DeliveryError("SMTP_URL is not configured", "not_configured");
    const rebookUrl = `${config.siteUrl}${localizePath(language, "/booking/book")}?${await bookPickerQuery(db, booking.demo_request_id)}`;
    await sendEmail(config.smtpUrl, config.timeoutMs, {
      ...noShowEmail(forEmail, rebookUrl),
      to: booking.email,
      from: config.smtpFrom,
      replyTo: config.salesEmail,
      messageId,
    });
    return { status: "delivered" };
  }
  const links = cancelled ? null : await manageLinks(db, booking.id, event.slot_start, true, language);
  const invite = buildInvite(
    inviteInput({
      bookingId: booking.id,
      cancelled,
      sequence: event.sequence,
      start: event.slot_start,
      end: event.slot_end,
      stamp: event.created_at,
      institution: booking.institution,
      language,
      location,
      meetingUrl,
      links,
      presenter,
      salesEmail: config.salesEmail ?? site.email,
      visitor: { name: `${booking.first_name} ${booking.last_name}`, email: booking.email },
    }),
  );
  switch (job.target) {
    case "visitor_email": {
      if (!config.smtpUrl) throw new DeliveryError("SMTP_URL is not configured", "not_configured");
      // A cancelled visitor is led straight back to the picker for the same request, not to the form.
      const anotherTimeUrl = `${config.siteUrl}${localizePath(language, "/booking/book")}?${await bookPickerQuery(db, booking.demo_request_id)}`;
      const content = visitorBookingEmail(forEmail, links ?? { rescheduleUrl: "", cancelUrl: "", anotherTimeUrl });
      await sendEmail(config.smtpUrl, config.timeoutMs, {
        ...content,
        to: booking.email,
        from: config.smtpFrom,
        replyTo: config.salesEmail,
        messageId,
        icalEvent: { method: cancelled ? "CANCEL" : "REQUEST", filename: "invite.ics", content: invite },
      });
      return { status: "delivered" };
    }
    case "sales_email": {
      if (!config.smtpUrl || !config.salesEmail)
        throw new DeliveryError("SMTP_URL and SALES_EMAIL are not configured", "not_configured");
      await sendEmail(config.smtpUrl, config.timeoutMs, {
        ...salesBookingEmail(forEmail, config.teamTimeZone),
        to: config.salesEmail,
        from: config.smtpFrom,
        replyTo: booking.email,
        messageId,
        attachments: [
          {
            filename: "demo.ics",
            content: invite,
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
          },
        ],
      });
      return { status: "delivered" };
    }
    case "webhook": {
      if (!config.webhookUrl || !config.webhookSecret)
        throw new DeliveryError("LEADS_WEBHOOK_URL/LEADS_WEBHOOK_SECRET not configured", "not_configured");
      const data = {
        bookingId: booking.id,
        demoRequestId: booking.demo_request_id,
        sequence: event.sequence,
        slotStart: event.slot_start,
        slotEnd: event.slot_end,
        timeZone: SALES_TIME_ZONE,
        location,
        meetingUrl,
        language,
        presenter: presenter ?? null,
        occurredAt: event.created_at,
        // A cancellation's reason as the visitor wrote it; null when none was given (or for other events).
        reason: event.reason ?? null,
        lead: {
          firstName: booking.first_name,
          lastName: booking.last_name,
          email: booking.email,
          institution: booking.institution,
        },
      };
      // The event id is the idempotency key: a retry resends the same one.
      await postWebhook({
        url: config.webhookUrl,
        secret: config.webhookSecret,
        timeoutMs: config.timeoutMs,
        event: { id: event.id, event: event.event, sentAt: new Date().toISOString(), data },
      });
      return { status: "delivered" };
    }
    default:
      return { status: "skipped", reason: "not_for_target" };
  }
}
