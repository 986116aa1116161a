import { site } from "./site";

// Every word the lead forms say: field errors, privacy notices, confirmations, refusals.
// Relative imports only, so server/ and tests can read this file outside Vite's aliases too.

/**
 * The privacy notice a visitor agrees to when they send a form. Stored with every record, so we
 * can always tell which wording someone saw. Change the version whenever the notice's meaning changes.
 */
export const privacyNoticeVersion = "2026-11-26";
/** The version of the reminder consent's words (demoFormCopy.remindWhatsapp, remindSms): bump it when they change (ADR 041). */
export const reminderConsentVersion = "2026-11-26";

export const privacyNotice = {
  href: "/privacy",
  linkLabel: "privacy notice",
  demo: {
    before: `We use your details only to answer your request and arrange your demo, and keep them no longer than we need to. Read our `,
    after: ".",
  },
  newsletter: {
    before: "We send a confirmation email first, and every email has an unsubscribe link. Read our ",
    after: ".",
  },
} as const;

/** The honeypot's label: only bots ever read it, so it must look like a real field's. */
export const guardFieldsCopy = { honeypotLabel: "Website" } as const;

/** One message per failure, shown next to its field (SPEC section 3's fields). */
export const demoFormMessages = {
  firstName: {
    required: "Enter your first name",
    tooLong: "First name must be 100 characters or fewer",
    lineBreak: "First name must fit on one line",
    characters: "First name contains a hidden control or text-direction character. Please type it again",
  },
  lastName: {
    required: "Enter your last name",
    tooLong: "Last name must be 100 characters or fewer",
    lineBreak: "Last name must fit on one line",
    characters: "Last name contains a hidden control or text-direction character. Please type it again",
  },
  email: {
    required: "Enter your work email, like name@school.edu.ng",
    invalid: "Enter your work email, like name@school.edu.ng",
    tooLong: "Email addresses are at most 254 characters",
    localPartTooLong: "The part before the @ can be at most 64 characters",
    domainTooLong: "The part after the @ can be at most 255 characters",
  },
  phone: {
    characters: "Phone numbers may contain digits, spaces, brackets and a leading +",
    digits: "Enter a phone number with 7 to 20 digits, like +234 803 123 4567",
    tooLong: "Phone numbers are at most 30 characters",
    forReminders: "Enter your phone number to get reminders on WhatsApp or by SMS, or untick them",
    international:
      "For reminders, write the number with its country code, like +221 77 123 45 67 (a Nigerian number may start with 0)",
  },
  institution: {
    required: "Enter the name of your institution or company",
    tooLong: "Institution name must be 200 characters or fewer",
    lineBreak: "Institution name must fit on one line",
    characters: "Institution name contains a hidden control or text-direction character. Please type it again",
  },
  size: {
    invalid: "Choose one of the sizes in the list, or leave it empty",
  },
  message: {
    tooLong: "Messages are at most 5,000 characters. Tell us the rest on the call",
    characters:
      "Your message contains a hidden control or text-direction character. Please remove it or type that part again",
  },
} as const;

export const newsletterMessages = {
  email: {
    required: "Enter your email address, like name@school.edu.ng",
    invalid: "Enter a complete email address, like name@school.edu.ng",
    tooLong: "Email addresses are at most 254 characters",
    localPartTooLong: "The part before the @ can be at most 64 characters",
    domainTooLong: "The part after the @ can be at most 255 characters",
  },
} as const;

/** Problems with the whole submission rather than one field. */
export const formProblems = {
  summaryHeading: (count: number) => (count === 1 ? "Please correct 1 field" : `Please correct ${count} fields`),
  /** One line of the summary: the field's label and its message (the separator is the edition's). */
  summaryItem: (label: string, message: string) => `${label}: ${message}`,
  forbidden: {
    title: "This form can only be sent from our website",
    body: "For your safety we refuse forms sent from other websites. Please fill in the form on this page.",
  },
  rateLimited: {
    title: "Too many requests in a short time",
    body: "Please wait a minute and try again.",
  },
  expired: {
    title: "Please send the form again",
    body: "This page was open for a long time, so we could not accept it as it was. Your details are still here: check them and send again.",
  },
  sendAgain: {
    title: "Please press Send once more",
    body: "We could not be sure this came from a person, so we have not kept it yet. Your details are still here: please press Send once more.",
  },
  alreadyReceived: {
    title: "We already have this request",
    body: "This form was sent before and we kept it then, so there is nothing more to do. To send a different request, reload the page.",
  },
  unavailable: {
    title: "We could not save your request just now",
    body: `Nothing is lost on your side: please try again in a minute, or call us on ${site.phone} (${site.phoneHours}).`,
  },
} as const;

export const demoFormCopy = {
  requiredNote: "Fields marked with an asterisk (*) are required.",
  optional: "optional",
  marketingConsent: "Send me occasional product news by email",
  /** Shown only for the channels the operator configured (ADR 041); their words are versioned by reminderConsentVersion. */
  remindWhatsapp: "Remind me of my demo on WhatsApp, at the phone number above",
  remindSms: "Remind me of my demo by SMS, at the phone number above",
  /** `times`: the operator's offsets as reminderConsentCopy.times words them ("24 hours and 1 hour"). */
  remindersNote: (times: string) => `Reminders come ${times} before. You can stop them from your booking’s page.`,
  pendingLabel: "Sending your request…",
  confirmation: {
    heading: "Thank you. Your request is with our team",
    body: `We reply within ${site.replyWithinHours} hours, usually sooner on working days. We will suggest a time for your demo and ask which modules matter most to you.`,
    /** In place of `body` when the slot picker follows: one line, so the first times are in view on a phone; its "None of these suit me" keeps the promise. */
    bodyWithPicker: "Book a time for your demo below, and we will be ready for it.",
    /** A request the anti-spam checks held for a person to review (ADR 013): no slot, no 24-hour promise. */
    reviewHeading: "Thank you. We have kept your request",
    reviewBody: `Our checks could not tell it from an automated post, so a person on our team reviews it before it goes further, and we cannot offer you a demo time on this page. To be sure we reach you soon, call us or write to ${site.email} with the name of your institution.`,
    reviewUrgent: "Call us on",
    /** Followed by the phone number (a link) and the phone hours. */
    urgent: "Need to talk sooner? Call us on",
    announcement: "Your demo request was sent.",
    again: "Send another request",
  },
  /** A request sent faster than a person types (autofill) is kept and asked for one press (ADR 034). */
  confirmRequest: {
    heading: "One more step: confirm your request",
    body: "Your request reached us faster than most people can type, which is how we tell automated posts apart. Press the button and it goes straight to our sales team, and you can pick a time for your demo.",
    button: "Confirm my request",
    /** Shown when the press came too soon after the page appeared: asked once more, never dropped. */
    again: "That press came very quickly after the page appeared. Please press the button once more.",
    promise: `We have kept your request either way: our team replies within ${site.replyWithinHours} hours.`,
    announcement: "Please confirm your demo request.",
  },
} as const;

export const newsletterCopy = {
  label: "Email address",
  placeholder: "you@institution.edu.ng",
  submit: "Subscribe",
  pendingLabel: "Subscribing…",
  /** Always the same answer, whether the address is new, pending or already subscribed. */
  checkInbox: "Check your inbox to confirm your subscription.",
  checkInboxDetail: "We sent a link to the address you entered. Your subscription starts when you click it.",
  page: {
    metaTitle: `Newsletter | ${site.name}`,
    metaDescription: `Product news, practical guides and webinar dates from ${site.name}, a few times a year.`,
    eyebrow: "Newsletter",
    heading: `The ${site.name} newsletter`,
    body: "Product news, practical guides and webinar dates for registrars, bursars and IT teams, a few times a year. Enter your address and confirm it from the email we send you.",
  },
  confirm: {
    metaTitle: `Confirm your subscription | ${site.name}`,
    ask: {
      heading: "Confirm your subscription",
      body: `One click and you will receive the ${site.name} newsletter at the address this link was sent to.`,
      button: "Confirm my subscription",
      pendingLabel: "Confirming…",
    },
    confirmed: {
      heading: "You are subscribed",
      body: `Thank you. The next ${site.name} newsletter will reach your inbox. Every issue has an unsubscribe link.`,
    },
    "already-confirmed": {
      heading: "You were already subscribed",
      body: "This address is already confirmed: there is nothing more to do.",
    },
    expired: {
      heading: "This confirmation link has expired",
      body: "Confirmation links work for a limited time. Enter your address again and we will send you a fresh one.",
    },
    invalid: {
      heading: "This confirmation link does not work",
      body: "It may be incomplete: try opening it again from the email, or subscribe again below.",
    },
  },
  unsubscribe: {
    metaTitle: `Unsubscribe | ${site.name}`,
    ask: {
      heading: "Unsubscribe from the newsletter",
      body: `Click below and we will stop sending the ${site.name} newsletter to the address this link was sent to.`,
      button: "Unsubscribe",
      pendingLabel: "Unsubscribing…",
    },
    unsubscribed: {
      heading: "You are unsubscribed",
      body: "We will not send you the newsletter again. If this was a mistake, you can subscribe again at any time.",
    },
    invalid: {
      heading: "This unsubscribe link does not work",
      body: `It may be incomplete: try opening it again from the email. You can also write to ${site.email} and we will remove your address by hand.`,
    },
  },
  homeLink: "Return to Home",
  unavailable: "Something went wrong on our side and nothing was changed. Please try again in a minute.",
} as const;

/** The small pages the server itself answers with before a form reaches the site (server/). */
export const guardPages = {
  tooManyRequests: {
    title: "Too many requests in a short time",
    body: `To protect our forms from abuse, we accept a limited number of submissions per minute from one connection. Please wait a minute, then go back and send the form again. If it is urgent, call us on ${site.phone} (${site.phoneHours}).`,
  },
  tooLarge: {
    title: "This submission is too large",
    body: "Please shorten your message and send the form again.",
  },
  /** The form's Origin is this site's, but the server received it under another address (a TLS proxy without TRUST_PROXY). */
  originMismatch: {
    title: "This form reached us by a different address",
    body: `For your safety we only accept forms sent to the address they came from, and this one arrived by another. Nothing was kept. Please reload the page and send it again; if this keeps happening, call us on ${site.phone} (${site.phoneHours}).`,
  },
  unsupported: {
    title: "This submission could not be read",
    body: "Please go back and send the form from our website.",
  },
  /** Above the title: the status, as a visitor may quote it to us. */
  errorCode: (code: number) => `Error ${code}`,
  back: "Go back to the form",
  home: "Return to Home",
} as const;
