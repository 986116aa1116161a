import { CalendarCheck, CalendarX, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { type bookingCopy as bookingCopyEn } from "~/content/booking";
import type { BookingDetails, LinkProblem } from "~/booking/store/pages.server";
import { buttonVariants } from "~/components/ui/button";
import { useCopy, useLocalize } from "~/lib/locale";
import { BookingFacts } from "./booking-summary";

// The booking pages' cards: one page layout, one heading, then what the visitor can do. What a
// booking shows is in booking-summary.tsx.

const icons = { booked: CalendarCheck, cancelled: CalendarX, problem: CircleAlert } as const;

export function BookingCard({
  icon,
  heading,
  lead,
  children,
}: {
  icon: keyof typeof icons;
  heading: string;
  lead?: string;
  children?: ReactNode;
}) {
  const Icon = icons[icon];
  return (
    <section className="bg-surface">
      <div className="container-page py-10 md:py-16">
        <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 rounded-card border border-line bg-white p-5 shadow-sm sm:p-8">
          <span
            aria-hidden="true"
            className={
              icon === "problem"
                ? "flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700"
                : "flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            }
          >
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
  const copy = linkProblemCopy(useCopy("booking").bookingCopy)[problem];
  return <BookingCard icon="problem" heading={copy.heading} lead={copy.body} />;
}

/** A cancelled booking: whether a cancellation was e-mailed, and the way straight back to the picker. */
export function CancelledCard({ details, heading }: { details: BookingDetails; heading?: string }) {
  const copy = useCopy("booking").bookingCopy.cancel;
  return (
    <BookingCard
      icon="cancelled"
      heading={heading ?? copy.doneHeading}
      lead={details.mailed ? copy.doneMailed(details.email) : copy.doneNoMail}
    >
      <p className="text-base leading-relaxed text-ink-soft">{copy.doneBody}</p>
      <a
        href={details.anotherTimeUrl}
        className={buttonVariants({ variant: "primary", size: "lg", className: "self-start" })}
      >
        {copy.another}
      </a>
    </BookingCard>
  );
}

/** "None of these suit me": to the form that asks which times would, for the same request. */
export function NoneSuitMeLink({ token }: { token: string }) {
  const bookingCopy = useCopy("booking").bookingCopy;
  const localize = useLocalize();
  return (
    <p className="text-sm text-ink-soft">
      <a
        href={`${localize("/booking/later")}?booking=${encodeURIComponent(token)}`}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {bookingCopy.picker.none}
      </a>{" "}
      {bookingCopy.picker.noneHint}
    </p>
  );
}

/** The reschedule and cancel pages within the minimum notice (ADR 039): what is booked, and whom to call. */
export function TooLateCard({ details }: { details: BookingDetails }) {
  const copy = useCopy("booking").bookingCopy.tooLate;
  return (
    <BookingCard icon="problem" heading={copy.heading} lead={copy.body(details.changeNoticeHours)}>
      <BookingFacts details={details} />
      <p className="text-base text-ink">{copy.contact}</p>
    </BookingCard>
  );
}
