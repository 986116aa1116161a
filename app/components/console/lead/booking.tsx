import { leadCopy } from "~/content/sales-console-lead";
import { exactTime } from "~/lib/team-clock";
import type { LeadAnswer } from "~/console/lead/answer";
import type { LeadBooking } from "~/console/bookings/agenda.server";
import type { LeadRow } from "~/console/lead/leads.server";
import { OutcomeButtons } from "~/components/console/bookings/outcome-buttons";
import { ReminderList } from "./reminder-list";
import { Panel, useConsoleZone, When } from "~/components/console/ui";

// The lead's booking: when, who presents it, where it is held, and once it has ended the one press
// of held or no-show (ADR 039). The coming reminders; those sent are on the timeline.

const t = leadCopy;

export function LeadBookingCard({
  lead,
  booking,
  canMark,
  answer,
}: {
  lead: LeadRow;
  booking: LeadBooking | null;
  canMark: boolean;
  answer?: LeadAnswer;
}) {
  const zone = useConsoleZone();
  const outcomeAnswer = answer?.intent === "outcome" ? answer : undefined;
  return (
    <Panel title={t.booking}>
      {booking ? (
        <div className="flex flex-col gap-1">
          <p className="text-ink">
            {booking.when} · <strong>{t.bookingStatus[booking.status]}</strong>
          </p>
          <p className="text-sm text-ink-soft">
            {booking.presenter ? t.presentedBy(booking.presenter) : t.noPresenter}
          </p>
          {booking.meetingUrl && booking.status === "confirmed" ? (
            <p className="text-sm">
              {t.meetingLink}:{" "}
              <a
                href={booking.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-all text-brand-800 underline"
              >
                {booking.meetingUrl}
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-ink-soft">{t.noBooking}</p>
      )}
      {booking?.status === "confirmed" ? (
        <div className="mt-3">
          <OutcomeButtons
            demo={{
              bookingId: booking.id,
              who: `${lead.first_name} ${lead.last_name}`,
              endTime: booking.endTime,
              ended: booking.ended,
              mayMark: canMark,
              outcome: booking.outcome,
            }}
            answer={outcomeAnswer}
          />
        </div>
      ) : null}
      {booking?.reason ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-ink">{t.cancelReason}</h3>
          <p className="break-words whitespace-pre-wrap">{booking.reason}</p>
        </div>
      ) : null}
      <BookingPreferences
        times={lead.preferred_times ?? null}
        note={lead.preferred_note ?? null}
        at={lead.preferences_at ?? null}
      />
      {lead.email_corrected_at ? (
        <p className="mt-3 text-sm text-ink-soft">{t.emailCorrected(exactTime(lead.email_corrected_at, zone))}</p>
      ) : null}
      {booking ? (
        <ReminderList
          reminders={booking.reminders.filter((r) => r.status === "queued" || r.status === "sending")}
          consent={lead}
        />
      ) : null}
    </Panel>
  );
}

/** "None of these suit me": the half-days the visitor ticked and their note (issue #26). */
function BookingPreferences({ times, note, at }: { times: string | null; note: string | null; at: string | null }) {
  if (!at) return null;
  let codes: string[] = [];
  try {
    const parsed: unknown = JSON.parse(times ?? "[]");
    if (Array.isArray(parsed))
      codes = parsed.filter(
        (code): code is string => typeof code === "string" && /^[1-7]-(morning|afternoon)$/.test(code),
      );
  } catch {
    codes = [];
  }
  return (
    <div className="mt-3 flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-ink">
        {t.preferences}
        {" · "}
        <span className="font-normal text-muted">
          <When iso={at} />
        </span>
      </h3>
      <p>{codes.length > 0 ? codes.map(t.preferenceLabel).join(", ") : t.preferencesNone}</p>
      {note ? (
        <>
          <h3 className="mt-2 text-sm font-semibold text-ink">{t.preferencesNote}</h3>
          <p className="break-words whitespace-pre-wrap">{note}</p>
        </>
      ) : null}
    </div>
  );
}
