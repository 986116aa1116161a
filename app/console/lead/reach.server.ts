import { realLocaleOf } from "~/content/editions";
import { leadMessages } from "~/content/sales-console";
import { phoneE164, whatsappDigits } from "~/leads/phone.server";

// Calling, WhatsApping and e-mailing a lead from its record (issue #27, item 5): links only, so the
// call, the chat and the e-mail happen in the sales person's own phone, WhatsApp and mail program,
// and nothing is sent by the server. tel: and wa.me only for a number that parses (ADR 046).

export type LeadReach = {
  /** tel:+2348035550142, or null when the typed number does not parse. */
  tel: string | null;
  /** https://wa.me/2348035550142?text=…, the greeting in the lead's language. */
  whatsapp: string | null;
  mailto: string;
  templates: { key: string; label: string; href: string }[];
};

type Lead = {
  first_name: string;
  institution: string;
  email: string;
  phone: string | null;
  phone_e164?: string | null;
  language: string;
};

function mailto(address: string, subject?: string, body?: string): string {
  // The address as it is (a stored, validated address has no ? or &); subject and body encoded, line breaks as %0D%0A (RFC 6068).
  const query =
    subject === undefined
      ? ""
      : `?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent((body ?? "").replace(/\r?\n/g, "\r\n"))}`;
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}${query}`;
}

export function leadReach(lead: Lead, sender: string): LeadReach {
  const e164 = lead.phone_e164 ?? phoneE164(lead.phone);
  const messages = leadMessages[realLocaleOf(lead.language)];
  const fields = { firstName: lead.first_name, institution: lead.institution, sender };
  return {
    tel: e164 ? `tel:${e164}` : null,
    whatsapp: e164
      ? `https://wa.me/${whatsappDigits(e164)}?text=${encodeURIComponent(messages.whatsapp(fields))}`
      : null,
    mailto: mailto(lead.email),
    templates: messages.emails.map((template) => ({
      key: template.key,
      label: template.label,
      href: mailto(lead.email, template.subject(fields), template.body(fields)),
    })),
  };
}
