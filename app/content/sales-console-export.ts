import { institutionSizes } from "./contact";
import { languageNames } from "./language-names";
import { consoleCopy } from "./sales-console";

// The leads export's words (issue #45 item 1, ADR 095): its headers and values as the team reads
// them, in the console's language (English, ADR 023), not the columns' and values' codes.

export const exportCopy = {
  sheet: "Leads",
  headers: {
    lead: "Lead",
    request: "Request",
    asked: "Asked at",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    institution: "Institution",
    size: "Size",
    message: "Message",
    marketingConsent: "Agreed to news",
    privacyNotice: "Privacy notice",
    consentedAt: "Agreed at",
    source: "Form",
    language: "Language",
    status: "Status",
    lostReason: "Why lost",
    owner: "Owner",
    bookingTime: "Demo at",
    bookingStatus: "Demo",
    presenter: "Presenter",
    nextStepDue: "Next step due",
    nextStepNote: "Next step",
    notes: "Notes",
    utmSource: "Campaign source",
    utmMedium: "Campaign medium",
    utmCampaign: "Campaign",
    utmTerm: "Campaign term",
    utmContent: "Campaign content",
    referrer: "Came from",
  },
  /** The Request column: the lead's own first request, or one that joined it later. */
  requestKinds: { lead: "First request", joined: "Asked again" },
  yes: "yes",
  no: "no",
  statuses: consoleCopy.leadStatuses as Record<string, string>,
  sizes: Object.fromEntries(institutionSizes.map((s) => [s.value, s.label])) as Record<string, string>,
  sources: { demo: "Demo request", contact: "Contact form" } as Record<string, string>,
  languages: languageNames as Record<string, string>,
  bookingStatuses: { confirmed: "Booked", cancelled: "Cancelled" } as Record<string, string>,
  /** The Team page's setting: which roles may download the export. */
  setting: {
    title: "Who may export leads",
    intro: "Admins always may. An export holds every request of every lead in the filter, with notes.",
    sales: "Sales people may export leads (CSV, .xlsx, JSON)",
    save: "Save",
    pending: "Saving…",
    saved: "Saved.",
  },
  /** One note in the Notes cell: when, who, what; notes are separated by a blank line. */
  note: (at: string, author: string, body: string) => `${at}, ${author}: ${body}`,
};
