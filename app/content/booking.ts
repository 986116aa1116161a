import { site } from "./site";

// Every word of the booking journey's pages (app/routes/booking-*.tsx, components/booking).
// Relative imports only, like forms.ts, so tests can read it outside Vite's aliases.

export const bookingCopy = {
  picker: {
    heading: "Pick a time for your demo",
    intro: "Choose a 30-minute slot with our sales team. Times are in West Africa Time (WAT, Lagos).",
    localNote: "Where your own clock differs, your time is shown beside each slot.",
    legend: (day: string) => day,
    submit: "Book this time",
    none: "None of these suit me",
    noneHint: `We will reply within ${site.replyWithinHours} hours to find a time that does.`,
    empty: `There are no free slots in the next two weeks. We will reply within ${site.replyWithinHours} hours to arrange a time.`,
    localSuffix: "your time",
    choose: "Choose one of the times below.",
  },
  problems: {
    invalid: "Choose one of the times in the list.",
    past: "That time has already passed. Choose another one.",
    outsideHours: "That time is outside our demo hours. Choose one of the times in the list.",
    closed: "We are closed on that day. Choose another one.",
    notice: "That time is too soon for us to prepare. Choose a later one.",
    horizon: "That time is too far ahead. Choose one of the times in the list.",
    taken: "Someone has just booked that time. Choose another one.",
    unavailable: "We could not save your booking just now. Please try again in a moment.",
  },
  links: {
    invalidTitle: "This link does not work",
    invalidBody: `The link is incomplete or was changed. Use the link from your e-mail, or write to ${site.email} and we will arrange your demo.`,
    expiredTitle: "This link has expired",
    expiredBody: `Write to ${site.email} or call ${site.phone} and we will arrange a time with you.`,
    noRequestTitle: "We could not find your demo request",
    noRequestBody: `Please send the demo form again, or write to ${site.email}.`,
  },
  booked: {
    heading: "Your demo is booked",
    alreadyHeading: "You have already booked a demo",
    rescheduledHeading: "Your demo has a new time",
    when: "When",
    length: (minutes: number) => `${minutes} minutes`,
    lengthLabel: "Length",
    where: "Where",
    presenter: "Presented by",
    yourTime: "Your time",
    change: `To change it, use the links in the invitation we e-mailed you, or write to ${site.email}.`,
    download: "Download the invitation (.ics)",
    google: "Add to Google Calendar",
    outlook: "Add to Outlook",
    reschedule: "Change the time",
    cancel: "Cancel the demo",
  },
  reschedule: {
    heading: "Choose a new time",
    intro: "Your current booking stays until you book the new time.",
  },
  cancel: {
    heading: "Cancel your demo?",
    body: "The time is released for someone else, and we send a cancellation to your calendar.",
    confirm: "Yes, cancel the demo",
    keep: "Keep the booking",
    doneHeading: "Your demo is cancelled",
    doneBody: `We have sent a cancellation to your calendar. Whenever you are ready, request a demo again or write to ${site.email}.`,
    again: "Request a demo",
  },
  later: {
    heading: "We will be in touch",
    body: `No problem: our team replies within ${site.replyWithinHours} hours to find a time that suits you.`,
    home: "Back to the home page",
  },
  meta: { title: "Book your demo", description: "Pick a time for your Ilimi demo." },
} as const;

export type BookingProblem = keyof typeof bookingCopy.problems;
