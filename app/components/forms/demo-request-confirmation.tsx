import { CalendarCheck, CircleCheck } from "lucide-react";
import type { BookingDetails } from "~/booking/store/pages.server";
import { BookingFacts } from "~/components/booking/booking-summary";
import { buttonVariants } from "~/components/ui/button";
import { mark } from "~/components/contract";
import { demoConfirmationContract } from "./demo-confirmation.contract";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { phoneHref } from "~/content/site";
import { PhoneHours } from "~/components/sections/phone-hours";
import { useCopy } from "~/lib/locale";
import { confirmationHeadingId } from "~/guards/fields";

/**
 * What a visitor sees after sending the demo form: the 24-hour promise, and a way to reach us sooner.
 * With the slot picker, the times come straight after the heading and its line, so the first are in
 * view on a 390 × 844 phone; the phone line follows them. `review`: the request was held for a person to check (ADR 013), so the page promises nothing it cannot keep. */
export function DemoRequestConfirmation({
  againHref,
  review = false,
  children,
}: {
  againHref: string;
  review?: boolean;
  children?: ReactNode;
}) {
  const copy = useCopy("forms").demoFormCopy.confirmation;
  const bookingCopy = useCopy("booking").bookingCopy;
  const site = useCopy("site").site;
  const urgent = (
    <p className="text-base leading-relaxed text-ink-soft">
      {review ? copy.reviewUrgent : copy.urgent}{" "}
      <a
        href={phoneHref()}
        className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
      >
        {site.phone}
      </a>
      , <PhoneHours />.
    </p>
  );
  return (
    <div className="flex flex-col items-start gap-4">
      <span
        aria-hidden="true"
        className={`${children ? "hidden sm:flex" : "flex"} size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700`}
      >
        <CircleCheck className="size-7" />
      </span>
      {/* Focused by the page script when the form is sent in place (ADR 010). */}
      <h2
        tabIndex={-1}
        id={confirmationHeadingId}
        className="text-2xl font-bold tracking-tight text-ink focus:outline-none md:text-3xl"
      >
        {review ? copy.reviewHeading : copy.heading}
      </h2>
      <p className="text-base leading-relaxed text-ink-soft">
        {review ? copy.reviewBody : children ? copy.bodyWithPicker : copy.body}
      </p>
      {/* A stored request may book a slot straight away (app/booking); the 24-hour promise stands. */}
      {children ? (
        <>
          <div className="mt-2 flex w-full flex-col gap-4 border-t border-line pt-6">
            <h3 className="text-xl font-bold tracking-tight text-ink">{bookingCopy.picker.heading}</h3>
            {children}
          </div>
          {urgent}
        </>
      ) : (
        <>
          {urgent}
          <ButtonLink to={againHref} variant="secondary" className="mt-2">
            {copy.again}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/**
 * The same address once the request has a booking (Back or reload after booking): the booking and
 * the way to its page, never "we will suggest a time" (issue #26).
 */
export function BookedConfirmation({ details }: { details: BookingDetails }) {
  const copy = useCopy("booking").bookingCopy.booked;
  return (
    <div className="flex scroll-mt-24 flex-col items-start gap-4" {...mark(demoConfirmationContract.booked)}>
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <CalendarCheck className="size-7" />
      </span>
      <h2
        tabIndex={-1}
        id={confirmationHeadingId}
        className="text-2xl font-bold tracking-tight text-ink focus:outline-none md:text-3xl"
      >
        {copy.heading}
      </h2>
      <BookingFacts details={details} />
      <a href={details.manageUrl} className={buttonVariants({ variant: "primary", size: "lg" })}>
        {copy.manage}
      </a>
    </div>
  );
}
