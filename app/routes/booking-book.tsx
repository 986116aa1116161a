import { data, redirect } from "react-router";
import { localeOfPath } from "~/content/locale";
import type { Route } from "./+types/booking-book";
import { plainFormOutcome } from "~/load-context";
import { BookingCard, LinkProblemCard, NoneSuitMeLink } from "~/components/booking/booking-cards";
import { SlotPicker } from "~/components/booking/slot-picker";
import { linkProblemStatus, pickerDays, readBookLink } from "~/booking/store/pages.server";
import { submitBooking, type BookPageData } from "~/booking/store/submission.server";
import { readFormData } from "~/guards/form.server";
import { slotPickerPage } from "~/lib/page-handle";
import { copyAt, useCopy, useLocalize } from "~/lib/locale";
import { dbOf } from "~/runtime/context.server";

// /booking/book: the picker's post (from the demo form's confirmation) books a slot for the
// request the token names. A refusal shows the picker again with why; a booking goes to its page.
// GET /booking/book?booking=TOKEN shows the same picker on its own.

export const handle = slotPickerPage;
export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyAt(location.pathname, "booking").bookingCopy.meta.title },
  { name: "robots", content: "noindex" },
];
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  "Cache-Control": "no-store",
  ...Object.fromEntries(actionHeaders),
  ...Object.fromEntries(loaderHeaders),
});

type PageData = BookPageData;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("booking") ?? "";
  const read = await readBookLink(db, token);
  if (!read.ok)
    return data<PageData>({ kind: "link", problem: read.problem }, { status: linkProblemStatus(read.problem) });
  return data<PageData>({
    kind: "pick",
    token,
    days: await pickerDays(db, new Date(), localeOfPath(url.pathname)),
    problem: null,
    selected: null,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  // A plain post was already handled by the server's one door (server/plain-form-posts.ts), which hands over what to show.
  const outcome =
    plainFormOutcome(context, "booking") ??
    (await submitBooking(
      db,
      (await readFormData(request, "booking")) ?? new FormData(),
      localeOfPath(new URL(request.url).pathname),
    ));
  if ("redirectTo" in outcome) return redirect(outcome.redirectTo, 303);
  return data<PageData>(outcome.page, { status: outcome.status });
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const bookingCopy = useCopy("booking").bookingCopy;
  const localize = useLocalize();
  const page = actionData ?? loaderData;
  if (page.kind === "link") return <LinkProblemCard problem={page.problem} />;
  return (
    <BookingCard icon="booked" heading={bookingCopy.picker.heading}>
      <SlotPicker
        action={`${localize("/booking/book")}?booking=${encodeURIComponent(page.token)}`}
        token={page.token}
        days={page.days}
        problem={page.problem}
        selected={page.selected}
        none={<NoneSuitMeLink token={page.token} />}
      />
    </BookingCard>
  );
}
