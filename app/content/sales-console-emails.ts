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

/** The team's e-mail for a booking's event (app/booking/emails.ts): what happened, then the facts. */
export const salesBookingEmailCopy = {
  verb: {
    "demo_booking.created": "booked",
    "demo_booking.rescheduled": "moved to",
    "demo_booking.cancelled": "cancelled",
    "demo_booking.reassigned": "given to another presenter,",
    "demo_booking.no_show": "marked a no-show,",
  },
  subject: (verb: string, when: string, institution: string, name: string) =>
    `Demo ${verb} ${when}: ${institution} (${name})`,
  headline: (verb: string, when: string, minutes: number) => `Demo ${verb} ${when} (${minutes} minutes).`,
  fields: {
    was: "Was:",
    name: "Name:",
    email: "Email:",
    institution: "Institution:",
    where: "Where:",
    presenter: "Presenter:",
    language: "Language:",
  },
  noPresenter: "not assigned (nobody presents yet)",
  reason: "Reason given:",
  bookingId: (id: string) => `Booking id: ${id}`,
  attached: (language?: string) =>
    `The calendar file is attached${language ? ` (in ${language}, as the visitor received it)` : ""}. Replying to this e-mail answers the visitor directly.`,
};

/** A presenter's (or, with nobody presenting, the sales inbox's) reminder of a demo ahead. */
export const presenterReminderCopy = {
  lead: (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`),
  subject: (lead: string, when: string, institution: string) => `Reminder: demo in ${lead}, ${when}: ${institution}`,
  starts: (institution: string, lead: string, when: string, minutes: number) =>
    `Your demo for ${institution} starts in ${lead}: ${when} (${minutes} minutes).`,
  fields: { visitor: "Visitor:", where: "Where:", presenter: "Presenter:" },
  noPresenter: "not assigned (nobody presents yet)",
};
