import { data, redirect } from "react-router";
import { localeOfPath, type Locale } from "~/content/locale";
import type { Route } from "./+types/booking-reschedule";
import { BookingCard, CancelledCard, LinkProblemCard, TooLateCard } from "~/components/booking/booking-cards";
import { BookingSummary } from "~/components/booking/booking-summary";
import { copyIn } from "~/content/catalogue";
import { SlotPicker } from "~/components/booking/slot-picker";
import type { PickerDay } from "~/components/booking/slot-picker.contract";
import type { BookingProblem } from "~/content/booking";
import { manageLinks } from "~/booking/links.server";
import {
  type BookingDetails,
  bookingDetails,
  bookingOfLink,
  type LinkProblem,
  linkProblemStatus,
  pickerDays,
  readManagePost,
  refusal,
  refusalStatus,
  withCurrentSlot,
} from "~/booking/store/pages.server";
import { runBookingCommand } from "~/booking/store/commands.server";
import { parseSlotStart } from "~/booking/slots";
import { logger } from "~/lib/logger.server";
import { slotPickerPage } from "~/lib/page-handle";
import { useCopy, useLocalize } from "~/lib/locale";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { dbOf } from "~/runtime/context.server";

// /booking/reschedule?token=...: the e-mail's "change the time" link. The same picker; the current
// booking stays until the new time is booked (the new seat is claimed before the old one is freed).

export const handle = slotPickerPage;
export const meta: Route.MetaFunction = ({ data: page, location }) => {
  const titles = copyIn(localeOfPath(location.pathname), "booking").bookingCopy.titles;
  return [
    {
      title:
        page?.kind === "cancelled"
          ? titles.cancelled
          : page?.kind === "pick"
            ? titles.reschedule
            : page?.kind === "tooLate"
              ? titles.tooLate
              : titles.linkProblem,
    },
    { name: "robots", content: "noindex" },
  ];
};
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  "Cache-Control": "no-store",
  ...Object.fromEntries(actionHeaders),
  ...Object.fromEntries(loaderHeaders),
});

type PageData =
  | { kind: "pick"; token: string; details: BookingDetails; days: PickerDay[]; problem: BookingProblem | null }
  | { kind: "link"; problem: LinkProblem }
  | { kind: "cancelled"; details: BookingDetails }
  | { kind: "tooLate"; details: BookingDetails };

async function page(
  db: Kysely<Database>,
  token: string,
  problem: BookingProblem | "tooLate" | null,
  locale: Locale,
): Promise<{ page: PageData; status: number }> {
  const link = await bookingOfLink(db, token);
  if (!link.ok) return { page: { kind: "link", problem: link.problem }, status: link.status };
  const view = link.view;
  const details = await bookingDetails(db, view, locale);
  if (view.status === "cancelled") return { page: { kind: "cancelled", details }, status: 200 };
  // Within the minimum notice: no picker, and a post is refused (409) with the same page.
  if (!details.changeable) return { page: { kind: "tooLate", details }, status: problem === "tooLate" ? 409 : 200 };
  const pickProblem = problem === "tooLate" ? null : problem;
  return {
    page: {
      kind: "pick",
      token,
      details,
      days: withCurrentSlot(await pickerDays(db, new Date(), locale), view.slot_start, locale, details.minutes),
      problem: pickProblem,
    },
    status: pickProblem ? refusalStatus(pickProblem) : 200,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const url = new URL(request.url);
  const shown = await page(db, url.searchParams.get("token") ?? "", null, localeOfPath(url.pathname));
  return data(shown.page, { status: shown.status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { form, token, read } = await readManagePost(db, request);
  // Posted from /fr/booking/reschedule: the French booking page follows.
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!read.ok)
    return data<PageData>({ kind: "link", problem: read.problem }, { status: linkProblemStatus(read.problem) });
  let problem: BookingProblem;
  try {
    const outcome = await runBookingCommand(db, {
      kind: "reschedule",
      bookingId: read.id,
      slotStart: parseSlotStart(form.get("slot")),
    });
    if (outcome.status === "rescheduled" || outcome.status === "sameSlot") {
      // The booking's links expire when its slot starts: the new time needs new ones.
      return redirect(
        `${(await manageLinks(db, outcome.booking.id, outcome.booking.slot_start, false, locale)).manageUrl}&rescheduled=1`,
        303,
      );
    }
    if (outcome.status === "noBooking") return data<PageData>({ kind: "link", problem: "invalid" }, { status: 404 });
    if (outcome.status === "tooLate") {
      const shown = await page(db, token, "tooLate", locale);
      return data(shown.page, { status: shown.page.kind === "tooLate" ? 409 : shown.status });
    }
    if (outcome.status === "alreadyCancelled") {
      const shown = await page(db, token, null, locale);
      return data(shown.page, { status: shown.status });
    }
    problem = refusal(outcome) ?? "invalid";
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "demo booking not rescheduled");
    problem = "unavailable";
  }
  const shown = await page(db, token, problem, locale);
  return data(shown.page, { status: shown.status });
}

export default function ReschedulePage({ loaderData, actionData }: Route.ComponentProps) {
  const bookingCopy = useCopy("booking").bookingCopy;
  // Posted back to the page's own edition: a French page's post is answered in French.
  const localize = useLocalize();
  const shown = actionData ?? loaderData;
  if (shown.kind === "link") return <LinkProblemCard problem={shown.problem} />;
  if (shown.kind === "cancelled") return <CancelledCard details={shown.details} />;
  if (shown.kind === "tooLate") return <TooLateCard details={shown.details} />;
  return (
    <BookingCard icon="booked" heading={bookingCopy.reschedule.heading} lead={bookingCopy.reschedule.intro}>
      <BookingSummary details={shown.details} actions={false} />
      <SlotPicker
        action={`${localize("/booking/reschedule")}?token=${encodeURIComponent(shown.token)}`}
        token={shown.token}
        days={shown.days}
        problem={shown.problem}
      />
    </BookingCard>
  );
}
