import { institutionSizes } from "~/content/contact";
import { localizePath, type Locale } from "~/content/locale";
import { site } from "~/content/site";
import { languageNames } from "~/content/language-names";
import { salesRequestEmail as words } from "~/content/sales-console-emails";
import { DEFAULT_CONSOLE_ZONE, exactTime } from "~/lib/team-clock";
import type { EmailContent } from "~/delivery/email.server";
import { emailCopy } from "./email-copy";
import { printable } from "./printable";

// Every e-mail the lead system sends, put together: the visitor's in the language of the record
// (its words are content: app/content/emails.ts and app/content/fr/emails.ts), the sales team's in
// English, naming the lead's language. Sending is app/delivery/email.server.ts.
// Plain text on purpose: it renders the same in every client and nothing in it can run.

export type LeadForEmail = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  institution: string;
  size: string | null;
  message: string | null;
  source: string;
  createdAt: string;
  marketingConsent: boolean;
  /** The edition the request was sent from: the visitor's e-mail is in this language (English if not said). */
  language?: Locale;
};

// eslint-disable-next-line no-control-regex
const breaksAndControls = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]+/g;

/** For subjects: no line breaks or control characters (header injection), bounded length. */
export function oneLine(value: string, max = 120): string {
  // Runs of white space become one space, but French no-break spaces (« Objet\u00a0: ») stay (issue #29).
  const flat = value
    .replace(breaksAndControls, " ")
    .replace(/[^\S\u00a0\u202f]+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function sizeLabel(size: string | null): string {
  return institutionSizes.find((s) => s.value === size)?.label ?? words.notGiven;
}

/**
 * A plain-text e-mail's "Label:   value" lines, the values in one column after the longest label
 * and `gap` spaces, so they line up in any client. The team's e-mails share it.
 */
export function fieldLines(labels: Record<string, string>, gap: number): (label: string, value: string) => string {
  const width = Math.max(...Object.values(labels).map((label) => label.length)) + gap;
  return (label, value) => `${label.padEnd(width)}${value}`;
}

/** A stored value in an e-mail's body: on its line, with control and bidi characters shown escaped. */
const line = (value: string) => printable(value);

/** Where the team reads: its zone (CONSOLE_TIME_ZONE) for the times, the site for the lead's link. */
export type TeamPlace = { timeZone: string; siteUrl: string };

export function salesNotificationEmail(
  stored: LeadForEmail,
  team: TeamPlace = { timeZone: DEFAULT_CONSOLE_ZONE, siteUrl: site.siteUrl },
): EmailContent {
  const lead = {
    ...stored,
    firstName: line(stored.firstName),
    lastName: line(stored.lastName),
    email: line(stored.email),
    institution: line(stored.institution),
    phone: stored.phone && line(stored.phone),
  };
  const language = stored.language ?? "en";
  const f = words.fields;
  const field = fieldLines(f, 2);
  return {
    // From the stored values: oneLine turns every control and bidi character into a space.
    subject: oneLine(words.subject(stored.institution, `${stored.firstName} ${stored.lastName}`)),
    text: [
      words.intro(site.name, site.replyWithinHours),
      "",
      field(f.name, `${lead.firstName} ${lead.lastName}`),
      field(f.email, lead.email),
      field(f.phone, lead.phone ?? words.notGiven),
      field(f.institution, lead.institution),
      field(f.size, sizeLabel(lead.size)),
      field(f.page, localizePath(language, `/${lead.source}`)),
      field(f.language, languageNames[language]),
      // In the team's zone, named, as the console shows it: never the stored ISO instant.
      field(f.received, exactTime(stored.createdAt, team.timeZone) || words.notGiven),
      field(f.marketing, lead.marketingConsent ? words.marketing.yes : words.marketing.no),
      "",
      words.message,
      (lead.message && printable(lead.message, { multiline: true }).trim()) || words.noMessage,
      "",
      words.lead(`${team.siteUrl}/sales/leads/${encodeURIComponent(lead.id)}`),
      words.replies,
    ].join("\n"),
  };
}

export function visitorConfirmationEmail(lead: LeadForEmail): EmailContent {
  const { emailCommon: common, demoConfirmationEmail: copy } = emailCopy(lead.language ?? "en");
  return {
    subject: oneLine(copy.subject),
    text: [
      common.greeting(oneLine(lead.firstName, 60)),
      "",
      copy.received(oneLine(lead.institution, 120)),
      "",
      copy.reply,
      "",
      copy.sooner,
      "",
      common.signature,
      copy.office,
      "",
      copy.why,
    ].join("\n"),
  };
}

export function newsletterConfirmationEmail(
  links: { confirmUrl: string; unsubscribeUrl: string; validDays: number },
  locale: Locale = "en",
): EmailContent {
  const { emailCommon: common, newsletterConfirmationEmail: copy } = emailCopy(locale);
  return {
    subject: oneLine(copy.subject),
    text: [
      common.greetingNoName,
      "",
      copy.ask,
      "",
      links.confirmUrl,
      "",
      copy.validity(links.validDays),
      "",
      common.signature,
      "",
      copy.unsubscribe(links.unsubscribeUrl),
    ].join("\n"),
  };
}
