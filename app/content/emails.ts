import { site } from "./site";

// The words of every e-mail (and calendar invitation) a visitor receives, in English; the French
// edition is app/content/fr/emails.ts, typed against these. Values are filled in by the builders
// (app/leads/emails.ts, app/booking/emails.ts), which also make them safe to send.
// The sales team's own notifications stay in English and live with their builders.

// Plain spaces in e-mails: a no-break space in a phone number shows as a stray character in some clients.
const phone = site.phone.replace(/\u00a0/g, " ");

/** What every visitor e-mail shares. */
export const emailCommon = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  greetingNoName: "Hello,",
  signature: `The ${site.name} team`,
};

/** Sent to a visitor whose demo request is stored. */
export const demoConfirmationEmail = {
  subject: `We received your demo request | ${site.name}`,
  received: (institution: string) =>
    `Thank you for your interest in ${site.productName}. We received your demo request for ${institution}.`,
  reply: `Our team replies within ${site.replyWithinHours} hours to arrange a walkthrough shaped around your institution.`,
  sooner: `If you need us sooner, call ${phone} (${site.phoneHours}) or write to ${site.email}.`,
  office: site.office.label,
  why: "You receive this e-mail because this address was entered in the demo-request form on our website. If that was not you, ignore it: nothing else will follow.",
};

/** The newsletter's double opt-in. */
export const newsletterConfirmationEmail = {
  subject: `Confirm your subscription to the ${site.name} newsletter`,
  ask: `Please confirm that you want to receive the ${site.name} newsletter by opening this link:`,
  validity: (days: number) =>
    `The link is valid for ${days} days. If you did not sign up, ignore this e-mail and you will receive nothing more.`,
  unsubscribe: (url: string) => `Unsubscribe at any time: ${url}`,
  /** The List-Unsubscribe header's comment. */
  listUnsubscribe: "Unsubscribe",
};

/** The pieces of a slot's start, each as the edition writes it (app/booking/slot-format.ts). `also`: the readers' own clock when not WAT. */
export type SlotLineParts = { day: string; dayShort: string; time: string; zone: string; also: string | null };

/** A slot's start in a sentence, as the e-mails, reminders and invitations name it. */
export const slotWords = {
  line: ({ day, time, zone }: SlotLineParts) => `${day}, ${time} ${zone}`,
};

/** A booked, moved or cancelled demo. `when` is a slot as formatSlot writes it. */
export const bookingEmail = {
  bookedSubject: (when: string) => `Booked: your ${site.name} demo on ${when}`,
  movedSubject: (when: string) => `New time: your ${site.name} demo on ${when}`,
  cancelledSubject: (when: string) => `Cancelled: your ${site.name} demo on ${when}`,
  booked: (when: string, minutes: number) => `Your demo is booked: ${when}, ${minutes} minutes.`,
  moved: (when: string, minutes: number) => `Your demo has a new time: ${when}, ${minutes} minutes.`,
  /** After "moved": the time it no longer has, so nobody turns up at the old one. */
  movedFrom: (before: string) => `The earlier time, ${before}, no longer holds.`,
  where: (location: string) => `Where: ${location}.`,
  /** The booking's meeting link (ADR 040), in place of `where`: alone at the end of its line, so no client takes a full stop into it. */
  join: (url: string) => `Join the meeting at the time of the demo, in your web browser: ${url}`,
  presenter: (name: string) => `Presented by: ${name}.`,
  reassignedSubject: (when: string) => `New presenter: your ${site.name} demo on ${when}`,
  reassigned: (when: string, name: string) =>
    `Your demo on ${when} will now be presented by ${name}. The time stays the same.`,
  invitationAttached: "The invitation is attached to this e-mail: accept it to add the demo to your calendar.",
  changeTime: (url: string) => `Change the time: ${url}`,
  cancel: (url: string) => `Cancel: ${url}`,
  questions: `Questions? Write to ${site.email} or call ${phone} (${site.phoneHours}).`,
  cancelled: (when: string) => `Your demo on ${when} is cancelled, and your calendar should remove it.`,
  /** After a cancellation: the picker for the same request, so no second demo request is needed. */
  again: (url: string) =>
    `Whenever you are ready, pick another time here, with no form to fill in again: ${url}\nOr write to ${site.email}.`,
  /** Once, after the presenter marked that nobody came (ADR 039): no blame, a way back. */
  noShowSubject: (when: string) => `We missed you: your ${site.name} demo on ${when}`,
  noShow: (when: string) =>
    `We were ready for your demo on ${when} but could not meet you. We understand that plans change.`,
  rebook: (url: string) =>
    `If you would still like to see ${site.productName}, pick another time here, with no form to fill in again: ${url}`,
};

/** The calendar invitation (.ics) and the calendar links of a booking. */
export const calendarInvite = {
  summary: (institution: string) => `${site.name} demo for ${institution}`,
  description: `A walkthrough of ${site.productName} with the ${site.name} sales team.`,
  questions: `Questions: ${site.email}, ${phone}`,
  organizer: `${site.name} sales`,
  /** Where the demo happens when BOOKING_LOCATION is left at its default. */
  defaultLocation: "Online meeting: the link follows from our team",
  /** The .ics download's plain-text answers. */
  linkProblem: "This link does not work. Use the link from your e-mail.",
  noBooking: "This booking does not exist.",
  fileName: "ilimi-demo.ics",
};

/**
 * A reminder before a booked demo (ADR 041): by e-mail, and as the SMS text; the WhatsApp
 * template's words are approved with Meta, and these fill its parameters. `lead` is how long
 * before ("in 24 hours", "in 1 hour"), from the operator's offsets.
 */
export const reminderMessage = {
  lead: (minutes: number) =>
    minutes % 60 === 0 ? `in ${minutes / 60} hour${minutes === 60 ? "" : "s"}` : `in ${minutes} minutes`,
  subject: (lead: string, when: string) => `Reminder: your ${site.name} demo ${lead}, ${when}`,
  starts: (lead: string, when: string, minutes: number) =>
    `A reminder: your demo starts ${lead}, ${when}, and lasts ${minutes} minutes.`,
  manage: (url: string) => `Move or cancel it: ${url}`,
  /** Instead of the link, once the demo is inside the change notice: the page would only say "too late". */
  tooLate: (hours: number) =>
    `It can no longer be moved or cancelled online: that closes ${hours} ${hours === 1 ? "hour" : "hours"} before it starts. To change it now, call ${site.phone} or write to ${site.email}.`,
  sms: (when: string, location: string) => `${site.name}: your demo is on ${when}. ${location}`,
  why: "You receive this reminder because you booked this demo on our website.",
};
