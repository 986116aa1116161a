import type { Database } from "~/db/schema.server";
import { confirmationHeadingId } from "~/guards/fields";
import type { Kysely } from "kysely";
import { localizePath, type Locale } from "~/content/locale";
import { bookingSettings } from "./booking-settings.server";
import { leadsConfig } from "~/delivery/config.server";
import { emailCopy } from "~/leads/email-copy";
import { createBookingToken } from "./tokens.server";
import { newJitsiRoom } from "./meeting-rooms";

// The addresses of the booking journey, each carrying a signed token (./tokens.server.ts).

/** A confirmation page's picker may be used for two weeks; after that, the team has replied anyway. */
const REQUEST_LINK_TTL_MS = 14 * 86_400_000;

export async function bookPickerQuery(db: Kysely<Database>, requestId: string, now = Date.now()): Promise<string> {
  return `booking=${encodeURIComponent(await createBookingToken(db, "book", requestId, now + REQUEST_LINK_TTL_MS))}`;
}

/** Where the demo form sends a visitor whose request is stored: its confirmation, with the picker. */
export async function confirmationPath(
  db: Kysely<Database>,
  formPath: string,
  requestId: string,
  now = Date.now(),
): Promise<string> {
  // The fragment brings the heading, and the picker under it, to the top without JavaScript too.
  return `${formPath}?sent=1&${await bookPickerQuery(db, requestId, now)}#${confirmationHeadingId}`;
}

/** The links that manage a booking, on the pages of an edition (/fr/booking/... in French): valid until the booked slot starts. */
export async function manageLinks(
  db: Kysely<Database>,
  bookingId: string,
  slotStart: string,
  absolute = false,
  locale: Locale = "en",
): Promise<{ manageUrl: string; rescheduleUrl: string; cancelUrl: string; icsUrl: string; token: string }> {
  const token = encodeURIComponent(await createBookingToken(db, "manage", bookingId, Date.parse(slotStart)));
  const base = absolute ? leadsConfig().siteUrl : "";
  const at = (path: string) => `${base}${localizePath(locale, path)}?token=${token}`;
  return {
    token,
    manageUrl: at("/booking/manage"),
    rescheduleUrl: at("/booking/reschedule"),
    cancelUrl: at("/booking/cancel"),
    icsUrl: at("/booking/invite.ics"),
  };
}

/** Where the demo happens, in the edition's words when BOOKING_LOCATION is left at its (English) default. */
export function bookingLocation(locale: Locale): string {
  const { location, locationIsDefault } = bookingSettings();
  return locationIsDefault ? emailCopy(locale).calendarInvite.defaultLocation : location;
}

/** A fresh meeting room when the provider makes them (MEETING_PROVIDER=jitsi), else null (ADR 040). */
export function freshMeetingRoom(): string | null {
  const { meetingProvider, jitsiUrl } = bookingSettings();
  return meetingProvider === "jitsi" ? newJitsiRoom(jitsiUrl) : null;
}

/** Hosts a presenter's own room may be on besides the known services: the configured Jitsi instance. */
export function extraMeetingHosts(): string[] {
  return [new URL(bookingSettings().jitsiUrl).hostname.toLowerCase()];
}

/** Where the demo happens as an invitation and an e-mail say it: its link, or the location text without one. */
export function bookingWhere(meetingUrl: string | null | undefined, locale: Locale): string {
  return meetingUrl || bookingLocation(locale);
}
