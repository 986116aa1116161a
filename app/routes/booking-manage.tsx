import { data } from "react-router";
import { localeOfPath } from "~/content/locale";
import type { Route } from "./+types/booking-manage";
import { BookingCard, BookingSummary, LinkProblemCard } from "~/components/booking/booking-cards";
import { ButtonLink } from "~/components/ui/button";
import { bookingCopy as bookingCopyEn } from "~/content/booking";
import { bookingDetails, findBooking, linkProblemStatus, readToken, type BookingDetails, type LinkProblem } from "~/booking/booking-pages.server";
import { slotPickerPage } from "~/lib/page-handle";
import { copyOf } from "~/content/catalogue";
import { copyAt, localeOfRequest, useContent } from "~/lib/locale";

// /booking/manage?token=...: what is booked, with the .ics, calendar links, and the ways to change
// it. The page a booking lands on, and the one the e-mail's links lead back to.

export const handle = slotPickerPage;
export const meta: Route.MetaFunction = ({ location }) => [{ title: copyAt(location.pathname, bookingCopyEn).meta.title }, { name: "robots", content: "noindex" }];
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": "no-store", ...Object.fromEntries(loaderHeaders) });

type PageData = { kind: "booking"; details: BookingDetails; heading: string } | { kind: "link"; problem: LinkProblem };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const read = await readToken(url.searchParams.get("token"), "manage");
  if (!read.ok) return data<PageData>({ kind: "link", problem: read.problem }, { status: linkProblemStatus(read.problem) });
  const view = await findBooking(read.id);
  if (!view) return data<PageData>({ kind: "link", problem: "invalid" }, { status: 404 });
  const bookingCopy = copyOf(localeOfRequest(request), bookingCopyEn);
  const copy = bookingCopy.booked;
  const heading = view.status === "cancelled" ? bookingCopy.cancel.doneHeading : url.searchParams.has("already") ? copy.alreadyHeading : url.searchParams.has("rescheduled") ? copy.rescheduledHeading : copy.heading;
  return data<PageData>({ kind: "booking", details: await bookingDetails(view, localeOfPath(url.pathname)), heading });
}

export default function ManagePage({ loaderData }: Route.ComponentProps) {
  const bookingCopy = useContent(bookingCopyEn);
  if (loaderData.kind === "link") return <LinkProblemCard problem={loaderData.problem} />;
  const { details, heading } = loaderData;
  if (details.status === "cancelled") {
    return (
      <BookingCard icon="cancelled" heading={heading} lead={bookingCopy.cancel.doneBody}>
        <ButtonLink to="/demo" variant="secondary" className="self-start">
          {bookingCopy.cancel.again}
        </ButtonLink>
      </BookingCard>
    );
  }
  return (
    <BookingCard icon="booked" heading={heading}>
      <BookingSummary details={details} />
    </BookingCard>
  );
}
