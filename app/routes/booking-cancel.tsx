import { data } from "react-router";
import { localeOfPath, type Locale } from "~/content/locale";
import type { Route } from "./+types/booking-cancel";
import { BookingCard, BookingSummary, LinkProblemCard } from "~/components/booking/booking-cards";
import { ButtonLink } from "~/components/ui/button";
import { bookingCopy as bookingCopyEn } from "~/content/booking";
import { bookingDetails, findBooking, linkProblemStatus, readManagePost, readToken, type BookingDetails, type LinkProblem } from "~/booking/booking-pages.server";
import { runBookingCommand } from "~/booking/booking-store.server";
import { initDatabase } from "~/db/connection.server";
import { logger } from "~/lib/logger.server";
import { slotPickerPage } from "~/lib/page-handle";
import { copyAt, useContent, useLocalize } from "~/lib/locale";

// /booking/cancel?token=...: the e-mail's cancel link. Opening it asks; only the post cancels, since
// mail scanners open every link in an e-mail.

export const handle = slotPickerPage;
export const meta: Route.MetaFunction = ({ location }) => [{ title: copyAt(location.pathname, bookingCopyEn).cancel.heading }, { name: "robots", content: "noindex" }];
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({ "Cache-Control": "no-store", ...Object.fromEntries(actionHeaders), ...Object.fromEntries(loaderHeaders) });

type PageData = { kind: "ask"; token: string; details: BookingDetails; unavailable?: boolean } | { kind: "cancelled" } | { kind: "link"; problem: LinkProblem };

async function ask(token: string, locale: Locale): Promise<{ page: PageData; status: number }> {
  const read = await readToken(token, "manage");
  if (!read.ok) return { page: { kind: "link", problem: read.problem }, status: linkProblemStatus(read.problem) };
  const view = await findBooking(read.id);
  if (!view) return { page: { kind: "link", problem: "invalid" }, status: 404 };
  if (view.status === "cancelled") return { page: { kind: "cancelled" }, status: 200 };
  return { page: { kind: "ask", token, details: await bookingDetails(view, locale) }, status: 200 };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shown = await ask(url.searchParams.get("token") ?? "", localeOfPath(url.pathname));
  return data(shown.page, { status: shown.status });
}

export async function action({ request }: Route.ActionArgs) {
  const { token, read } = await readManagePost(request);
  if (!read.ok) return data<PageData>({ kind: "link", problem: read.problem }, { status: linkProblemStatus(read.problem) });
  try {
    const outcome = await runBookingCommand(await initDatabase(), { kind: "cancel", bookingId: read.id });
    if (outcome.status === "noBooking") return data<PageData>({ kind: "link", problem: "invalid" }, { status: 404 });
    return data<PageData>({ kind: "cancelled" });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "demo booking not cancelled");
    const shown = await ask(token, localeOfPath(new URL(request.url).pathname));
    return data<PageData>(shown.page.kind === "ask" ? { ...shown.page, unavailable: true } : shown.page, { status: 503 });
  }
}

export default function CancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const bookingCopy = useContent(bookingCopyEn);
  // Posted back to the page's own edition: a French page's post is answered in French.
  const localize = useLocalize();
  const shown = actionData ?? loaderData;
  const copy = bookingCopy.cancel;
  if (shown.kind === "link") return <LinkProblemCard problem={shown.problem} />;
  if (shown.kind === "cancelled") {
    return (
      <BookingCard icon="cancelled" heading={copy.doneHeading} lead={copy.doneBody}>
        <ButtonLink to="/demo" variant="secondary" className="self-start">
          {copy.again}
        </ButtonLink>
      </BookingCard>
    );
  }
  return (
    <BookingCard icon="problem" heading={copy.heading} lead={shown.unavailable ? bookingCopy.problems.unavailable : copy.body}>
      <BookingSummary details={shown.details} actions={false} />
      {/* The token in the address too: the loader that runs after the post needs it (see SlotPicker). */}
      <form method="post" action={`${localize("/booking/cancel")}?token=${encodeURIComponent(shown.token)}`} className="flex flex-col gap-3 sm:flex-row">
        <input type="hidden" name="token" value={shown.token} />
        <button type="submit" className="inline-flex h-12 items-center justify-center rounded-md bg-accent-700 px-6 text-base font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {copy.confirm}
        </button>
        <ButtonLink to={shown.details.manageUrl} variant="secondary" size="lg">
          {copy.keep}
        </ButtonLink>
      </form>
    </BookingCard>
  );
}
