import type { Kysely } from "kysely";
import { data } from "react-router";
import type { PickerDay } from "~/components/booking/slot-picker.contract";
import type { Database } from "~/db/schema.server";
import { readFormData } from "~/guards/form.server";
import type { BookingProblem, bookingCopy } from "~/content/booking";
import { effectiveAvailability } from "~/booking/availability.server";
import { canStillChange, MAX_SLOT_MINUTES } from "~/booking/availability-config";
import { googleCalendarLink, outlookCalendarLink } from "~/booking/calendar-links";
import type { Locale } from "~/content/locale";
import { inviteDescription, inviteSummary } from "~/booking/emails";
import { bookingLocation, bookingWhere, bookPickerQuery, manageLinks } from "~/booking/links.server";
import { visitorEmailQueued } from "./followups.server";
import { localizePath } from "~/content/locale";
import { bookingView, type BookingOutcome, type BookingView } from "./commands.server";
import { verifyBookingToken, type BookingTokenPurpose } from "~/booking/tokens.server";
import { busyByPresenter, withBusy } from "~/booking/calendar/feeds.server";
import { heldTimes } from "~/booking/presenters/held-times.server";
import { capacityAvailability } from "~/booking/intervals";
import { loadPresenters } from "./presenter-seats.server";
import { presenterAvailability } from "~/booking/presenters/profile";
import { freeSlots, lagosDateTime, lagosInstant } from "~/booking/slots";
import { editionTime, formatDay, formatDayShort, formatTime } from "~/booking/slot-format";

// What the booking pages' loaders and actions share: reading a link's token, the picker's days,
// a booking as the page shows it, and what a refused booking says.

export type LinkProblem = "invalid" | "expired" | "noRequest";
export type TokenRead = { ok: true; id: string } | { ok: false; problem: LinkProblem };

export async function readToken(
  db: Kysely<Database>,
  value: unknown,
  purpose: BookingTokenPurpose,
  now = Date.now(),
): Promise<TokenRead> {
  const verified = await verifyBookingToken(db, value, purpose, now);
  return verified.ok ? { ok: true, id: verified.subjectId } : { ok: false, problem: verified.reason };
}

/**
 * A confirmation's "book" link, and the stored demo request it names: a genuine link whose request
 * is not stored (erased, or never saved) shows no picker, since nothing could be booked from it.
 */
export async function readBookLink(db: Kysely<Database>, value: unknown): Promise<TokenRead> {
  const read = await readToken(db, value, "book");
  if (!read.ok) return read;
  const request = await db.selectFrom("demo_requests").select("id").where("id", "=", read.id).executeTakeFirst();
  return request ? read : { ok: false, problem: "noRequest" };
}

/** The status a page answers for a link that names nothing: 410 once it has expired, 404 for a request not stored, else 400. */
export function linkProblemStatus(problem: LinkProblem): number {
  return problem === "expired" ? 410 : problem === "noRequest" ? 404 : 400;
}

/**
 * What the four pages a booking's own link opens (manage, cancel, reschedule, the invitation)
 * load first: the booking the link's token names, or why there is none and the status that says
 * so (`missing`: a genuine link whose booking is gone, 404).
 */
export type LinkedBooking =
  { ok: true; view: BookingView } | { ok: false; problem: LinkProblem; status: number; missing: boolean };

export async function bookingOfLink(db: Kysely<Database>, token: unknown): Promise<LinkedBooking> {
  const read = await readToken(db, token, "manage");
  if (!read.ok) return { ok: false, problem: read.problem, status: linkProblemStatus(read.problem), missing: false };
  const view = await findBooking(db, read.id);
  return view ? { ok: true, view } : { ok: false, problem: "invalid", status: 404, missing: true };
}

/** A post from a booking's own page (reschedule, cancel): its form, its token, and the booking that token names. */
export async function readManagePost(
  db: Kysely<Database>,
  request: Request,
): Promise<{ form: FormData; token: string; read: TokenRead }> {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  const form = (await readFormData(request, "booking")) ?? new FormData();
  const token = String(form.get("token") ?? "");
  return { form, token, read: await readToken(db, token, "manage") };
}

/** The free slots from now, by day, labelled in WAT as the page's edition writes dates and times. */
export async function pickerDays(db: Kysely<Database>, now = new Date(), locale: Locale = "en"): Promise<PickerDay[]> {
  const config = await effectiveAvailability(db);
  const from = now.toISOString();
  const to = lagosInstant(new Date(now.getTime() + 120 * 86_400_000).toISOString().slice(0, 10), 0).toISOString();
  // Each presenter with the busy times of their own calendar (ADR 042).
  const presenters = withBusy(await loadPresenters(db, config), await busyByPresenter(db, from, to));
  // Booked demos by their whole interval, whatever grid they were booked on (ADR 078).
  const held = await heldTimes(db, from, to);
  // Anyone presents: a time is offered while one of them who speaks the edition's language is free then (ADR 038);
  // nobody: while fewer than the capacity's demos run at every moment of it.
  const isFree =
    presenters.length === 0
      ? capacityAvailability(held.capacity, config.capacity, MAX_SLOT_MINUTES * 60_000)
      : presenterAvailability(presenters, held.presenters, locale);
  const days = freeSlots(now, config, undefined, isFree);
  return days.map((day) => pickerDay(day.date, day.slots, locale, config.slotMinutes));
}

function pickerDay(
  date: string,
  slots: { start: string; current?: boolean }[],
  locale: Locale,
  slotMinutes: number,
): PickerDay {
  const noon = lagosInstant(date, 12 * 60);
  const [weekday, short] = formatDayShort(locale, noon);
  return {
    date,
    label: formatDay(locale, noon),
    weekday,
    short,
    slotMinutes,
    slots: slots.map((slot) => ({
      start: slot.start,
      label: formatTime(locale, new Date(slot.start)),
      ...(slot.current ? { current: true } : {}),
    })),
  };
}

/**
 * The reschedule picker's days: the booking's own time among them, marked current (shown, never
 * offered), in its place even when it is full (it is full of this very booking) or its day has no
 * other free time.
 */
/** `minutes`: the booking's own length, for a day the picker would otherwise not show. */
export function withCurrentSlot(days: PickerDay[], start: string, locale: Locale, minutes: number): PickerDay[] {
  start = new Date(start).toISOString();
  const date = lagosDateTime(new Date(start)).date;
  const current = { start, label: formatTime(locale, new Date(start)), current: true };
  const others = days.map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.start !== start) }));
  const day = others.find((d) => d.date === date);
  if (day)
    return others.map((d) =>
      d === day ? { ...d, slots: [...d.slots, current].sort((a, b) => a.start.localeCompare(b.start)) } : d,
    );
  return [...others, pickerDay(date, [current], locale, days[0]?.slotMinutes ?? minutes)].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}

export type BookingDetails = {
  status: "confirmed" | "cancelled";
  start: string;
  day: string;
  time: string;
  /** The same time on the edition's readers' clock when it is not WAT (« 9 h 00 GMT » in French), else null. */
  editionTime: string | null;
  minutes: number;
  location: string;
  /** The meeting link the page offers to join (ADR 040); null: `location` says where. */
  meetingUrl: string | null;
  /** The presenter's name; null while nobody presents. */
  presenter: string | null;
  icsUrl: string;
  rescheduleUrl: string;
  cancelUrl: string;
  manageUrl: string;
  /** The manage link's token, for the forms that post back to the booking's page. */
  manageToken: string;
  googleUrl: string;
  outlookUrl: string;
  /** The address the invitation goes to, as the request holds it now. */
  email: string;
  /** Whether an e-mail to the visitor was queued for this state of the booking: the page says "sent" only then. */
  mailed: boolean;
  /** After a cancellation: the picker for the same request, without the form. */
  anotherTimeUrl: string;
  /** Whether the visitor may still move or cancel it here: false within the minimum notice (ADR 039). */
  changeable: boolean;
  /** That notice, in hours, as the page says it. */
  changeNoticeHours: number;
};

/** A booking as a page of the given edition shows it: its words, its dates, links within the edition. */
export async function bookingDetails(
  db: Kysely<Database>,
  view: BookingView,
  locale: Locale = "en",
): Promise<BookingDetails> {
  const links = await manageLinks(db, view.id, view.slot_start, false, locale);
  const meetingUrl = view.status === "confirmed" ? (view.meeting_url ?? null) : null;
  const location = bookingLocation(locale);
  const event = {
    title: inviteSummary(view.institution, locale),
    details: inviteDescription(null, locale, meetingUrl),
    location: bookingWhere(meetingUrl, locale),
    start: view.slot_start,
    end: view.slot_end,
  };
  const instant = new Date(view.slot_start);
  const config = await effectiveAvailability(db);
  return {
    status: view.status,
    start: view.slot_start,
    day: formatDay(locale, instant),
    time: formatTime(locale, instant),
    editionTime: editionTime(locale, view.slot_start),
    minutes: Math.round((Date.parse(view.slot_end) - Date.parse(view.slot_start)) / 60_000),
    location,
    meetingUrl,
    presenter: view.presenter?.name ?? null,
    icsUrl: links.icsUrl,
    rescheduleUrl: links.rescheduleUrl,
    cancelUrl: links.cancelUrl,
    manageUrl: links.manageUrl,
    manageToken: decodeURIComponent(links.token),
    googleUrl: googleCalendarLink(event),
    outlookUrl: outlookCalendarLink(event),
    email: view.email,
    mailed: await visitorEmailQueued(db, view.id, view.sequence),
    anotherTimeUrl: `${localizePath(locale, "/booking/book")}?${await bookPickerQuery(db, view.demo_request_id)}`,
    changeable: canStillChange(view.slot_start, new Date(), config),
    changeNoticeHours: config.changeNoticeHours,
  };
}

export async function findBooking(db: Kysely<Database>, bookingId: string): Promise<BookingView | undefined> {
  return bookingView(db, { bookingId });
}

/** The browser tab's title of a booking's page: its state, in the page's edition. */
export function bookingTitle(copy: typeof bookingCopy, status: "confirmed" | "cancelled", rescheduled = false): string {
  return status === "cancelled" ? copy.titles.cancelled : rescheduled ? copy.titles.rescheduled : copy.titles.booked;
}

/** The message a refused booking shows above the picker; null when the outcome is not a refusal. */
export function refusal(outcome: BookingOutcome): BookingProblem | null {
  if (outcome.status === "taken") return "taken";
  if (outcome.status === "unavailable") return outcome.problem;
  return null;
}

/** HTTP status of a refusal: the slot is gone (409) or the input was wrong (400). */
export function refusalStatus(problem: BookingProblem): number {
  return problem === "taken" ? 409 : problem === "unavailable" ? 503 : 400;
}

export type ConfirmationState =
  { kind: "pick"; token: string; days: PickerDay[] } | { kind: "booked"; details: BookingDetails };

/**
 * The demo form's confirmation: the picker for the request its address names, or, once that
 * request has a booking, the booking itself, so Back and reload after booking show what was booked.
 */
export async function confirmationState(
  db: Kysely<Database>,
  url: URL,
  locale: Locale = "en",
): Promise<ConfirmationState | null> {
  const token = url.searchParams.get("booking");
  if (!token) return null;
  const read = await readBookLink(db, token);
  if (!read.ok) return null;
  const existing = await bookingView(db, { requestId: read.id });
  if (existing?.status === "confirmed") return { kind: "booked", details: await bookingDetails(db, existing, locale) };
  return { kind: "pick", token, days: await pickerDays(db, new Date(), locale) };
}
