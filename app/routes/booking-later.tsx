import type { Route } from "./+types/booking-later";
import { BookingCard } from "~/components/booking/booking-cards";
import { ButtonLink } from "~/components/ui/button";
import { bookingCopy as bookingCopyEn } from "~/content/booking";
import { slotPickerPage } from "~/lib/page-handle";
import { copyAt, useContent } from "~/lib/locale";

// /booking/later: "None of these suit me". The 24-hour promise stands; nothing is stored.
export const handle = slotPickerPage;
export const meta: Route.MetaFunction = ({ location }) => [{ title: copyAt(location.pathname, bookingCopyEn).later.heading }, { name: "robots", content: "noindex" }];

export default function LaterPage() {
  const bookingCopy = useContent(bookingCopyEn);
  return (
    <BookingCard icon="booked" heading={bookingCopy.later.heading} lead={bookingCopy.later.body}>
      <ButtonLink to="/" variant="secondary" className="self-start">
        {bookingCopy.later.home}
      </ButtonLink>
    </BookingCard>
  );
}
