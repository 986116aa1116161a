import { institutionSizes } from "~/content/contact";
import { site } from "~/content/site";
import { printable } from "./printable";

// The words of every e-mail the lead system sends. Content only: sending is deliver-email.server.ts.
// Plain text on purpose: it renders the same in every client and nothing in it can run.

export type EmailContent = { subject: string; text: string };

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
};

/** For subjects: no line breaks or control characters (header injection), bounded length. */
export function oneLine(value: string, max = 120): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function sizeLabel(size: string | null): string {
  return institutionSizes.find((s) => s.value === size)?.label ?? "Not given";
}

/** A stored value in an e-mail's body: on its line, with control and bidi characters shown escaped. */
const line = (value: string) => printable(value);

export function salesNotificationEmail(stored: LeadForEmail): EmailContent {
  const lead = { ...stored, firstName: line(stored.firstName), lastName: line(stored.lastName), email: line(stored.email), institution: line(stored.institution), phone: stored.phone && line(stored.phone) };
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    // From the stored values: oneLine turns every control and bidi character into a space.
    subject: oneLine(`Demo request: ${stored.institution} (${stored.firstName} ${stored.lastName})`),
    text: [
      `A new demo request arrived through the ${site.name} website. Reply within ${site.replyWithinHours} hours: that is what the site promises.`,
      "",
      `Name:         ${name}`,
      `Email:        ${lead.email}`,
      `Phone:        ${lead.phone ?? "Not given"}`,
      `Institution:  ${lead.institution}`,
      `Size:         ${sizeLabel(lead.size)}`,
      `Page:         /${lead.source}`,
      `Received:     ${lead.createdAt}`,
      `Marketing:    ${lead.marketingConsent ? "agreed to receive news" : "no marketing e-mails"}`,
      "",
      "Message:",
      (lead.message && printable(lead.message, { multiline: true }).trim()) || "(none)",
      "",
      `Lead id: ${lead.id}`,
      "Replying to this e-mail answers the visitor directly.",
    ].join("\n"),
  };
}

export function visitorConfirmationEmail(lead: LeadForEmail): EmailContent {
  return {
    subject: oneLine(`We received your demo request | ${site.name}`),
    text: [
      `Hello ${oneLine(lead.firstName, 60)},`,
      "",
      `Thank you for your interest in ${site.productName}. We received your demo request for ${oneLine(lead.institution, 120)}.`,
      "",
      `Our team replies within ${site.replyWithinHours} hours to arrange a walkthrough shaped around your institution.`,
      "",
      `If you need us sooner, call ${site.phone} (${site.phoneHours}) or write to ${site.email}.`,
      "",
      `The ${site.name} team`,
      site.office.label,
      "",
      "You receive this e-mail because this address was entered in the demo-request form on our website. If that was not you, ignore it: nothing else will follow.",
    ].join("\n"),
  };
}

export function newsletterConfirmationEmail(links: { confirmUrl: string; unsubscribeUrl: string; validDays: number }): EmailContent {
  return {
    subject: oneLine(`Confirm your subscription to the ${site.name} newsletter`),
    text: [
      "Hello,",
      "",
      `Please confirm that you want to receive the ${site.name} newsletter by opening this link:`,
      "",
      links.confirmUrl,
      "",
      `The link is valid for ${links.validDays} days. If you did not sign up, ignore this e-mail and you will receive nothing more.`,
      "",
      `The ${site.name} team`,
      "",
      `Unsubscribe at any time: ${links.unsubscribeUrl}`,
    ].join("\n"),
  };
}
