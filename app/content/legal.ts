import { edition } from "./editions";
import { formatDateIn, type Locale } from "./locale";
import { site } from "./site";
// The periods themselves live with the job that applies them (ADR 022).
import { retention } from "~/console/retention-policy";

// The shape of the legal pages (privacy, terms, cookies) and the company's policies they state.
// Typed prose rather than Markdown: a few hundred lines of text whose facts (fields, retention,
// contact) must follow the code, so they are imported, not retyped.

/** A run of text, or a link inside it. */
export type Inline = string | { label: string; href: string };

export type LegalBlock =
  | { kind: "p"; text: Inline[] }
  | { kind: "list"; items: Inline[][] }
  /** One card per processing activity: what, why, basis, where, how long. */
  | { kind: "records"; items: { title: string; rows: { term: string; detail: Inline[] }[] }[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] };

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

export type LegalDocument = {
  /** The page's own path (also its canonical URL). */
  path: string;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** The privacy notice's version is stored with every form record (see forms.ts). */
  version?: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  sections: LegalSection[];
};

/**
 * The company's retention policy, in one place: the privacy notice quotes it. Change a period
 * here and the notice follows (and bump privacyNoticeVersion in forms.ts: the meaning changed).
 */
export const retentionPolicy = {
  demoRequests: `${retention.demoRequestMonths} months after our last contact with you, then deleted, with any demo time you booked. A request our anti-spam checks flagged as automated is kept ${retention.quarantinedDemoRequestDays} days for us to review, then deleted`,
  newsletterActive: "for as long as you stay subscribed",
  newsletterUnsubscribed: `your address and the date you unsubscribed, so that we never write to you again by mistake, for ${retention.unsubscribedMonths} months`,
  newsletterUnconfirmed: `${retention.unconfirmedSubscriberDays} days, then deleted`,
  serverLogs: "30 days, then deleted",
  rateLimiting: "a few minutes, in the server's memory only",
  emails: "12 months after the conversation ends, then deleted",
  applications: "12 months, or until you ask us to delete them",
} as const;

/** How fast we answer requests about personal data: the legal maximum, usually sooner. */
export const rightsReplyTime = "within one month";

export const legalLabels = {
  contentsTitle: "On this page",
  lastUpdated: "Last updated",
  version: "Version",
  contactTitle: "Questions about this page?",
  contactLead: "Write to us at ",
  contactTail: ` or call ${site.phone} (${site.phoneHours}).`,
} as const;

/** "2026-11-23" becomes "23 November 2026", the same on the server and in every browser. */
export function formatLegalDate(iso: string, locale: Locale = "en"): string {
  const format = new Intl.DateTimeFormat(edition(locale).intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return formatDateIn(locale, format, new Date(`${iso}T00:00:00Z`));
}

export const mailLink = { label: site.email, href: `mailto:${site.email}` };
