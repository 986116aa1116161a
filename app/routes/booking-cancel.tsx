import { data } from "react-router";
import { localeOfPath, type Locale } from "~/content/locale";
import type { Route } from "./+types/booking-cancel";
import { BookingCard, CancelledCard, LinkProblemCard, TooLateCard } from "~/components/booking/booking-cards";
import { BookingSummary } from "~/components/booking/booking-summary";
import { CancelForm } from "~/components/booking/booking-followup-forms";
import {
  type BookingDetails,
  bookingDetails,
  bookingOfLink,
  type LinkProblem,
  linkProblemStatus,
  readManagePost,
} from "~/booking/store/pages.server";
import { cancelReasonSchema, postedText, textProblem, type TextProblem } from "~/booking/followup-schema";
import { runBookingCommand } from "~/booking/store/commands.server";
import { configuredTargets } from "~/delivery/config.server";
import { logger } from "~/lib/logger.server";
import { slotPickerPage } from "~/lib/page-handle";
import { copyIn } from "~/content/catalogue";
import { useCopy, useLocalize } from "~/lib/locale";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { dbOf } from "~/runtime/context.server";

// /booking/cancel?token=...: the e-mail's cancel link. Opening it asks, with an optional reason for
// the sales team; only the post cancels, since mail scanners open every link in an e-mail.

export const handle = slotPickerPage;
export const meta: Route.MetaFunction = ({ data: page, location }) => {
  const titles = copyIn(localeOfPath(location.pathname), "booking").bookingCopy.titles;
  return [
    {
      title:
        page?.kind === "cancelled"
          ? titles.cancelled
          : page?.kind === "ask"
            ? titles.cancel
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

type Ask = {
  kind: "ask";
  token: string;
  details: BookingDetails;
  willMail: boolean;
  unavailable?: boolean;
  reason?: string;
  problem?: TextProblem;
};
type PageData =
  | Ask
  | { kind: "cancelled"; details: BookingDetails }
  | { kind: "tooLate"; details: BookingDetails }
  | { kind: "link"; problem: LinkProblem };

async function ask(db: Kysely<Database>, token: string, locale: Locale): Promise<{ page: PageData; status: number }> {
  const link = await bookingOfLink(db, token);
  if (!link.ok) return { page: { kind: "link", problem: link.problem }, status: link.status };
  const view = link.view;
  const details = await bookingDetails(db, view, locale);
  if (view.status === "cancelled") return { page: { kind: "cancelled", details }, status: 200 };
  // Within the minimum notice (ADR 039): no confirm button, whom to call instead.
  if (!details.changeable) return { page: { kind: "tooLate", details }, status: 200 };
  // Said before it happens: the cancellation will be e-mailed only where mail is configured.
  return { page: { kind: "ask", token, details, willMail: configuredTargets().visitorEmail }, status: 200 };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const url = new URL(request.url);
  const shown = await ask(db, url.searchParams.get("token") ?? "", localeOfPath(url.pathname));
  return data(shown.page, { status: shown.status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { form, token, read } = await readManagePost(db, request);
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!read.ok)
    return data<PageData>({ kind: "link", problem: read.problem }, { status: linkProblemStatus(read.problem) });
  const reasonText = postedText(form, "reason");
  const reason = cancelReasonSchema.safeParse(reasonText);
  if (!reason.success) {
    // Not cancelled: asked again, with what they wrote and why it was refused.
    const shown = await ask(db, token, locale);
    return data<PageData>(
      shown.page.kind === "ask" ? { ...shown.page, reason: reasonText, problem: textProblem(reason) } : shown.page,
      { status: shown.page.kind === "ask" ? 400 : shown.status },
    );
  }
  try {
    const outcome = await runBookingCommand(db, { kind: "cancel", bookingId: read.id, reason: reason.data });
    if (outcome.status === "noBooking") return data<PageData>({ kind: "link", problem: "invalid" }, { status: 404 });
    const shown = await ask(db, token, locale);
    // Refused within the minimum notice: the page says whom to call, with a 409 (never a 5xx).
    return data(shown.page, { status: outcome.status === "tooLate" ? 409 : shown.status });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "demo booking not cancelled");
    const shown = await ask(db, token, locale);
    return data<PageData>(
      shown.page.kind === "ask" ? { ...shown.page, unavailable: true, reason: reasonText } : shown.page,
      { status: 503 },
    );
  }
}

export default function CancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const bookingCopy = useCopy("booking").bookingCopy;
  // Posted back to the page's own edition: a French page's post is answered in French.
  const localize = useLocalize();
  const shown = actionData ?? loaderData;
  const copy = bookingCopy.cancel;
  if (shown.kind === "link") return <LinkProblemCard problem={shown.problem} />;
  if (shown.kind === "cancelled") return <CancelledCard details={shown.details} />;
  if (shown.kind === "tooLate") return <TooLateCard details={shown.details} />;
  return (
    <BookingCard
      icon="problem"
      heading={copy.heading}
      lead={shown.unavailable ? bookingCopy.problems.unavailable : shown.willMail ? copy.body : copy.bodyNoMail}
    >
      <BookingSummary details={shown.details} actions={false} />
      {/* The token in the address too: the loader that runs after the post needs it (see SlotPicker). */}
      <CancelForm
        action={`${localize("/booking/cancel")}?token=${encodeURIComponent(shown.token)}`}
        token={shown.token}
        keepUrl={shown.details.manageUrl}
        reason={shown.reason}
        problem={shown.problem}
      />
    </BookingCard>
  );
}
