import { leadCopy } from "~/content/sales-console-lead";
import { exactTime } from "~/lib/team-clock";
import { readReminderDetail, type ReminderReason } from "~/booking/reminders/reasons";
import type { ReminderStatus, ReminderTable } from "~/booking/reminders/schedule.server";
import { cn } from "~/lib/cn";
import { useConsoleZone } from "~/components/console/ui";

// The lead page's coming reminders (ADR 041): each message still to go before the demo, to whom,
// on which channel, when. What the visitor consented to, and when. Those sent, failed, dropped or
// withdrawn are on the lead's timeline (lead-timeline.tsx).

const t = leadCopy;

const tone: Record<ReminderStatus, string> = {
  queued: "text-ink-soft",
  sending: "text-ink-soft",
  sent: "text-brand-800",
  failed: "text-red-800",
  maybe_sent: "text-red-800",
  dropped: "text-red-800",
  withdrawn: "text-muted",
};

// Every code the server may store has its words (a missing one fails the typecheck).
const reasons: Record<ReminderReason | "other", string> = t.reminderReason;

/** What the team reads for a reminder's stored reason: the console's words, never the server's text. */
export function reminderReasonText(detail: string | null): string | null {
  const read = readReminderDetail(detail);
  if (!read) return null;
  return read.gaveUp ? t.reminderGaveUp(reasons[read.reason]) : reasons[read.reason];
}

export type ReminderConsentRow = {
  remind_whatsapp?: number;
  remind_sms?: number;
  reminder_consent_version?: string | null;
  reminder_consent_at?: string | null;
  reminder_consent_withdrawn_at?: string | null;
};

export function ReminderList({ reminders, consent }: { reminders: ReminderTable[]; consent: ReminderConsentRow }) {
  const zone = useConsoleZone();
  const channels: string[] = [];
  if (consent.remind_whatsapp === 1) channels.push(t.reminderChannel.whatsapp);
  if (consent.remind_sms === 1) channels.push(t.reminderChannel.sms);
  return (
    <div className="mt-4 flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink">{t.upcomingReminders}</h3>
      {channels.length > 0 && consent.reminder_consent_version ? (
        <p className="text-sm text-ink-soft">
          {t.reminderConsent(
            channels.join(", "),
            consent.reminder_consent_version,
            exactTime(consent.reminder_consent_at, zone),
          )}
          {consent.reminder_consent_withdrawn_at
            ? ` ${t.reminderConsentWithdrawn(exactTime(consent.reminder_consent_withdrawn_at, zone))}`
            : ""}
        </p>
      ) : null}
      {reminders.length === 0 ? (
        <p className="text-sm text-ink-soft">{t.noUpcomingReminders}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
          {reminders.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-0.5 p-3 text-sm sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-3"
            >
              <span className="font-semibold text-ink">
                {`${t.reminderTo[r.audience]} · ${t.reminderChannel[r.channel]} · ${t.reminderBefore(r.offset_minutes)}`}
              </span>
              <span className={cn("font-semibold", tone[r.status])}>{t.reminderStatus[r.status]}</span>
              <span className="text-muted">
                {r.sent_at ? t.reminderSent(exactTime(r.sent_at, zone)) : t.reminderDue(exactTime(r.due_at, zone))}
              </span>
              {r.detail ? (
                <span className="w-full break-words text-ink-soft">{reminderReasonText(r.detail)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
