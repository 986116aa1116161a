// The sales console's words (/sales) that every view may need; each larger area has a module of its
// own beside this one (sales-console-lead, -audit, -bookings, -users, -team, -insights, -my-day, …), so
// the inbox's first view carries only what it shows (tests/integration/console-budget.test.ts).

import type { RealLocale } from "./editions";
import { withArticle } from "./french-grammar";

export const consoleCopy = {
  name: "Ilimi sales console",
  nav: [
    { to: "/sales", label: "Inbox", admin: false },
    { to: "/sales/my-day", label: "My day", admin: false },
    { to: "/sales/today", label: "Today's demos", admin: false },
    { to: "/sales/bookings", label: "Bookings", admin: false },
    { to: "/sales/insights", label: "Insights", admin: false },
    { to: "/sales/subscribers", label: "Subscribers", admin: false },
    { to: "/sales/users", label: "Team", admin: true },
    { to: "/sales/audit", label: "Audit log", admin: true },
    { to: "/sales/account", label: "Account", admin: false },
  ],
  /** My day's count beside its name in the navigation: "My day 3 due". */
  navDue: (n: number) => `${n} due`,
  /** A lead's status (app/leads/status.ts), in the order of the funnel. */
  leadStatuses: {
    new: "New",
    contacted: "Contacted",
    demo_booked: "Demo booked",
    demo_held: "Demo held",
    qualified: "Qualified",
    won: "Won",
    lost: "Lost",
  },
  skip: "Skip to content",
  /** The console's one clock (app/lib/team-clock.ts): every time in the team's zone, named. */
  clock: {
    /** Names a team reads; a zone not listed is named as Intl names it ("GMT+1"). */
    zoneNames: {
      "Africa/Lagos": "WAT",
      "Africa/Abidjan": "GMT",
      "Africa/Dakar": "GMT",
      "Africa/Accra": "GMT",
      UTC: "UTC",
      "Etc/UTC": "UTC",
    } as Record<string, string>,
    justNow: "just now",
    ago: (n: number, unit: "min" | "h" | "d") => `${n} ${unit} ago`,
    /** A time of the future (a follow-up, a demo). */
    in: (n: number, unit: "min" | "h" | "d") => `in ${n} ${unit}`,
  },
  signOut: "Sign out",
  /** On every console page until an admin records counsel's confirmation (issue #46 item 3). */
  counselUnconfirmed: "The privacy notice's legal wording is not yet confirmed by counsel.",
  counselUnconfirmedLink: "Record counsel's review",
  signingOut: "Signing out…",
  pending: "Working…",
  signIn: {
    title: "Sign in",
    lead: "The sales console is for the Ilimi team. Sign in with the address you were invited with.",
    email: "E-mail address",
    password: "Password",
    code: "Authentication code",
    submit: "Sign in",
    pending: "Signing in…",
    wrong: "That e-mail address and password do not match an account.",
    codeNeeded: "Enter the current 6-digit code from your authenticator app.",
    wait: (minutes: number) =>
      `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`,
    /** Too many wrong codes in a row from browsers like this one (ADR 080): no wait ends it. */
    codeLocked:
      "Too many wrong authentication codes for this account. Sign in from a browser you used before, or reset your password by e-mail: the link marks this browser as yours.",
    forgot: "Forgot your password?",
    signedOut: "You are signed out.",
    passwordSet: "Your password is set. Sign in with it.",
  },
  forgot: {
    title: "Reset your password",
    lead: "Enter your address. If it has an account, we e-mail a link to set a new password; it works once, within the hour.",
    submit: "Send the link",
    pending: "Sending…",
    sent: "If that address has an account, a link is on its way. Check your inbox (and the spam folder).",
    wait: (minutes: number) =>
      `Several links were asked for from here already. Check that inbox (and the spam folder), or try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    back: "Back to sign in",
  },
  setPassword: {
    title: "Set your password",
    lead: (email: string) => `For ${email}. At least 12 characters; a few unrelated words make a good one.`,
    password: "New password",
    confirm: "New password again",
    submit: "Set password",
    pending: "Saving…",
    mismatch: "The two passwords differ.",
    invalidTitle: "This link does not work",
    invalid:
      "It has been used, has expired, or was copied incompletely. Ask an admin for a new invite, or reset your password.",
  },
  passwordErrors: {
    tooShort: "Use at least 12 characters.",
    tooLong: "Use at most 200 characters.",
    common: "That password is on lists attackers try first. Choose another.",
  },
  /** Working the inbox (issue #27 item 2): views, the folded filters, search as you type, keys. */
  inboxWork: {
    views: "Views",
    saveName: "Name this view",
    saveHint: "Saves this filter and search; its link can be shared.",
    save: "Save view",
    saving: "Saving…",
    deleteView: (name: string) => `Delete the view “${name}”`,
    moreFilters: "Filters",
    useFilters: "Show matching leads",
    /** After the number of filters in use: "2 on". */
    on: "on",
    open: "Open",
    nextStep: "Next step",
    noNextStep: "None planned",
    booked: "Demo booked",
    bookedWeek: "This week",
    keys: "Results follow as you type. Keys: / search · j next lead · k previous lead · Enter opens it",
  },
  inbox: {
    title: "Inbox",
    filters: "Filter",
    status: "Status",
    size: "Size",
    source: "Form",
    automated: "Looked automated",
    automatedAll: "Show, labelled",
    automatedOnly: "Only these",
    automatedHide: "Hide",
    lookedAutomated: "Looked automated",
    /** A filter the address bar gave that the inbox does not know, said at its field. */
    filterErrors: {
      status: "Choose a status from the list.",
      size: "Choose a size from the list.",
      source: "Choose a form from the list.",
      from: "Enter a date like 2025-03-01.",
      to: "Enter a date like 2025-03-31.",
      owner: "Choose an owner from the list.",
      q: "Search for at most 200 characters.",
      automated: "Choose a view from the list.",
      step: "Choose a view from the list.",
      booked: "Choose a view from the list.",
      /** Both dates given, the end before the start. */
      endBeforeStart: "The end date is before the start date.",
    },
    /** Why the form guard kept a request (its codes, app/guards/form.server.ts), as the team reads it. */
    quarantineReasons: {
      honeypot: "filled in the field only robots see",
      "missing-timestamp": "sent without the form's timer",
      "too-fast": "sent too fast and not confirmed",
    } as Record<string, string>,
    from: "From",
    to: "To",
    owner: "Owner",
    search: "Search name, e-mail, phone or institution",
    any: "Any",
    me: "Me",
    nobody: "Nobody",
    apply: "Apply",
    clear: "Clear",
    exportCsv: "Export CSV",
    exportJson: "Export JSON",
    exportXlsx: "Export Excel (.xlsx)",
    older: "Older requests",
    newest: "Back to newest",
    emptyTitle: "No demo requests yet",
    emptyBody: "When someone asks for a demo on the website, their request appears here, newest first.",
    noMatchTitle: "Nothing matches this filter",
    noMatchBody: "Change or clear the filter to see more requests.",
    /** On a phone the columns are hidden (each row lists them): the order is chosen by these links instead. */
    phoneSort: {
      label: "Sort by",
      ascending: "(sorted ascending)",
      descending: "(sorted descending)",
    },
    columns: {
      received: "Received",
      name: "Name",
      institution: "Institution",
      size: "Size",
      status: "Status",
      owner: "Owner",
      booking: "Demo",
      due: "Next step due",
      select: "Select",
    },
    /** Above the table (issue #27 item 2): how many leads match, and how many arrived since the last visit. */
    count: (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "lead" : "leads"}`,
    fresh: (n: number) => `${n.toLocaleString("en")} new since your last visit`,
    newMark: "New",
    newMarkLong: "New since your last visit",
    booking: {
      confirmed: "Booked",
      cancelled: "Cancelled",
      held: "Held",
      no_show: "No-show",
      presenter: (name: string) => `with ${name}`,
      noPresenter: "no presenter yet",
      none: "No demo booked",
    },
    due: { overdue: "Overdue", today: "Due today", none: "No next step" },
    selectAll: "Select all on this page",
    clearSelection: "Clear the selection",
    selectLead: (name: string) => `Select ${name}`,
    bulk: {
      heading: "Change the selected leads",
      owner: "Give to",
      status: "Move to",
      reason: "Reason (needed for Lost)",
      keep: "Keep as it is",
      apply: "Apply to the selected leads",
    },
  },
  /** One person, one lead (issue #27 item 6, ADR 052): repeat requests and merging. */
  duplicates: {
    /** The inbox row of a lead that asked more than once. */
    askedTimes: (asks: number) => `asked ${asks} times`,
    lastAsked: (day: string) => `last on ${day}`,
    title: "Their other requests",
    intro:
      "The same person asked again (same e-mail address or phone number): each request keeps its own answers, consent, booking and deliveries, here under the lead they joined.",
    alsoAsked: (day: string) => `Also asked on ${day}`,
    via: (form: string) => `from ${form}`,
    as: (name: string, email: string) => `as ${name}, ${email}`,
    noMessage: "No message.",
    sizeLabel: "Size",
    messageLabel: "Message",
    bookingLabel: "Booking",
    noBooking: "No demo booked with this request.",
    delivery: (state: string) => `Delivery: ${state}`,
    mergeTitle: "Merge with another lead",
    mergeIntro:
      "Two leads that are one person: keep one, and the other becomes one of its requests. Every request, note, booking, consent and reminder is kept; the lead you keep keeps its status, owner and next step, and takes the other's where it has none. It cannot be undone.",
    lookAlikes: "Leads with the same",
    why: { email: "e-mail address", phone: "phone number" } as Record<string, string>,
    other: "The other lead (its address or ID)",
    keep: "Keep",
    keepThis: "This lead",
    keepOther: "The other lead",
    merge: "Merge",
    merging: "Merging…",
    merged: "Merged: the other lead is now one of this lead's requests.",
    alreadyMerged: "These two leads are merged already; nothing changed.",
    noSuchLead: "No lead has that address or ID. Paste the address of the other lead's page.",
    notItself: "That is this lead: paste the address of the other one.",
    mergedAlready: (name: string) => `${name} was merged into another lead already: open that lead to merge it.`,
    keepMergedAlready: (name: string) => `${name} was merged into another lead already: merge from the lead it joined.`,
  },
  subscribers: {
    title: "Newsletter subscribers",
    empty: "No one has signed up for the newsletter yet.",
    status: "Status",
    older: "Older sign-ups",
  },
  /** Today's demos and marking what became of one (ADR 039), on /sales/today and the lead page. */
  today: {
    title: "Today's demos",
    intro: (zone: string) =>
      `Today's demos, times in ${zone}, yours first, and earlier ones nobody has marked yet. Once a demo has ended, its presenter or an admin marks it in one press: held moves the lead to Demo held; a no-show sends the visitor one polite e-mail with a link to pick another time, and puts the lead back where it was before the booking.`,
    emptyTitle: "No demos today",
    empty: "Nothing is booked for today and every earlier demo is marked.",
    todayHeading: "Today",
    earlierHeading: "Earlier, not marked yet",
    yours: "yours",
  },
  // A presenter's own calendar and their demos as a subscribed calendar (ADR 042).
  /** Routing rules on the team page (ADR 047). */
  forbidden: {
    title: "Not for your role",
    body: "This part of the console is for admins: the team, the audit log, exports and the booking settings.",
    /** What a sales person may do, so the refusal says where to go instead (issue #27, item 7). */
    mayDo:
      "As a sales person you can work the inbox and every lead (notes, status, owner), see the coming demos, read the insights and the newsletter sign-ups, and look after your own account. Ask an admin if you need more.",
  },
  notFound: { title: "Not found", body: "There is nothing at this address." },
  failed: { title: "Something went wrong", body: "Try again in a moment." },
  meta: "Ilimi sales console",
} as const;

type LeadMessageFields = { firstName: string; institution: string; sender: string };
type LeadMessages = {
  whatsapp: (f: LeadMessageFields) => string;
  emails: {
    key: string;
    label: string;
    subject: (f: LeadMessageFields) => string;
    body: (f: LeadMessageFields) => string;
  }[];
};

/**
 * What the team sends a lead, in the lead's language (issue #27, item 5): the WhatsApp greeting and
 * the e-mail templates opened with mailto: in the sender's own mail program, for them to edit and
 * send. `label` is what the team reads (English); the rest is what the lead reads. French typography:
 * a narrow no-break space before : ; ! ?.
 */
export const leadMessages: Record<RealLocale, LeadMessages> = {
  en: {
    whatsapp: (f) => `Hello ${f.firstName}, this is ${f.sender} from Ilimi, about the demo you asked for.`,
    emails: [
      {
        key: "follow-up",
        label: "Follow up on the request",
        subject: (f) => `Your Ilimi demo request for ${f.institution}`,
        body: (f) =>
          `Hello ${f.firstName},\n\nThank you for asking for a demo of Ilimi for ${f.institution}. When would suit you for a 30-minute call this week? I can also answer any question by e-mail first.\n\nBest regards,\n${f.sender}\nIlimi`,
      },
      {
        key: "propose-time",
        label: "Propose demo times",
        subject: (f) => `Ilimi demo for ${f.institution}: two times that could suit you`,
        body: (f) =>
          `Hello ${f.firstName},\n\nCould one of these times suit you for the demo (West Africa Time)?\n\n- \n- \n\nIf neither does, tell me a day and a time of your choice.\n\nBest regards,\n${f.sender}\nIlimi`,
      },
      {
        key: "after-demo",
        label: "Thank them after the demo",
        subject: () => "Thank you for your time: next steps with Ilimi",
        body: (f) =>
          `Hello ${f.firstName},\n\nThank you for the demo today. As promised, here are the next steps for ${f.institution}:\n\n- \n\nI am happy to answer any question.\n\nBest regards,\n${f.sender}\nIlimi`,
      },
    ],
  },
  fr: {
    whatsapp: (f) =>
      `Bonjour ${f.firstName}, ici ${f.sender} d\u2019Ilimi, au sujet de la démonstration que vous avez demandée.`,
    emails: [
      {
        key: "follow-up",
        label: "Follow up on the request",
        subject: (f) => `Votre demande de démonstration d\u2019Ilimi pour ${withArticle(f.institution)}`,
        body: (f) =>
          `Bonjour ${f.firstName},\n\nMerci d\u2019avoir demandé une démonstration d\u2019Ilimi pour ${withArticle(f.institution)}. Quel moment vous conviendrait cette semaine pour un appel de 30 minutes\u202f? Je peux aussi répondre d\u2019abord à vos questions par e-mail.\n\nBien cordialement,\n${f.sender}\nIlimi`,
      },
      {
        key: "propose-time",
        label: "Propose demo times",
        subject: (f) => `Démonstration d\u2019Ilimi pour ${withArticle(f.institution)}\u202f: deux créneaux possibles`,
        body: (f) =>
          `Bonjour ${f.firstName},\n\nL\u2019un de ces créneaux vous conviendrait-il pour la démonstration (heure d\u2019Afrique de l\u2019Ouest, WAT)\u202f?\n\n- \n- \n\nSinon, indiquez-moi le jour et l\u2019heure de votre choix.\n\nBien cordialement,\n${f.sender}\nIlimi`,
      },
      {
        key: "after-demo",
        label: "Thank them after the demo",
        subject: () => "Merci pour votre temps\u202f: la suite avec Ilimi",
        body: (f) =>
          `Bonjour ${f.firstName},\n\nMerci pour la démonstration d\u2019aujourd\u2019hui. Comme convenu, voici les prochaines étapes pour ${withArticle(f.institution)}\u202f:\n\n- \n\nJe reste à votre disposition pour toute question.\n\nBien cordialement,\n${f.sender}\nIlimi`,
      },
    ],
  },
};

export const consoleEmails = {
  // `hours`: CONSOLE_INVITE_TTL_HOURS, so the e-mail promises what the link does.
  invite: (link: string, hours: number) => ({
    subject: "You are invited to the Ilimi sales console",
    text: `Hello,\n\nYou have been invited to the Ilimi sales console. Set your password here (the link works once, within ${hours} hours):\n\n${link}\n\nIf you did not expect this, ignore this e-mail.\n`,
  }),
  reset: (link: string, minutes: number) => ({
    subject: "Reset your Ilimi sales console password",
    text: `Hello,\n\nSomeone (we hope you) asked to reset the password of your Ilimi sales console account. Set a new one here (the link works once, within ${minutes === 60 ? "the hour" : `${minutes} minutes`}):\n\n${link}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.\n`,
  }),
};
