import type { Kysely } from "kysely";
import type { Database, DemoRequestTable } from "~/db/schema.server";
import type { LeadsConfig } from "~/delivery/config.server";
import { sendEmail } from "~/delivery/email.server";
import { postWebhook } from "~/delivery/webhook.server";
import { DeliveryError } from "~/delivery/delivery-failures";
import {
  newsletterConfirmationEmail,
  salesNotificationEmail,
  visitorConfirmationEmail,
  type LeadForEmail,
} from "./emails";
import type { OutboxJob } from "~/delivery/outbox.server";
import type { DeliveryOutcome } from "~/delivery/worker.server";
import { emailCopy } from "./email-copy";
import { newsletterLinks } from "./newsletter-tokens.server";

// What an outbox job of a demo request or a subscriber means: which record to read and where to
// send it. Throws to ask for a retry. app/flows/deliveries.server.ts hands each job to its room.

class NotConfiguredError extends DeliveryError {
  override name = "NotConfigured";
  constructor(message: string) {
    super(message, "not_configured");
  }
}

/** The fields the visitor filled in, as every delivery names them. */
function whatTheyWrote(row: DemoRequestTable) {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    institution: row.institution,
    size: row.size,
    message: row.message,
  };
}

function leadForEmail(row: DemoRequestTable): LeadForEmail {
  return {
    id: row.id,
    ...whatTheyWrote(row),
    source: row.source,
    createdAt: row.created_at,
    marketingConsent: row.marketing_consent === 1,
    language: row.language,
  };
}

function demoRequestWebhookData(row: DemoRequestTable): Record<string, unknown> {
  return {
    id: row.id,
    createdAt: row.created_at,
    ...whatTheyWrote(row),
    marketingConsent: row.marketing_consent === 1,
    privacyNoticeVersion: row.privacy_notice_version,
    consentedAt: row.consented_at,
    source: row.source,
    language: row.language,
  };
}

function smtp(config: LeadsConfig): string {
  if (!config.smtpUrl) throw new NotConfiguredError("SMTP_URL is not configured");
  return config.smtpUrl;
}

function webhook(config: LeadsConfig): { url: string; secret: string } {
  if (!config.webhookUrl || !config.webhookSecret)
    throw new NotConfiguredError("LEADS_WEBHOOK_URL/LEADS_WEBHOOK_SECRET not configured");
  return { url: config.webhookUrl, secret: config.webhookSecret };
}

// A stable Message-ID per job lets a mail server or client spot a retried duplicate.
const messageId = (job: OutboxJob) => `<${job.id}@leads.ilimi>`;

export async function deliverDemoRequestJob(
  db: Kysely<Database>,
  job: OutboxJob,
  config: LeadsConfig,
): Promise<DeliveryOutcome> {
  const row = await db.selectFrom("demo_requests").selectAll().where("id", "=", job.record_id).executeTakeFirst();
  if (!row) return { status: "skipped", reason: "record_gone" };
  switch (job.target) {
    case "webhook": {
      const { url, secret } = webhook(config);
      await postWebhook({
        url,
        secret,
        timeoutMs: config.timeoutMs,
        event: { id: row.id, event: job.event, sentAt: new Date().toISOString(), data: demoRequestWebhookData(row) },
      });
      return { status: "delivered" };
    }
    case "sales_email": {
      if (!config.salesEmail) throw new NotConfiguredError("SALES_EMAIL is not configured");
      const content = salesNotificationEmail(leadForEmail(row), {
        timeZone: config.teamTimeZone,
        siteUrl: config.siteUrl,
      });
      await sendEmail(smtp(config), config.timeoutMs, {
        ...content,
        to: config.salesEmail,
        from: config.smtpFrom,
        replyTo: row.email,
        messageId: messageId(job),
      });
      return { status: "delivered" };
    }
    case "visitor_email": {
      // A visitor who booked before it was due has the booking's e-mail: one e-mail, not two (ADR 099).
      const booked = await db
        .selectFrom("bookings")
        .select("id")
        .where("demo_request_id", "=", row.id)
        .executeTakeFirst();
      if (booked) return { status: "skipped", reason: "booked_instead" };
      const content = visitorConfirmationEmail(leadForEmail(row));
      await sendEmail(smtp(config), config.timeoutMs, {
        ...content,
        to: row.email,
        from: config.smtpFrom,
        replyTo: config.salesEmail,
        messageId: messageId(job),
      });
      return { status: "delivered" };
    }
    default:
      return { status: "skipped", reason: "not_for_target" };
  }
}

export async function deliverSubscriberJob(
  db: Kysely<Database>,
  job: OutboxJob,
  config: LeadsConfig,
): Promise<DeliveryOutcome> {
  const row = await db.selectFrom("subscribers").selectAll().where("id", "=", job.record_id).executeTakeFirst();
  if (!row) return { status: "skipped", reason: "record_gone" };
  switch (job.target) {
    case "newsletter_confirm": {
      if (row.status !== "pending") return { status: "skipped", reason: "no_longer_applies" };
      // The links lead to the edition the visitor signed up in (/fr/newsletter/confirm for French).
      const links = await newsletterLinks(db, row.id, row.language);
      const validDays = Math.round(config.confirmationTokenTtlMs / 86_400_000);
      const content = newsletterConfirmationEmail({ ...links, validDays }, row.language);
      await sendEmail(smtp(config), config.timeoutMs, {
        ...content,
        to: row.email,
        from: config.smtpFrom,
        unsubscribeUrl: links.unsubscribeUrl,
        unsubscribeComment: emailCopy(row.language).newsletterConfirmationEmail.listUnsubscribe,
        messageId: messageId(job),
      });
      return { status: "delivered" };
    }
    case "webhook": {
      const { url, secret } = webhook(config);
      const data = {
        subscriberId: row.id,
        email: row.email,
        occurredAt: job.created_at,
        privacyNoticeVersion: row.privacy_notice_version,
        consentedAt: row.consented_at,
        language: row.language,
      };
      await postWebhook({
        url,
        secret,
        timeoutMs: config.timeoutMs,
        event: { id: job.id, event: job.event, sentAt: new Date().toISOString(), data },
      });
      return { status: "delivered" };
    }
    default:
      return { status: "skipped", reason: "not_for_target" };
  }
}
