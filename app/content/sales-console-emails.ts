// The e-mail the sales team gets for a new demo request, in the team's language (ADR 023): its
// words live here, not in the code that puts it together (app/leads/emails.ts).

export const salesRequestEmail = {
  subject: (institution: string, name: string) => `Demo request: ${institution} (${name})`,
  intro: (site: string, hours: number) =>
    `A new demo request arrived through the ${site} website. Reply within ${hours} hours: that is what the site promises.`,
  /** Labels padded to one column, so the values line up in a plain-text client. */
  fields: {
    name: "Name:",
    email: "Email:",
    phone: "Phone:",
    institution: "Institution:",
    size: "Size:",
    page: "Page:",
    language: "Language:",
    received: "Received:",
    marketing: "Marketing:",
  },
  notGiven: "Not given",
  marketing: { yes: "agreed to receive news", no: "no marketing e-mails" },
  message: "Message:",
  noMessage: "(none)",
  lead: (url: string) => `Open the lead: ${url}`,
  replies: "Replying to this e-mail answers the visitor directly.",
};
