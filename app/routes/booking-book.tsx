import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-book";
import { BookingCard, LinkProblemCard } from "~/components/booking/booking-cards";
import { NoneSuitMe, SlotPicker } from "~/components/booking/slot-picker";
import { bookingCopy, type BookingProblem } from "~/content/booking";
import { manageLinks } from "~/booking/booking-links.server";
import { pickerDays, readToken, refusal, refusalStatus } from "~/booking/booking-pages.server";
import { runBookingCommand } from "~/booking/booking-store.server";
import { parseSlotStart } from "~/booking/slots";
import { initDatabase } from "~/db/connection.server";
import { readFormData } from "~/leads/form-guard.server";
import { logger } from "~/lib/logger.server";
import { slotPickerPage } from "~/lib/page-handle";

// /booking/book: the picker's post (from the demo form's confirmation) books a slot for the
// request the token names. A refusal shows the picker again with why; a booking goes to its page.
// GET /booking/book?booking=TOKEN shows the same picker on its own.

export const handle = slotPickerPage;
export const meta: Route.MetaFunction = () => [{ title: bookingCopy.meta.title }, { name: "robots", content: "noindex" }];
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({ "Cache-Control": "no-store", ...Object.fromEntries(actionHeaders), ...Object.fromEntries(loaderHeaders) });

type PageData = { kind: "pick"; token: string; days: Awaited<ReturnType<typeof pickerDays>>; problem: BookingProblem | null; selected: string | null } | { kind: "link"; problem: "invalid" | "expired" | "noRequest" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("booking") ?? "";
  const read = await readToken(token, "book");
  if (!read.ok) return data<PageData>({ kind: "link", problem: read.problem }, { status: read.problem === "expired" ? 410 : 400 });
  return data<PageData>({ kind: "pick", token, days: await pickerDays(), problem: null, selected: null });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  const form = (await readFormData(request, "booking")) ?? new FormData();
  const token = String(form.get("token") ?? "");
  const slot = form.get("slot");
  const read = await readToken(token, "book");
  if (!read.ok) return data<PageData>({ kind: "link", problem: read.problem }, { status: read.problem === "expired" ? 410 : 400 });
  try {
    const outcome = await runBookingCommand(await initDatabase(), { kind: "book", requestId: read.id, slotStart: parseSlotStart(slot) });
    if (outcome.status === "booked" || outcome.status === "alreadyBooked") {
      const links = await manageLinks(outcome.booking.id, outcome.booking.slot_start);
      return redirect(`${links.manageUrl}&${outcome.status === "booked" ? "booked" : "already"}=1`, 303);
    }
    if (outcome.status === "noRequest" || outcome.status === "noBooking") return data<PageData>({ kind: "link", problem: "noRequest" }, { status: 404 });
    const problem = refusal(outcome) ?? "invalid";
    return data<PageData>({ kind: "pick", token, days: await pickerDays(), problem, selected: null }, { status: refusalStatus(problem) });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "demo booking not saved");
    return data<PageData>({ kind: "pick", token, days: await pickerDays().catch(() => []), problem: "unavailable", selected: typeof slot === "string" ? slot : null }, { status: 503 });
  }
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  if (page.kind === "link") return <LinkProblemCard problem={page.problem} />;
  return (
    <BookingCard icon="booked" heading={bookingCopy.picker.heading}>
      <SlotPicker action="/booking/book" token={page.token} days={page.days} problem={page.problem} selected={page.selected} />
      <NoneSuitMe />
    </BookingCard>
  );
}
