import type { Locale } from "~/content/locale";
import { emailCopy } from "~/leads/email-copy";
import type { EmailContent } from "~/delivery/email.server";
import { fieldLines, oneLine } from "~/leads/emails";
import { formatSlot } from "~/booking/slot-format";
import { presenterReminderCopy } from "~/content/sales-console-emails";
import { DEFAULT_CONSOLE_ZONE, longTime } from "~/lib/team-clock";

// A reminder's words on each channel (ADR 041): the visitor's in the booking's language (copy in
// app/content/emails.ts and fr/emails.ts), the presenter's in English like every team e-mail.

export type ReminderForMessage = {
  language: Locale;
  firstName: string;
  institution: string;
  start: string;
  minutes: number;
  offsetMinutes: number;
  location: string;
  presenter?: string;
};

/** `change`: the booking's page while it can still be changed online, else the notice's hours (ADR 041). */
export function visitorReminderEmail(
  r: ReminderForMessage,
  change: { manageUrl: string } | { tooLateHours: number },
): EmailContent {
  const { emailCommon: common, reminderMessage: copy, bookingEmail } = emailCopy(r.language);
  const when = formatSlot(r.language, r.start);
  const lead = copy.lead(r.offsetMinutes);
  return {
    subject: oneLine(copy.subject(lead, when)),
    text: [
      common.greeting(oneLine(r.firstName, 60)),
      "",
      copy.starts(lead, when, r.minutes),
      ...(r.presenter ? [bookingEmail.presenter(oneLine(r.presenter, 80))] : []),
      bookingEmail.where(r.location),
      "",
      "manageUrl" in change ? copy.manage(change.manageUrl) : copy.tooLate(change.tooLateHours),
      "",
      bookingEmail.questions,
      "",
      common.signature,
      "",
      copy.why,
    ].join("\n"),
  };
}

export function presenterReminderEmail(
  r: ReminderForMessage,
  visitor: { firstName: string; lastName: string; email: string },
  teamZone = DEFAULT_CONSOLE_ZONE,
): EmailContent {
  const words = presenterReminderCopy;
  const when = longTime(r.start, teamZone);
  const lead = words.lead(r.offsetMinutes);
  const field = fieldLines(words.fields, 1);
  return {
    subject: oneLine(words.subject(lead, when, r.institution)),
    text: [
      words.starts(r.institution, lead, when, r.minutes),
      "",
      field(words.fields.visitor, oneLine(`${visitor.firstName} ${visitor.lastName} <${visitor.email}>`, 200)),
      field(words.fields.where, r.location),
      field(words.fields.presenter, r.presenter ?? words.noPresenter),
    ].join("\n"),
  };
}

/** The WhatsApp template's body parameters, in order: {{1}} first name, {{2}} time, {{3}} where. */
export function whatsAppParameters(r: ReminderForMessage): string[] {
  return [oneLine(r.firstName, 60), formatSlot(r.language, r.start), oneLine(r.location, 200)];
}

export function smsText(r: ReminderForMessage): string {
  return oneLine(emailCopy(r.language).reminderMessage.sms(formatSlot(r.language, r.start), r.location), 300);
}
