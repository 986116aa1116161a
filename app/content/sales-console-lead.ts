// The lead page's words (issue #27 item 4), apart from the rest of the console's: only the lead page
// and the server's lead actions read them, so the inbox's first view does not carry them (its 150 KB
// budget, tests/integration/console-budget.test.ts).

export const leadCopy = {
  back: "Inbox",
  booking: "Booking",
  automatedTitle: "Looked automated",
  automated:
    "The form guard kept this request in quarantine, so nothing was sent to the webhook or by e-mail and the visitor was not offered a demo slot. If it is a real person, release it below and it is delivered like any request; otherwise leave it: quarantined requests are deleted automatically after QUARANTINE_DAYS (30 days unless set otherwise).",
  automatedReason: "Reason",
  release: "A real person: deliver it",
  releasing: "Releasing…",
  releaseHint:
    "Moves it to the inbox like any request, sends it to the webhook and by e-mail, and sends the visitor their confirmation. It is then kept as long as other leads.",
  released: "Released from quarantine: it is being delivered like any other request.",
  noBooking:
    "No demo booked through the site. Visitors pick a time on the page that thanks them for their request; this one has not, so answer within 24 hours to find one.",
  bookingStatus: { confirmed: "Confirmed", cancelled: "Cancelled" },
  /** Each reminder before the demo (ADR 041): the coming ones on the booking card, the rest on the timeline. */
  reminderTo: { visitor: "Visitor", presenter: "Presenter" },
  reminderChannel: { email: "e-mail", whatsapp: "WhatsApp", sms: "SMS" },
  reminderBefore: (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h before` : `${minutes} min before`),
  reminderStatus: {
    queued: "queued",
    sending: "sending",
    sent: "sent",
    failed: "failed",
    maybe_sent: "maybe sent",
    dropped: "dropped (too late)",
    withdrawn: "withdrawn",
  },
  reminderDue: (when: string) => `due ${when}`,
  reminderSent: (when: string) => `at ${when}`,
  reminderConsent: (channels: string, version: string, at: string) =>
    `Asked for reminders on ${channels} (wording of ${version}, ${at})`,
  reminderConsentWithdrawn: (at: string) => `Withdrew it on ${at}.`,
  /** Why a reminder failed, was dropped or withdrawn, by the code the server keeps (app/booking/reminders/reasons.ts). */
  reminderReason: {
    interrupted: "The server stopped while sending it. It may have gone out, so it is not sent again.",
    no_answer:
      "The provider received it but did not answer in time. It may have gone out, so it is not sent again: check with the visitor.",
    unclear_answer:
      "The provider accepted it without the confirmation it usually gives. It may have gone out, so it is not sent again.",
    late: "Not sent: the server was down at its time, and a reminder after the fact helps nobody.",
    no_longer_applies: "The booking changed or the visitor withdrew consent before it went out.",
    refused:
      "The provider refused this message (a number it cannot reach, or a template it does not know). Not tried again.",
    unavailable: "The provider could not be reached or was busy. Tried again until its time.",
    send_failed: "Sending failed. Tried again until its time; the server log has the technical reason.",
    no_phone: "The visitor's phone number is not one a message can reach.",
    not_configured: "This channel is no longer set up on the server.",
    no_recipient: "Nobody presents this demo and no sales address is set up.",
    booking_gone: "The booking no longer exists.",
    booked_again: "The demo was booked again.",
    booking_moved: "The demo moved: its new time has its own reminders.",
    booking_cancelled: "The demo was cancelled.",
    presenter_changed: "The presenter changed: new reminders replace it.",
    marked_no_show: "The demo was marked as a no-show.",
    consent_withdrawn: "The visitor withdrew consent to WhatsApp and SMS reminders.",
    other: "The server log has the reason.",
  },
  reminderGaveUp: (why: string) => `${why} Given up once its time had passed.`,
  cancelReason: "Why they cancelled",
  preferences: "Times that suit them (none offered did)",
  preferencesNone: "No day or time ticked.",
  /** "1-morning": ISO weekday number and half-day, as the visitor's form names them. */
  preferenceLabel: (code: string) => {
    const [day, part] = code.split("-");
    const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, Number(day))),
    );
    return `${weekday} ${part}`;
  },
  preferencesNote: "Their note",
  emailCorrected: (when: string) => `The visitor corrected their e-mail address from their booking's page on ${when}.`,
  work: "Status and owner",
  addNote: "Add note",
  notePlaceholder: "What happened, what is next",
  status: "Move to",
  reason: "Reason (needed for Lost)",
  changeStatus: "Change status",
  owner: "Owner",
  nobody: "Nobody",
  changeOwner: "Assign",
  retry: "Retry now",
  erase: "Erase this person's data",
  eraseLead:
    "Deletes every demo request from this e-mail address, their notes, bookings and queued deliveries, and their newsletter sign-up. It cannot be undone; the audit log keeps only that an erasure happened.",
  eraseConfirm: "Type ERASE to confirm",
  eraseMismatch: "Type ERASE in capitals to confirm.",
  erased: "The person's data has been erased.",
  saved: "Saved.",
  notGiven: "Not given",
  /** The tab's title (issue #27 item 4): the lead, then the product. */
  documentTitle: (name: string, institution: string) => `${name} · ${institution} — Ilimi sales`,
  erasedTitle: "Erased — Ilimi sales",
  missingTitle: "Lead not found — Ilimi sales",
  now: "Now:",
  /** A status the lead was at before its present one, in the "Move to" list. */
  stepBack: (status: string) => `${status} (a step back)`,
  unknownAction: "Unknown action.",
  /** The lead page's sections, in the order the work happens. */
  asked: "What they asked",
  details: "Consent and where it came from",
  facts: {
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    institution: "Institution",
    size: "Size",
    received: "Received",
    form: "Form",
    language: "Language",
    message: "Message",
    privacyNotice: "Privacy notice",
    productNews: "Product news",
    referrer: "Referring site",
    campaign: "Campaign",
  },
  privacyAccepted: (version: string, at: string) => `version ${version}, accepted ${at}`,
  productNews: { yes: "Yes, agreed", no: "No" },
  /** Only the campaign fields that came with the request; none: one line. */
  campaignFields: {
    utm_source: "Source",
    utm_medium: "Medium",
    utm_campaign: "Campaign",
    utm_term: "Term",
    utm_content: "Content",
  },
  noCampaign: "No campaign: the visitor did not come from a tagged link.",
  presentedBy: (name: string) => `Presented by ${name}`,
  noPresenter: "Nobody presents it yet.",
  meetingLink: "Meeting link",
  upcomingReminders: "Coming reminders",
  noUpcomingReminders: "None waiting to go out. Reminders sent, failed or withdrawn are on the timeline.",
  /** What the server refused, said at the field (app/console/lead/actions.server.ts, leads.server.ts). */
  errors: {
    gone: "This lead no longer exists.",
    status: "Choose one of the statuses offered.",
    lostReason: "Say why the lead was lost.",
    reasonLong: "Keep the reason under 500 characters.",
    unprintable: "Remove the invisible control or text-direction characters (they were probably pasted in).",
    owner: "Choose an owner from the list.",
    noteEmpty: "Write the note first.",
    noteLong: (max: number) => `Keep a note under ${max.toLocaleString("en")} characters.`,
    retry: "That delivery is not waiting for a retry.",
    release: "This request is not in quarantine.",
  },
  /** The lead's whole story, newest first (app/console/lead/timeline.server.ts, issue #27 item 4). */
  timeline: {
    title: "Timeline",
    hint: "Everything that happened to this lead, newest first.",
    empty: "Nothing has happened yet.",
    visitor: (name: string) => `${name} (the visitor)`,
    system: "Ilimi, automatically",
    asked: (form: string) => `Asked for a demo on ${form}.`,
    askedAgain: (form: string) => `Asked for a demo again on ${form}.`,
    openEarlier: "Open that earlier request",
    openLater: "Open that later request",
    thisRequest: "This request.",
    booking: {
      created: (when: string) => `Booked a demo for ${when}.`,
      rescheduled: (when: string) => `Moved the demo to ${when}.`,
      cancelled: (when: string) => `Cancelled the demo of ${when}.`,
      reassigned: (when: string) =>
        when ? `Gave the demo of ${when} to another presenter.` : "Gave the demo to another presenter.",
    },
    presenter: (name: string) => `Presented by ${name}.`,
    why: (reason: string) => `Why: ${reason}`,
    outcome: { held: "Marked the demo as held.", no_show: "Marked the demo as a no-show." },
    status: (from: string, to: string, cause: string) => `Status ${from} → ${to} (${cause}).`,
    owner: (to: string | null, from: string | null) =>
      to
        ? `Gave the lead to ${to}${from ? ` (was ${from})` : ""}.`
        : `Took the lead from ${from ?? "its owner"}: nobody owns it now.`,
    /** An audit sentence (auditCopy.sentences in ./sales-console-audit.ts) said of this lead. */
    thisLead: "this lead",
    message: (to: string, what: string) => `${to}: ${what}.`,
    messageTo: {
      webhook: "To the CRM webhook",
      sales_email: "E-mail to the sales inbox",
      visitor_email: "E-mail to the visitor",
      newsletter_confirm: "Newsletter confirmation",
      reminder: "Reminder",
    } as Record<string, string>,
    messageEvents: {
      "demo_request.created": "the request",
      "demo_booking.created": "the demo booked, with its invitation",
      "demo_booking.rescheduled": "the demo moved, with its new invitation",
      "demo_booking.cancelled": "the demo cancelled",
      "demo_booking.reassigned": "a new presenter, with the updated invitation",
      "demo_booking.no_show": "missed the demo, with a link to pick another time",
    } as Record<string, string>,
    delivery: {
      delivered: (at: string) => `Delivered ${at}.`,
      queued: "Queued: not sent yet.",
      retrying: (attempts: number) =>
        `Not delivered yet: ${attempts} attempt${attempts === 1 ? "" : "s"} so far, retrying.`,
      cancelled: "Cancelled: not sent.",
    },
    /** Why a message has not gone, by the code the server keeps (app/delivery/delivery-failures.ts, ADR 066). */
    failure: {
      timeout: "The receiving server did not answer in time.",
      unreachable: "The receiving server could not be reached.",
      refused: "The receiving server refused it; the server log has its answer.",
      unavailable: "The receiving server was busy or unavailable.",
      sign_in_refused: "The mail server refused the site's sign-in: check SMTP_URL.",
      not_configured: "This delivery is not set up on the server.",
      send_failed: "Sending failed; the server log has the technical reason.",
      record_gone: "What it was about no longer exists.",
      not_for_target: "Nothing of this kind goes there.",
      no_longer_applies: "It no longer applied when its turn came.",
      interrupted: "The server stopped while sending it, so it is not sent again.",
      maybe_sent: "It may have gone out without an answer, so it is not sent again.",
      late: "Its time had passed.",
      booked_instead: "The visitor booked a time first, so the booking's e-mail went instead.",
      other: "The server log has the reason.",
    },
    reminder: (what: string) => `Reminder: ${what}`,
    stateLabel: "Delivery",
  },
  /** Why a status moved, on the timeline (ADR 039). */
  history: {
    causes: {
      hand: "moved by hand",
      booking: "the visitor booked a demo",
      cancellation: "the visitor cancelled the demo",
      outcome: "the demo's outcome was marked",
    },
  },
  /** Calling, WhatsApping and e-mailing the lead from the record (issue #27, item 5). */
  reach: {
    title: "Reach them",
    call: (phone: string) => `Call ${phone}`,
    whatsapp: "WhatsApp",
    whatsappLabel: (name: string) => `WhatsApp ${name} (opens WhatsApp with a greeting in their language)`,
    email: "E-mail",
    templates: "Or start an e-mail from a template, in their language, in your own mail program:",
    notDialable:
      "The phone number they gave does not read as a number, so it cannot be called or WhatsApped from here.",
  },
};
