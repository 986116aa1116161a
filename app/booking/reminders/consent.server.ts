import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { withdrawReminders } from "./schedule.server";

// A visitor withdraws their consent to WhatsApp and SMS reminders from the booking's manage page
// (ADR 041). One transaction: the request records when, and the queued messages on those channels
// are withdrawn; a claim after it cannot take one (it checks the consent too).

export type ConsentWithdrawal = "withdrawn" | "alreadyWithdrawn" | "nothingToWithdraw" | "noBooking";

export async function withdrawReminderConsent(
  db: Kysely<Database>,
  bookingId: string,
  now = new Date(),
): Promise<ConsentWithdrawal> {
  const outcome = await db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
      .select(["demo_requests.id as requestId", "remind_whatsapp", "remind_sms", "reminder_consent_withdrawn_at"])
      .where("bookings.id", "=", bookingId)
      .executeTakeFirst();
    if (!booking) return "noBooking" as const;
    if (booking.reminder_consent_withdrawn_at) return "alreadyWithdrawn" as const;
    if (booking.remind_whatsapp !== 1 && booking.remind_sms !== 1) return "nothingToWithdraw" as const;
    const iso = now.toISOString();
    const updated = await trx
      .updateTable("demo_requests")
      .set({ reminder_consent_withdrawn_at: iso })
      .where("id", "=", booking.requestId)
      .where("reminder_consent_withdrawn_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return "alreadyWithdrawn" as const;
    await withdrawReminders(trx, { bookingId, channels: ["whatsapp", "sms"] }, "consent_withdrawn", iso);
    return "withdrawn" as const;
  });
  logger.info({ bookingId, outcome }, "reminder consent");
  return outcome;
}

/** What the manage page shows: the channels ticked, and whether that consent still stands. */
export async function reminderConsentOf(
  db: Kysely<Database>,
  bookingId: string,
): Promise<{ whatsapp: boolean; sms: boolean; withdrawn: boolean } | undefined> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .select(["remind_whatsapp", "remind_sms", "reminder_consent_withdrawn_at"])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
  return row
    ? {
        whatsapp: row.remind_whatsapp === 1,
        sms: row.remind_sms === 1,
        withdrawn: Boolean(row.reminder_consent_withdrawn_at),
      }
    : undefined;
}
