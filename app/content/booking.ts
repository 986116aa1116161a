import { site } from "./site";

// Every word of the booking journey's pages (app/routes/booking-*.tsx, components/booking).
// Relative imports only, like forms.ts, so tests can read it outside Vite's aliases.

export const bookingCopy = {
  picker: {
    heading: "Pick a time for your demo",
    intro: (minutes: number) =>
      `Choose a ${minutes}-minute slot with our sales team. Times are in West Africa Time (WAT, Lagos).`,
    localNote: "Where your own clock differs, your time is shown under each time.",
    /** Said when the edition's zone (app/booking/edition-zones.ts) differs from WAT, so English never shows it. */
    zoneNote: "Under each time, the same time in your region's zone.",
    days: "Days with free times",
    free: (count: number) => (count === 0 ? "no other time free" : count === 1 ? "1 time free" : `${count} times free`),
    freeShort: (count: number) => `${count} free`,
    legend: (day: string, free: string) => `${day}, ${free}`,
    current: "current time",
    submit: "Book this time",
    none: "None of these suit me",
    noneHint: `We will reply within ${site.replyWithinHours} hours to find a time that does.`,
    empty: `There are no free slots in the next two weeks. We will reply within ${site.replyWithinHours} hours to arrange a time.`,
    localSuffix: "your\u00a0time",
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
    /** With a meeting link (ADR 040): where, the link, and when to use it (the page has no script to say "now"). */
    online: "Online, by video call",
    join: "Join the meeting",
    /** `also`: the same hour on the edition's readers' clock, where it differs from WAT (none in English). */
    joinWhen: (time: string, _also: string | null) =>
      `Join at ${time} WAT, when the demo starts. It opens in your web browser.`,
    presenter: "Presented by",
    yourTime: "Your time",
    /** Only when the invitation was queued to the visitor's address (a mail transport is configured). */
    mailed: (email: string) => `We have e-mailed the invitation to ${email}. Its links change or cancel the demo too.`,
    keepTitle: "Keep this page",
    /** When no e-mail was sent: this page is the only way back to the booking. */
    keepPage:
      "We have not sent you an e-mail. Bookmark this page and add the demo to your calendar: this page is where you change or cancel it.",
    /** The same within the minimum notice, when the page no longer changes it. */
    keepPageLate: "We have not sent you an e-mail. Bookmark this page and add the demo to your calendar.",
    calendarTitle: "Add the demo to your calendar",
    emailLabel: "Your e-mail",
    correct: "Wrong address? Correct it",
    correctLabel: "Your e-mail address",
    correctSubmit: "Save the address",
    corrected: (email: string) => `Saved: our team will write to ${email}.`,
    correctedMailed: (email: string) => `Saved: we have e-mailed the invitation to ${email}.`,
    changeTitle: "Change of plan?",
    questions: `Questions? Write to ${site.email} or call ${site.phone}.`,
    manage: "See or change your booking",
    download: "Download the invitation (.ics)",
    google: "Add to Google Calendar",
    outlook: "Add to Outlook",
    reschedule: "Change the time",
    cancel: "Cancel the demo",
  },
  /** Within the minimum notice before the demo (BOOKING_CHANGE_NOTICE_HOURS): the team changes it, not the page. */
  tooLate: {
    heading: "Too late to change it here",
    body: (hours: number) =>
      `A demo can be moved or cancelled on this page up to ${hours} ${hours === 1 ? "hour" : "hours"} before it starts.`,
    contact: `To move or cancel it now, call ${site.phone} or write to ${site.email}: our team will sort it out with you.`,
  },
  reschedule: {
    heading: "Choose a new time",
    intro: "Your current booking stays until you book the new time.",
  },
  cancel: {
    heading: "Cancel your demo?",
    /** When a mail transport is configured: the cancellation will be e-mailed. */
    body: "The time is released for someone else, and we send a cancellation to your calendar.",
    bodyNoMail: "The time is released for someone else. If you added the demo to your calendar, remove it there.",
    reasonLabel: "Why are you cancelling?",
    optional: "optional",
    reasonHint: "It helps our team find a better time; only they read it.",
    reasonTooLong: (max: number) => `Keep the reason under ${max} characters.`,
    reasonCharacters: "Remove the special characters from the reason.",
    confirm: "Yes, cancel the demo",
    keep: "Keep the booking",
    doneHeading: "Your demo is cancelled",
    doneMailed: (email: string) => `We have e-mailed a cancellation to ${email}; your calendar should remove the demo.`,
    doneNoMail: "If you added the demo to your calendar, remove it there: we have not sent you an e-mail.",
    doneBody: `Whenever you are ready, pick another time, or write to ${site.email}.`,
    another: "Pick another time",
    again: "Request a demo",
  },
  later: {
    heading: "We will be in touch",
    body: `No problem: our team replies within ${site.replyWithinHours} hours to find a time that suits you.`,
    ask: "Tell us which days and times suit you, and we will suggest one of them.",
    daysLegend: "Days and times that suit you (WAT)",
    /** ISO weekday numbers (1 = Monday … 7 = Sunday), as BOOKING_WORKING_DAYS counts them. */
    weekdays: { 1: "Monday", 2: "Tuesday", 3: "Wednesday", 4: "Thursday", 5: "Friday", 6: "Saturday", 7: "Sunday" },
    morning: "Morning",
    afternoon: "Afternoon",
    noteLabel: "Anything else we should know?",
    noteHint: "For example: not in the week of the 14th, or a colleague will join.",
    noteTooLong: (max: number) => `Keep the note under ${max} characters.`,
    noteCharacters: "Remove the special characters from the note.",
    submit: "Send my preferences",
    sentHeading: "Thank you: we will suggest a time",
    sentBody: `Our team replies within ${site.replyWithinHours} hours with a time among the ones you chose.`,
    home: "Back to the home page",
  },
  meta: { title: "Book your demo", description: "Pick a time for your Ilimi demo." },
  /** The browser tab's title, naming the booking's state. */
  titles: {
    booked: "Booked: your demo",
    rescheduled: "New time: your demo",
    cancelled: "Cancelled: your demo",
    cancel: "Cancel your demo?",
    reschedule: "Choose a new time",
    later: "Times that suit you",
    linkProblem: "Booking link problem",
    tooLate: "Too late to change: your demo",
  },
} as const;

export type BookingProblem = keyof typeof bookingCopy.problems;

/** The manage page's reminder consent (ADR 041): stop WhatsApp and SMS reminders with one post. */
export const reminderConsentCopy = {
  heading: "Reminders",
  email: (times: string) => `We remind you by e-mail ${times} before your demo.`,
  /** The reminder offsets in words: "24 hours and 1 hour". */
  times: (minutes: number[]) =>
    minutes.map((m) => (m % 60 === 0 ? `${m / 60} hour${m === 60 ? "" : "s"}` : `${m} minutes`)).join(" and "),
  ticked: (channels: string) => `You also asked for reminders ${channels}.`,
  whatsapp: "on WhatsApp",
  sms: "by SMS",
  and: "and",
  stop: "Stop WhatsApp and SMS reminders",
  stopped: "WhatsApp and SMS reminders are stopped. E-mail reminders still come.",
};
