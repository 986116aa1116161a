// How long personal data is kept: the one place the numbers live. The privacy notice's wording
// (app/content/legal.ts) is built from them, and the daily job (retention.server.ts) applies them.

export const retention = {
  /** A demo request, counted from the team's last activity on it (or from when it arrived). */
  demoRequestMonths: 24,
  /** A demo request our checks flagged as automated (ADR 013): kept for the team to review, then deleted. QUARANTINE_DAYS may shorten it. */
  quarantinedDemoRequestDays: 30,
  /** A newsletter sign-up that was never confirmed. */
  unconfirmedSubscriberDays: 30,
  /** The address and date of someone who unsubscribed (so we never write to them by mistake). */
  unsubscribedMonths: 24,
} as const;

/** The moment `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
