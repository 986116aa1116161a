import { site } from "~/content/site";
import type { EmailContent } from "~/leads/emails";
import { oneLine } from "~/leads/emails";
import { dayIn, timeIn, WAT } from "./time-zones";

// The words of the booking e-mails. Plain text, like the lead e-mails (app/leads/emails.ts); the
// invitation itself travels as the message's text/calendar part (booking-deliveries.server.ts).

export type BookingForEmail = {
  event: "demo_booking.created" | "demo_booking.rescheduled" | "demo_booking.cancelled";
  firstName: string;
  lastName: string;
  email: string;
  institution: string;
  start: string;
  minutes: number;
  location: string;
  bookingId: string;
};

export function whenWat(start: string): string {
  const instant = new Date(start);
  return `${dayIn(instant, WAT)}, ${timeIn(instant, WAT)} WAT`;
}

export function inviteSummary(institution: string): string {
  return oneLine(`${site.name} demo for ${institution}`, 150);
}

export function inviteDescription(links: { rescheduleUrl: string; cancelUrl: string } | null): string {
  return [
    `A walkthrough of ${site.productName} with the ${site.name} sales team.`,
    ...(links ? ["", `Change the time: ${links.rescheduleUrl}`, `Cancel: ${links.cancelUrl}`] : []),
    "",
    `Questions: ${site.email}, ${site.phone.replace(/\u00a0/g, " ")}`,
  ].join("\n");
}

export function visitorBookingEmail(booking: BookingForEmail, links: { rescheduleUrl: string; cancelUrl: string }): EmailContent {
  const name = oneLine(booking.firstName, 60);
  if (booking.event === "demo_booking.cancelled") {
    return {
      subject: oneLine(`Cancelled: your ${site.name} demo on ${whenWat(booking.start)}`),
      text: [`Hello ${name},`, "", `Your demo on ${whenWat(booking.start)} is cancelled, and your calendar should remove it.`, "", `Whenever you are ready, request a demo again on our website or write to ${site.email}.`, "", `The ${site.name} team`].join("\n"),
    };
  }
  const moved = booking.event === "demo_booking.rescheduled";
  return {
    subject: oneLine(`${moved ? "New time" : "Booked"}: your ${site.name} demo on ${whenWat(booking.start)}`),
    text: [
      `Hello ${name},`,
      "",
      `${moved ? "Your demo has a new time" : "Your demo is booked"}: ${whenWat(booking.start)}, ${booking.minutes} minutes.`,
      `Where: ${booking.location}.`,
      "",
      "The invitation is attached to this e-mail: accept it to add the demo to your calendar.",
      "",
      `Change the time: ${links.rescheduleUrl}`,
      `Cancel: ${links.cancelUrl}`,
      "",
      `Questions? Write to ${site.email} or call ${site.phone.replace(/\u00a0/g, " ")} (${site.phoneHours}).`,
      "",
      `The ${site.name} team`,
    ].join("\n"),
  };
}

const salesVerb = { "demo_booking.created": "booked", "demo_booking.rescheduled": "moved to", "demo_booking.cancelled": "cancelled" } as const;

export function salesBookingEmail(booking: BookingForEmail): EmailContent {
  const who = `${booking.firstName} ${booking.lastName}`;
  return {
    subject: oneLine(`Demo ${salesVerb[booking.event]} ${whenWat(booking.start)}: ${booking.institution} (${who})`),
    text: [
      `Demo ${salesVerb[booking.event]} ${whenWat(booking.start)} (${booking.minutes} minutes).`,
      "",
      `Name:         ${who}`,
      `Email:        ${booking.email}`,
      `Institution:  ${booking.institution}`,
      `Where:        ${booking.location}`,
      "",
      `Booking id: ${booking.bookingId}`,
      "The calendar file is attached. Replying to this e-mail answers the visitor directly.",
    ].join("\n"),
  };
}
