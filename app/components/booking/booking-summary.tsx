import { CalendarPlus, Download, MailCheck, Bookmark, Video } from "lucide-react";
import type { BookingDetails } from "~/booking/store/pages.server";
import { editionZones } from "~/booking/edition-zones";
import { editionTime } from "~/booking/slot-format";
import { offsetMinutes, weekdayNames } from "~/booking/time-zones";
import { edition } from "~/content/editions";
import { buttonVariants } from "~/components/ui/button";
import { mark } from "../contract";
import { slotPickerContract as contract } from "./slot-picker.contract";
import { EmailCorrection, type EmailCorrectionState } from "./email-correction";
import { useCopy, useLocale } from "~/lib/locale";

// What was booked, and what the visitor can do with it: keep it (in a calendar, or this very page
// when no e-mail was sent), correct the address, change or cancel it. Every sentence about e-mail
// follows `details.mailed`: whether an e-mail to the visitor was really queued (issue #26).

const heading3 = "text-lg font-bold tracking-tight text-ink";

/**
 * The meeting link (ADR 040): a plain link, always there, and when to use it said in words, so no
 * script decides when it "opens". noreferrer: this page's address carries the booking's token.
 */
function JoinMeeting({ url, time, start }: { url: string; time: string; start: string }) {
  const locale = useLocale();
  const copy = useCopy("booking").bookingCopy.booked;
  return (
    <div className="flex w-full flex-col items-start gap-2 rounded-md border border-line bg-surface p-4">
      <a href={url} rel="noopener noreferrer" className={buttonVariants({ variant: "primary", size: "lg" })}>
        <Video aria-hidden="true" />
        {copy.join}
      </a>
      <p className="text-sm text-ink-soft">{copy.joinWhen(time, editionTime(locale, start))}</p>
      <p className="text-sm break-all text-ink-soft">{url}</p>
    </div>
  );
}

/** When, how long, where, who presents and for which address: the facts of a booking. `join`: offer the meeting link. */
export function BookingFacts({ details, join = true }: { details: BookingDetails; join?: boolean }) {
  const copy = useCopy("booking").bookingCopy.booked;
  const locale = useLocale();
  const meetingUrl = join ? details.meetingUrl : null;
  return (
    <>
      <dl className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-base">
        <dt className="font-semibold text-ink">{copy.when}</dt>
        <dd className="text-ink">
          {details.day}, {details.time} WAT{details.editionTime ? ` (${details.editionTime})` : null}{" "}
          <span
            className="text-sm text-ink-soft"
            {...mark(contract.local, details.start)}
            {...mark(contract.suffix, copy.yourTime.toLowerCase())}
            {...mark(contract.weekdays, weekdayNames(edition(locale).intl).join(","))}
            {...mark(contract.hourStyle, edition(locale).hourStyle)}
            {...(details.editionTime
              ? mark(
                  contract.shownOffset,
                  String(offsetMinutes(new Date(details.start), editionZones[locale].timeZone)),
                )
              : {})}
          />
        </dd>
        <dt className="font-semibold text-ink">{copy.lengthLabel}</dt>
        <dd className="text-ink">{copy.length(details.minutes)}</dd>
        <dt className="font-semibold text-ink">{copy.where}</dt>
        <dd className="text-ink">{details.meetingUrl ? copy.online : details.location}</dd>
        {details.presenter ? (
          <>
            <dt className="font-semibold text-ink">{copy.presenter}</dt>
            <dd className="text-ink">{details.presenter}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-ink">{copy.emailLabel}</dt>
        <dd className="break-words text-ink">{details.email}</dd>
      </dl>
      {meetingUrl ? <JoinMeeting url={meetingUrl} time={details.time} start={details.start} /> : null}
    </>
  );
}

/** Sent or not, said plainly: an e-mail that was queued, or "keep this page" when none was. */
function MailNotice({ details }: { details: BookingDetails }) {
  const copy = useCopy("booking").bookingCopy.booked;
  if (details.mailed) {
    return (
      <p className="flex items-start gap-3 rounded-md border border-line bg-surface p-4 text-base text-ink">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{copy.mailed(details.email)}</span>
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-md border-2 border-brand-700 bg-brand-50 p-4">
      <Bookmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex flex-col gap-1">
        <h2 className={heading3}>{copy.keepTitle}</h2>
        <p className="text-base text-ink">{details.changeable ? copy.keepPage : copy.keepPageLate}</p>
      </div>
    </div>
  );
}

/** A booking as its page shows it. `actions={false}`: the facts only (the cancel and reschedule pages). */
export function BookingSummary({
  details,
  actions = true,
  correction,
}: {
  details: BookingDetails;
  actions?: boolean;
  correction?: EmailCorrectionState;
}) {
  const copy = useCopy("booking").bookingCopy.booked;
  if (!actions) return <BookingFacts details={details} join={false} />;
  return (
    <>
      <BookingFacts details={details} />
      <EmailCorrection action={details.manageUrl} token={details.manageToken} state={correction} />
      <MailNotice details={details} />
      <section aria-labelledby="calendar-heading" className="flex flex-col gap-3">
        <h2 id="calendar-heading" className={heading3}>
          {copy.calendarTitle}
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <a
            href={details.icsUrl}
            download="ilimi-demo.ics"
            className={buttonVariants({ variant: "primary", size: "lg" })}
          >
            <Download aria-hidden="true" />
            {copy.download}
          </a>
          <a
            href={details.googleUrl}
            rel="noopener noreferrer"
            target="_blank"
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            <CalendarPlus aria-hidden="true" />
            {copy.google}
          </a>
          <a
            href={details.outlookUrl}
            rel="noopener noreferrer"
            target="_blank"
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            <CalendarPlus aria-hidden="true" />
            {copy.outlook}
          </a>
        </div>
      </section>
      {details.changeable ? <ChangeActions details={details} /> : <TooLateToChange details={details} />}
    </>
  );
}

/** Within the minimum notice (ADR 039): no buttons, and how to reach the team instead. */
function TooLateToChange({ details }: { details: BookingDetails }) {
  const copy = useCopy("booking").bookingCopy.tooLate;
  return (
    <section aria-labelledby="change-heading" className="flex flex-col gap-2 border-t border-line pt-5">
      <h2 id="change-heading" className={heading3}>
        {copy.heading}
      </h2>
      <p className="text-base text-ink">{copy.body(details.changeNoticeHours)}</p>
      <p className="text-base text-ink">{copy.contact}</p>
    </section>
  );
}

function ChangeActions({ details }: { details: BookingDetails }) {
  const copy = useCopy("booking").bookingCopy.booked;
  return (
    <section aria-labelledby="change-heading" className="flex flex-col gap-3 border-t border-line pt-5">
      <h2 id="change-heading" className={heading3}>
        {copy.changeTitle}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={details.rescheduleUrl} className={buttonVariants({ variant: "secondary", size: "md" })}>
          {copy.reschedule}
        </a>
        <a href={details.cancelUrl} className={buttonVariants({ variant: "danger", size: "md" })}>
          {copy.cancel}
        </a>
      </div>
      <p className="text-sm leading-relaxed text-ink-soft">{copy.questions}</p>
    </section>
  );
}
