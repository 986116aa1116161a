import { demoFormFields } from "../contact";
import { demoFormCopy, newsletterCopy, privacyNoticeVersion } from "../forms";
import { mailLink, retentionPolicy as keep, rightsReplyTime, type Inline, type LegalDocument } from "../legal";
import { site } from "../site";

// The privacy notice. It describes what this website REALLY collects (app/db/migrations,
// app/leads, server/app.ts's request log, server/rate-limit.ts) and where it goes. When the
// code starts collecting something new, this page changes with it, and so does privacyNoticeVersion.

const optional = demoFormCopy.optional;
const fieldLabel = (field: { label: string; required: boolean }) =>
  field.required ? field.label : `${field.label} (${optional})`;

/** Every field of the demo-request form, by the label the visitor sees. */
export const demoRequestFieldList: string[] = [
  fieldLabel(demoFormFields.firstName),
  fieldLabel(demoFormFields.lastName),
  fieldLabel(demoFormFields.email),
  fieldLabel(demoFormFields.phone),
  fieldLabel(demoFormFields.institution),
  `${demoFormFields.size.label} (${optional})`,
  fieldLabel(demoFormFields.message),
  `“${demoFormCopy.marketingConsent}” (${optional}, a checkbox left unticked unless you tick it)`,
];

/**
 * COUNSEL TO CONFIRM (issue #29): which law governs the company, and the authorities a visitor in
 * francophone West Africa may also turn to. Written from public sources, not by a lawyer: whether
 * counsel has confirmed it is a company fact an admin records on the Team page (ADR 098), and every
 * console page says it is unconfirmed until then. The public page never claims a confirmation.
 */
export const westAfricanAuthorities = {
  text: "We are established in Nigeria, and our handling of your data is governed by the Nigeria Data Protection Act 2023. Wherever you are, you may also turn to the data protection authority of the country where you live:",
  /** Every country the French edition addresses, each with its authority (issue #46). */
  authorities: [
    "in Senegal, the Commission de Protection des Données Personnelles (CDP);",
    "in Côte d’Ivoire, the Autorité de Régulation des Télécommunications/TIC de Côte d’Ivoire (ARTCI), which oversees personal data protection there;",
    "in Benin, the Autorité de Protection des Données à caractère Personnel (APDP);",
    "in Togo, the Instance de Protection des Données à Caractère Personnel (IPDCP);",
    "in Burkina Faso, the Commission de l’Informatique et des Libertés (CIL);",
    "in Mali, the Autorité de Protection des Données à caractère Personnel (APDP);",
    "in Niger, the Haute Autorité de Protection des Données à caractère Personnel (HAPDP);",
    "in Guinea and in Cameroon, the data protection authority their laws provide for;",
    "in any other country, its data protection authority, if it has one.",
  ],
};

const text = (...parts: Inline[]) => ({ kind: "p" as const, text: parts });
const list = (items: (string | Inline[])[]) => ({
  kind: "list" as const,
  items: items.map((i) => (typeof i === "string" ? [i] : i)),
});

export const privacyNotice: LegalDocument = {
  path: "/privacy",
  metaTitle: `Privacy notice | ${site.name}`,
  metaDescription: `What the ${site.name} website collects through its demo form, newsletter and server logs, where it goes, how long we keep it, and your rights under the NDPA 2023 and GDPR.`,
  eyebrow: "Privacy",
  title: "Privacy notice",
  lead: `How ${site.name} handles the personal data this website collects: only what you send us through its two forms, and the technical minimum our server needs. No cookies, no third-party analytics, no advertising trackers: we count visits on our own server, without cookies.`,
  version: privacyNoticeVersion,
  lastUpdated: privacyNoticeVersion,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        text(
          `${site.name} (“we”) builds ${site.productName} and runs this website from ${site.office.label}. We decide how the personal data described here is used: under the Nigeria Data Protection Act 2023 (NDPA) we are the data controller, and the same under the EU and UK General Data Protection Regulation (GDPR) where it applies to you.`,
        ),
        text("For anything about your personal data, write to ", mailLink, "."),
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect, why, and on what basis",
      blocks: [
        {
          kind: "records",
          items: [
            {
              title: "When you request a demo",
              rows: [
                {
                  term: "What",
                  detail: [
                    `The fields of the demo-request form: ${demoRequestFieldList.join("; ")}. With them we record when you sent the form, from which page (/contact or /demo) and in which language (English or French, so that we write to you in it), which version of this notice you were shown, the campaign tags in the address of the page (utm_source and the like) and the site whose link brought you, if any. If you book a time for your demo, we keep the time you chose and each change or cancellation.`,
                  ],
                },
                {
                  term: "Why",
                  detail: [
                    "To confirm by email that we received your request, answer it, arrange and hold your demo, prepare a quote and keep a record of our conversation. Product news only if you ticked the checkbox.",
                  ],
                },
                {
                  term: "Basis",
                  detail: [
                    "Steps you ask us to take before a possible contract, and our legitimate interest in answering enquiries. Product news: your consent, which you can withdraw at any time.",
                  ],
                },
                { term: "Kept", detail: [keep.demoRequests] },
              ],
            },
            {
              title: "When you book a demo: reminders",
              rows: [
                {
                  term: "What",
                  detail: [
                    "Before your demo we send reminders by email (24 hours and 1 hour before, unless we announce other times on the booking page). Where the form offers it and you tick “remind me on WhatsApp” or “remind me by SMS”, we also send them to the phone number you gave, and record that you asked, when, and the version of the wording you ticked. For each reminder we record when it was due, whether it was sent, and why not if it failed.",
                  ],
                },
                { term: "Why", detail: ["So that the demo you booked takes place, at the time you chose."] },
                {
                  term: "Basis",
                  detail: [
                    "Email reminders: the steps you asked us to take by booking. WhatsApp and SMS: your consent, which you withdraw on your booking's page at any time; the reminders already sent are kept as a record.",
                  ],
                },
                { term: "Kept", detail: [keep.demoRequests] },
              ],
            },
            {
              title: "When you subscribe to the newsletter",
              rows: [
                {
                  term: "What",
                  detail: [
                    `Your email address, the state of your subscription (waiting for confirmation, subscribed, unsubscribed), the dates of each change, the version of this notice you were shown and the language of the page you subscribed on (our e-mails to you are in it).`,
                  ],
                },
                {
                  term: "Why",
                  detail: [
                    "To send the newsletter. We first send one email asking you to confirm (double opt-in): nothing else follows unless you click its link. Every newsletter has an unsubscribe link.",
                  ],
                },
                { term: "Basis", detail: ["Your consent, which you withdraw by unsubscribing or by writing to us."] },
                {
                  term: "Kept",
                  detail: [
                    `Subscribed: ${keep.newsletterActive}. Never confirmed: ${keep.newsletterUnconfirmed}. Unsubscribed: ${keep.newsletterUnsubscribed}.`,
                  ],
                },
              ],
            },
            {
              title: "When any page is requested",
              rows: [
                {
                  term: "What",
                  detail: [
                    "Our server log records the time, the method, the path of the page (never its query string), the status code and how long the answer took. Where a log line concerns a form, email addresses are masked (for example a***@s***.edu.ng) and phone numbers are left out.",
                  ],
                },
                { term: "Why", detail: ["To keep the site working and secure, and to investigate errors and abuse."] },
                { term: "Basis", detail: ["Our legitimate interest in running a reliable, secure website."] },
                { term: "Kept", detail: [keep.serverLogs] },
              ],
            },
            {
              title: "When you view a page (visit counts)",
              rows: [
                {
                  term: "What",
                  detail: [
                    "Our server counts the pages people view, as totals per day: which page, in which language, the name of the site whose link brought you (never the page on it), the campaign tags in the address (utm_source, utm_medium, utm_campaign), and whether you use a phone, a tablet or a computer. To count visitors once per day, it mixes your IP address and browser description with a random value that changes every day, and keeps only the resulting code, for that day only. No cookie is set, nothing is stored in your browser, no script is added to the page and nothing is sent to another company. Robots and monitoring tools are not counted.",
                  ],
                },
                {
                  term: "Why",
                  detail: ["To learn which pages and campaigns bring demo requests, so that we can improve the site."],
                },
                {
                  term: "Basis",
                  detail: [
                    "Our legitimate interest in understanding how the site is used, in a way that cannot identify you.",
                  ],
                },
                {
                  term: "Kept",
                  detail: [
                    "The daily totals, which name no one, are kept. The day's random value and visitor codes are deleted when the day ends (UTC), after which no one can tell whether two views were the same person's. The codes are never linked to a demo request.",
                  ],
                },
              ],
            },
            {
              title: "When you send a form",
              rows: [
                {
                  term: "What",
                  detail: [
                    "Your IP address, used to count form submissions from one connection, so that no one can flood our forms. It is never written to disk or to the logs.",
                  ],
                },
                {
                  term: "Why",
                  detail: ["To protect the forms, and the people whose details are in them, from abuse."],
                },
                { term: "Basis", detail: ["Our legitimate interest in protecting the service."] },
                { term: "Kept", detail: [keep.rateLimiting] },
              ],
            },
            {
              title: "When you write to us",
              rows: [
                {
                  term: "What",
                  detail: [
                    "What you choose to send us by email or tell us by phone, including a CV if you apply for work.",
                  ],
                },
                { term: "Why", detail: ["To answer you, and for applications, to consider you for roles at Ilimi."] },
                {
                  term: "Basis",
                  detail: ["Our legitimate interest in answering you; for applications, the steps you ask us to take."],
                },
                { term: "Kept", detail: [`Messages: ${keep.emails}. Applications: ${keep.applications}.`] },
              ],
            },
          ],
        },
        text(
          "We do not use your data for automated decisions or profiling, we do not sell or rent it, and we do not share it with advertisers.",
        ),
      ],
    },
    {
      id: "where-it-goes",
      heading: "Where your data goes",
      blocks: [
        list([
          "Our database, on a server we operate (SQLite or PostgreSQL), which holds demo requests and newsletter subscriptions.",
          "Our sales team, who receive each demo request by email.",
          "Our customer relationship management (CRM) system, which receives demo requests and newsletter sign-ups from our server through a signed connection (a webhook).",
          "Our email delivery provider, which sends you the confirmation of your demo request, the newsletter confirmation and the newsletter.",
          "If you asked for reminders on WhatsApp or by SMS: Meta's WhatsApp Business Platform, or our SMS provider, which receive your phone number, first name and the time and place of your demo to deliver each reminder.",
        ]),
        text(
          "Providers who host or process data for us act only on our instructions, under a contract that requires them to protect it. If a provider processes data outside Nigeria, we use the safeguards the NDPA and the GDPR require for such transfers, such as contractual clauses.",
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        text("Under the Nigeria Data Protection Act 2023 and, where it applies, the GDPR, you have the right to:"),
        list([
          "access the personal data we hold about you and receive a copy;",
          "have inaccurate data corrected (rectification);",
          "have your data deleted (erasure);",
          "object to our use of your data, including for direct marketing, at any time;",
          "receive the data you gave us in a common, machine-readable format, or have it sent to someone else (portability);",
          "ask us to restrict how we use your data while a question about it is settled;",
          "withdraw your consent at any time, for example by unsubscribing, without affecting what we did before;",
          "complain to the Nigeria Data Protection Commission (NDPC), or, if you are in the European Union or the United Kingdom, to the data protection authority where you live.",
        ]),
        text(westAfricanAuthorities.text),
        list(westAfricanAuthorities.authorities),
        text(
          "To use any of these rights, write to ",
          mailLink,
          `. We reply ${rightsReplyTime}, and may ask you to confirm that the data is yours before we act. It costs you nothing.`,
        ),
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        list([
          "The site is served over an encrypted connection (HTTPS) and refuses forms sent from other websites.",
          "Only the staff who need a demo request or a subscription to do their work can see it.",
          "Deliveries to our CRM are signed, so that no one else can pretend to be our website.",
          "Logs leave out phone numbers and mask email addresses.",
        ]),
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        text(
          "This website is meant for people who run or work at institutions. Its forms are not intended for children, and we do not knowingly collect their data.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      blocks: [
        text(
          `When what we collect or how we use it changes, we update this notice and its version. Each demo request and subscription records the version its sender was shown, so we always know which wording applied. The ${newsletterCopy.page.eyebrow.toLowerCase()} and the forms link to this page.`,
        ),
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        text(`${site.name}, ${site.office.label}. Email `, mailLink, `, phone ${site.phone} (${site.phoneHours}).`),
      ],
    },
  ],
};
