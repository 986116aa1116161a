import { leadsConfig } from "~/leads/config.server";
import { createBookingToken } from "./booking-tokens.server";

// The addresses of the booking journey, each carrying a signed token (booking-tokens.server.ts).

/** A confirmation page's picker may be used for two weeks; after that, the team has replied anyway. */
export const REQUEST_LINK_TTL_MS = 14 * 86_400_000;

export async function bookPickerQuery(requestId: string, now = Date.now()): Promise<string> {
  return `booking=${encodeURIComponent(await createBookingToken("book", requestId, now + REQUEST_LINK_TTL_MS))}`;
}

/** Where the demo form sends a visitor whose request is stored: its confirmation, with the picker. */
export async function confirmationPath(formPath: string, requestId: string, now = Date.now()): Promise<string> {
  return `${formPath}?sent=1&${await bookPickerQuery(requestId, now)}`;
}

/** The links that manage a booking: valid until the booked slot starts. */
export async function manageLinks(bookingId: string, slotStart: string, absolute = false): Promise<{ manageUrl: string; rescheduleUrl: string; cancelUrl: string; icsUrl: string; token: string }> {
  const token = encodeURIComponent(await createBookingToken("manage", bookingId, Date.parse(slotStart)));
  const base = absolute ? leadsConfig().siteUrl : "";
  return { token, manageUrl: `${base}/booking/manage?token=${token}`, rescheduleUrl: `${base}/booking/reschedule?token=${token}`, cancelUrl: `${base}/booking/cancel?token=${token}`, icsUrl: `${base}/booking/invite.ics?token=${token}` };
}
