// Why a reminder failed, was dropped or withdrawn (ADR 041): a code, stored in reminders.detail.
// The team reads the console's words for it (app/content/sales-console-lead.ts, reminderReason);
// the technical reason (a provider's answer, an SMTP error) goes to the log only, never stored.

export const reminderReasons = [
  // Maybe sent (ADR 077): the provider may have it, so it is not sent again.
  "interrupted",
  "no_answer",
  "unclear_answer",
  // Failed or dropped.
  "late",
  "no_longer_applies",
  "refused",
  "unavailable",
  "send_failed",
  "no_phone",
  "not_configured",
  "no_recipient",
  "booking_gone",
  // Withdrawn with the booking's change, or the visitor's consent.
  "booked_again",
  "booking_moved",
  "booking_cancelled",
  "presenter_changed",
  "marked_no_show",
  "consent_withdrawn",
] as const;

export type ReminderReason = (typeof reminderReasons)[number];

/** Tried until its time passed, then given up: the last try's reason after this prefix ("gave_up:unavailable"). */
export const GAVE_UP = "gave_up:";

function isReminderReason(value: unknown): value is ReminderReason {
  return (reminderReasons as readonly unknown[]).includes(value);
}

/** A stored detail as the console words it: the reason, and whether it was given up at its time. null when there is none. */
export function readReminderDetail(
  detail: string | null | undefined,
): { reason: ReminderReason | "other"; gaveUp: boolean } | null {
  if (!detail) return null;
  const gaveUp = detail.startsWith(GAVE_UP);
  const code = gaveUp ? detail.slice(GAVE_UP.length) : detail;
  // A detail written before these codes (free text) is not shown: "other" points to the log.
  return { reason: isReminderReason(code) ? code : "other", gaveUp };
}
