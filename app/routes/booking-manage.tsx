import { data } from "react-router";
import { localeOfPath } from "~/content/locale";
import type { Route } from "./+types/booking-manage";
import { BookingCard, CancelledCard, LinkProblemCard } from "~/components/booking/booking-cards";
import { BookingSummary } from "~/components/booking/booking-summary";
import type { EmailCorrectionState } from "~/components/booking/email-correction";
import { ReminderConsent, type ReminderConsentState } from "~/components/booking/reminder-consent";
import { reminderConsentOf, withdrawReminderConsent } from "~/booking/reminders/consent.server";
import { offeredReminderChannels } from "~/booking/reminders/config.server";
import { configuredTargets } from "~/delivery/config.server";
import {
  type BookingDetails,
  bookingDetails,
  bookingOfLink,
  bookingTitle,
  findBooking,
  type LinkProblem,
  linkProblemStatus,
  readManagePost,
} from "~/booking/store/pages.server";
import { correctEmail } from "~/booking/store/followups.server";
import { postedText } from "~/booking/followup-schema";
import { logger } from "~/lib/logger.server";
import { slotPickerPage } from "~/lib/page-handle";
import { copyIn } from "~/content/catalogue";
import { localeOfRequest } from "~/lib/locale";
import { dbOf } from "~/runtime/context.server";

// /booking/manage?token=...: what is booked, with the .ics, calendar links, and the ways to change
// it. The page a booking lands on, and the one the e-mail's links lead back to. Its one post
// corrects a mistyped address (issue #26); the other stops WhatsApp and SMS reminders (ADR 041).

export const handle = slotPickerPage;
export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.title ?? "" },
  { name: "robots", content: "noindex" },
];
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  "Cache-Control": "no-store",
  ...Object.fromEntries(actionHeaders),
  ...Object.fromEntries(loaderHeaders),
});

type PageData =
  | { kind: "booking"; details: BookingDetails; heading: string; title: string; reminders?: ReminderConsentState }
  | { kind: "link"; problem: LinkProblem; title: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const url = new URL(request.url);
  const bookingCopy = copyIn(localeOfRequest(request), "booking").bookingCopy;
  const link = await bookingOfLink(db, url.searchParams.get("token"));
  if (!link.ok)
    return data<PageData>(
      { kind: "link", problem: link.problem, title: bookingCopy.titles.linkProblem },
      { status: link.status },
    );
  const view = link.view;
  const copy = bookingCopy.booked;
  const heading =
    view.status === "cancelled"
      ? bookingCopy.cancel.doneHeading
      : url.searchParams.has("already")
        ? copy.alreadyHeading
        : url.searchParams.has("rescheduled")
          ? copy.rescheduledHeading
          : copy.heading;
  const consent = await reminderConsentOf(db, view.id);
  // Said only when it happens: e-mail reminders need SMTP; the times are the operator's.
  const reminders = consent && {
    ...consent,
    email: configuredTargets().visitorEmail,
    offsetsMinutes: offeredReminderChannels().offsetsMinutes,
  };
  return data<PageData>({
    kind: "booking",
    details: await bookingDetails(db, view, localeOfPath(url.pathname)),
    heading,
    title: bookingTitle(bookingCopy, view.status, url.searchParams.has("rescheduled")),
    reminders,
  });
}

type ActionData =
  { correction: EmailCorrectionState } | { kind: "link"; problem: LinkProblem } | { remindersStopped: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { form, read } = await readManagePost(db, request);
  if (!read.ok)
    return data<ActionData>({ kind: "link", problem: read.problem }, { status: linkProblemStatus(read.problem) });
  const view = await findBooking(db, read.id);
  if (!view) return data<ActionData>({ kind: "link", problem: "invalid" }, { status: 404 });
  if (form.get("intent") === "stop-reminders") {
    try {
      await withdrawReminderConsent(db, view.id);
      return data<ActionData>({ remindersStopped: true });
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "reminder consent not withdrawn");
      return data<ActionData>({ remindersStopped: false }, { status: 503 });
    }
  }
  const value = postedText(form, "email");
  try {
    const correction = await correctEmail(db, view.id, value);
    return data<ActionData>({ correction }, { status: correction.ok ? 200 : 400 });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "visitor e-mail not corrected");
    return data<ActionData>({ correction: { ok: false, error: "unavailable", value } }, { status: 503 });
  }
}

export default function ManagePage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "kind" in actionData) return <LinkProblemCard problem={actionData.problem} />;
  if (loaderData.kind === "link") return <LinkProblemCard problem={loaderData.problem} />;
  const { details, heading } = loaderData;
  if (details.status === "cancelled") return <CancelledCard details={details} heading={heading} />;
  return (
    <BookingCard icon="booked" heading={heading}>
      <BookingSummary
        details={details}
        correction={actionData && "correction" in actionData ? actionData.correction : undefined}
      />
      {loaderData.reminders ? (
        <ReminderConsent action={details.manageUrl} token={details.manageToken} consent={loaderData.reminders} />
      ) : null}
    </BookingCard>
  );
}
