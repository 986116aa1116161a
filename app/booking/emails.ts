import type { Locale } from "~/content/locale";
import type { BookingEventName } from "~/db/schema.server";
import { languageNames } from "~/content/language-names";
import { salesBookingEmailCopy } from "~/content/sales-console-emails";
import { DEFAULT_CONSOLE_ZONE, longTime } from "~/lib/team-clock";
import { emailCopy } from "~/leads/email-copy";
import type { EmailContent } from "~/delivery/email.server";
import { fieldLines, oneLine } from "~/leads/emails";
import type { InviteInput } from "./ics";
import { formatSlot } from "./slot-format";

// The booking e-mails and the invitation's text, put together: the visitor's in the booking's
// language (words in app/content/emails.ts and app/content/fr/emails.ts), the sales team's in
// English, naming it. Plain text, like the lead e-mails (app/leads/emails.ts); the invitation
// itself travels as the message's text/calendar part (./deliveries.server.ts).

export type BookingForEmail = {
  event: BookingEventName;
  firstName: string;
  lastName: string;
  email: string;
  institution: string;
  start: string;
  minutes: number;
  location: string;
  bookingId: string;
  /** The edition it was booked in: the visitor's e-mail is in this language (English if not said). */
  language?: Locale;
  /** A cancellation's reason, as the visitor wrote it (the sales team's e-mail only). */
  reason?: string | null;
  /** Who presents it (ADR 038); none while nobody presents. */
  presenter?: { name: string; email: string };
  /** A move's earlier start: "moved" names the time it no longer has. */
  previousStart?: string | null;
  /** Its meeting link (ADR 040); none: `location` says where. */
  meetingUrl?: string | null;
};

export function inviteSummary(institution: string, locale: Locale = "en"): string {
  return oneLine(emailCopy(locale).calendarInvite.summary(institution), 150);
}

/** `meetingUrl`: said in the text too, for a calendar that does not make LOCATION a link. */
export function inviteDescription(
  links: { rescheduleUrl: string; cancelUrl: string } | null,
  locale: Locale = "en",
  meetingUrl: string | null = null,
): string {
  const { calendarInvite: copy, bookingEmail } = emailCopy(locale);
  return [
    copy.description,
    ...(meetingUrl ? ["", bookingEmail.join(meetingUrl)] : []),
    ...(links ? ["", bookingEmail.changeTime(links.rescheduleUrl), bookingEmail.cancel(links.cancelUrl)] : []),
    "",
    copy.questions,
  ].join("\n");
}

/** `anotherTimeUrl`: after a cancellation, the picker for the same request (no second demo request). */
export function visitorBookingEmail(
  booking: BookingForEmail,
  links: { rescheduleUrl: string; cancelUrl: string; anotherTimeUrl?: string },
): EmailContent {
  const { emailCommon: common, bookingEmail: copy } = emailCopy(booking.language ?? "en");
  const name = oneLine(booking.firstName, 60);
  const when = formatSlot(booking.language ?? "en", booking.start);
  if (booking.event === "demo_booking.cancelled") {
    return {
      subject: oneLine(copy.cancelledSubject(when)),
      text: [
        common.greeting(name),
        "",
        copy.cancelled(when),
        "",
        copy.again(links.anotherTimeUrl ?? ""),
        "",
        common.signature,
      ].join("\n"),
    };
  }
  const moved = booking.event === "demo_booking.rescheduled";
  const presenter = booking.presenter ? oneLine(booking.presenter.name, 80) : null;
  const reassigned = booking.event === "demo_booking.reassigned" && presenter !== null;
  return {
    subject: oneLine(
      reassigned ? copy.reassignedSubject(when) : moved ? copy.movedSubject(when) : copy.bookedSubject(when),
    ),
    text: [
      common.greeting(name),
      "",
      reassigned
        ? copy.reassigned(when, presenter)
        : moved
          ? copy.moved(when, booking.minutes)
          : copy.booked(when, booking.minutes),
      ...(moved && booking.previousStart
        ? [copy.movedFrom(formatSlot(booking.language ?? "en", booking.previousStart))]
        : []),
      ...(presenter ? [copy.presenter(presenter)] : []),
      booking.meetingUrl ? copy.join(booking.meetingUrl) : copy.where(booking.location),
      "",
      copy.invitationAttached,
      "",
      copy.changeTime(links.rescheduleUrl),
      copy.cancel(links.cancelUrl),
      "",
      copy.questions,
      "",
      common.signature,
    ].join("\n"),
  };
}

/** After a no-show (ADR 039): one polite e-mail with the picker for the same request. No invitation. */
export function noShowEmail(booking: BookingForEmail, rebookUrl: string): EmailContent {
  const { emailCommon: common, bookingEmail: copy } = emailCopy(booking.language ?? "en");
  const when = formatSlot(booking.language ?? "en", booking.start);
  return {
    subject: oneLine(copy.noShowSubject(when)),
    text: [
      common.greeting(oneLine(booking.firstName, 60)),
      "",
      copy.noShow(when),
      "",
      copy.rebook(rebookUrl),
      "",
      copy.questions,
      "",
      common.signature,
    ].join("\n"),
  };
}

/** `teamZone`: the team's zone (CONSOLE_TIME_ZONE), in which every time of the team's e-mail is named. */
export function salesBookingEmail(booking: BookingForEmail, teamZone = DEFAULT_CONSOLE_ZONE): EmailContent {
  const words = salesBookingEmailCopy;
  const when = (iso: string) => longTime(iso, teamZone);
  const who = `${booking.firstName} ${booking.lastName}`;
  const verb = words.verb[booking.event];
  const f = words.fields;
  const field = fieldLines(f, 2);
  return {
    subject: oneLine(words.subject(verb, when(booking.start), booking.institution, who)),
    text: [
      words.headline(verb, when(booking.start), booking.minutes),
      "",
      ...(booking.event === "demo_booking.rescheduled" && booking.previousStart
        ? [field(f.was, when(booking.previousStart))]
        : []),
      field(f.name, who),
      field(f.email, booking.email),
      field(f.institution, booking.institution),
      field(f.where, booking.location),
      field(
        f.presenter,
        booking.presenter ? oneLine(`${booking.presenter.name} <${booking.presenter.email}>`, 200) : words.noPresenter,
      ),
      field(f.language, languageNames[booking.language ?? "en"]),
      // The visitor's own words: each line indented, so none can pass for a field of ours.
      ...(booking.reason ? ["", words.reason, ...booking.reason.split("\n").map((line) => `  ${line}`)] : []),
      "",
      words.bookingId(booking.bookingId),
      words.attached(booking.language && booking.language !== "en" ? languageNames[booking.language] : undefined),
    ].join("\n"),
  };
}

/** The organizer's name on an invitation. */
function inviteOrganizer(locale: Locale): string {
  return emailCopy(locale).calendarInvite.organizer;
}

/** The invitation's ORGANIZER: the presenter, or the sales team's address while nobody presents (ADR 038). */
export function organizerOf(
  presenter: { name: string; email: string } | undefined,
  locale: Locale,
  salesEmail: string,
): { name: string; email: string } {
  return presenter ?? { name: inviteOrganizer(locale), email: salesEmail };
}

/** One state of a booking, as the invitation carries it: the e-mailed one and the download are built alike. */
export type InviteState = {
  bookingId: string;
  cancelled: boolean;
  sequence: number;
  start: string;
  end: string;
  /** When this state was recorded. */
  stamp: string;
  institution: string;
  language: Locale;
  /** Where, as text: the meeting link, or the location setting without one. */
  location: string;
  meetingUrl: string | null;
  links: { rescheduleUrl: string; cancelUrl: string } | null;
  presenter: { name: string; email: string } | undefined;
  salesEmail: string;
  visitor: { name: string; email: string };
};

const bookingUid = (bookingId: string) => `${bookingId}@booking.ilimi`;

/** The iTIP event (ADR 016, ADR 040): REQUEST from the presenter (or sales) to the visitor, CANCEL with the same UID. */
export function inviteInput(state: InviteState): InviteInput {
  const meetingUrl = state.cancelled ? null : state.meetingUrl;
  return {
    method: state.cancelled ? "CANCEL" : "REQUEST",
    uid: bookingUid(state.bookingId),
    sequence: state.sequence,
    start: state.start,
    end: state.end,
    stamp: state.stamp,
    summary: inviteSummary(state.institution, state.language),
    description: inviteDescription(state.links, state.language, meetingUrl),
    location: state.location,
    url: meetingUrl ?? undefined,
    organizer: organizerOf(state.presenter, state.language, state.salesEmail),
    attendee: state.visitor,
  };
}
