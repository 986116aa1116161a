import { CalendarCheck, CalendarX, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { bookingCopy as bookingCopyEn } from "~/content/booking";
import type { BookingDetails, LinkProblem } from "~/booking/booking-pages.server";
import { mark } from "../contract";
import { slotPickerContract as contract } from "./slot-picker.contract";
import { useContent } from "~/lib/locale";

// The booking pages' cards: one page layout, one heading, then what the visitor can do.

const icons = { booked: CalendarCheck, cancelled: CalendarX, problem: CircleAlert } as const;

export function BookingCard({ icon, heading, lead, children }: { icon: keyof typeof icons; heading: string; lead?: string; children?: ReactNode }) {
  const Icon = icons[icon];
  return (
    <section className="bg-surface">
      <div className="container-page py-10 md:py-16">
        <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 rounded-card border border-line bg-white p-5 shadow-sm sm:p-8">
          <span aria-hidden="true" className={icon === "problem" ? "flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700" : "flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"}>
            <Icon className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{heading}</h1>
          {lead ? <p className="text-base leading-relaxed text-ink-soft">{lead}</p> : null}
          {children ? <div className="flex w-full flex-col gap-5">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}

function linkProblemCopy(bookingCopy: typeof bookingCopyEn) {
  return {
    invalid: { heading: bookingCopy.links.invalidTitle, body: bookingCopy.links.invalidBody },
    expired: { heading: bookingCopy.links.expiredTitle, body: bookingCopy.links.expiredBody },
    noRequest: { heading: bookingCopy.links.noRequestTitle, body: bookingCopy.links.noRequestBody },
  } as const;
}

/** A link that is incomplete, changed, expired or names nothing: never another person's booking. */
export function LinkProblemCard({ problem }: { problem: LinkProblem }) {
  const copy = linkProblemCopy(useContent(bookingCopyEn))[problem];
  return <BookingCard icon="problem" heading={copy.heading} lead={copy.body} />;
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** What was booked, and the ways to keep it in a calendar or change it. */
export function BookingSummary({ details, actions = true }: { details: BookingDetails; actions?: boolean }) {
  const copy = useContent(bookingCopyEn).booked;
  return (
    <>
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
        <dt className="font-semibold text-ink">{copy.when}</dt>
        <dd className="text-ink">
          {details.day}, {details.time} WAT{" "}
          <span className="text-sm text-ink-soft" {...mark(contract.local, details.start)} {...mark(contract.suffix, copy.yourTime.toLowerCase())} />
        </dd>
        <dt className="font-semibold text-ink">{copy.lengthLabel}</dt>
        <dd className="text-ink">{copy.length(details.minutes)}</dd>
        <dt className="font-semibold text-ink">{copy.where}</dt>
        <dd className="text-ink">{details.location}</dd>
        {details.presenter ? (
          <>
            <dt className="font-semibold text-ink">{copy.presenter}</dt>
            <dd className="text-ink">{details.presenter}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm leading-relaxed text-ink-soft">{copy.change}</p>
      {actions ? (
        <ul className="flex flex-col gap-2 text-base">
          <li>
            <a href={details.icsUrl} className={linkClass} download="ilimi-demo.ics">
              {copy.download}
            </a>
          </li>
          <li>
            <a href={details.googleUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
              {copy.google}
            </a>
          </li>
          <li>
            <a href={details.outlookUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
              {copy.outlook}
            </a>
          </li>
          <li>
            <a href={details.rescheduleUrl} className={linkClass}>
              {copy.reschedule}
            </a>
          </li>
          <li>
            <a href={details.cancelUrl} className={linkClass}>
              {copy.cancel}
            </a>
          </li>
        </ul>
      ) : null}
    </>
  );
}
