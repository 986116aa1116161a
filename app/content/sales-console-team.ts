import { languageNames } from "./language-names";

// The console's words for the team and account pages only (routing rules, presenters' own
// calendars): apart from app/content/sales-console.ts so the inbox's first view does not carry
// them (the console's 150 KB budget, tests/integration/console-budget.test.ts).

export const teamCopy = {
  routing: {
    title: "Who presents what",
    intro:
      "Bookings that match a rule go to its presenters first, round-robin among those free then. The first matching rule wins. If none of them is free at the booked time, any free presenter who speaks the language takes it.",
    none: "No rules: every booking goes round-robin to the free presenters who speak its language.",
    size: "Institution size",
    edition: "Edition",
    any: "Any",
    editionNames: languageNames,
    presenters: "Presenters",
    noPresenters: "Nobody presents demos yet: mark someone as a presenter first.",
    rule: (size: string, edition: string) => `Size: ${size} · Edition: ${edition}`,
    goesTo: (names: string) => `Goes to ${names}`,
    gone: "a presenter no longer presenting",
    add: "Add rule",
    adding: "Adding…",
    remove: "Remove",
    removeLabel: (n: number) => `Remove rule ${n}`,
    added: "Rule added.",
    removed: "Rule removed.",
    errors: {
      size: "Choose one of the listed sizes, or Any.",
      edition: "Choose English, French, or Any.",
      condition: "Choose a size, an edition, or both: a rule for everything would replace round-robin.",
      presenters: "Choose at least one presenter.",
      unknownPresenter: "One of the chosen people no longer presents demos. Choose again.",
      tooMany: "Keep to 50 rules; remove one first.",
      unknownRule: "That rule was already removed.",
    },
  },
  calendar: {
    title: "Own calendar",
    titleFor: (who: string) => `Own calendar: ${who}`,
    lead: "Paste the secret address of your calendar in iCal format (Google Calendar: Settings, your calendar, \u201cSecret address in iCal format\u201d; Outlook: Publish a calendar, the ICS link). Times you are busy there are not offered to visitors.",
    feedUrl: "Secret iCal address",
    feedHint: "Starts with https://. Only the server reads it; it is never shown again in full.",
    saveFeed: "Save address",
    removeFeed: "Remove",
    saved: "Saved. The calendar is read now and every few minutes.",
    removed: "Removed. Your own calendar no longer blocks times.",
    errors: {
      empty: "Paste the address.",
      tooLong: "That address is longer than 2000 characters.",
      notUrl: "That is not a web address. Copy it whole, starting with https://.",
      notHttps: "Use the https:// address (webcal:// works too).",
      credentials: "Use the secret address, without a user name or password in it.",
    } as Record<string, string>,
    none: "No calendar connected.",
    from: (host: string) => `Connected: ${host}`,
    states: { pending: "Not read yet.", ok: "Read.", failed: "Failing." },
    events: (n: number) => `${n} busy ${n === 1 ? "time" : "times"} in the next five weeks.`,
    lastOk: (when: string) => `Last read: ${when}.`,
    neverOk: "Never read successfully.",
    lastTry: (when: string) => `Last tried: ${when}.`,
    errorClasses: {
      refused_address: "The address leads to a private or internal network, or to this server: refused.",
      timeout: "The calendar did not answer in time.",
      too_big: "The calendar is too large (over the size limit).",
      http_status: "The calendar's server refused (the address may have been reset: copy it again).",
      bad_content: "The address does not give a calendar in iCal format.",
      too_complex:
        "The calendar asks for too much work to read (a repeating event or time zone that never ends, or far too many events): refused. Check its repeating events.",
      network: "The calendar's server could not be reached.",
      too_many_redirects: "The address redirects too many times.",
    } as Record<string, string>,
    failingOnTeam: "Calendar failing",
    subscribe: "Your demos in your calendar",
    subscribeLead:
      "A secret address of your upcoming demos to add to Google Calendar (Other calendars, From URL) or Outlook (Add calendar, Subscribe from web). Anyone with it sees your demos: make a new one if it leaks.",
    subscribeNone: "No address made yet.",
    subscribeSince: (when: string) =>
      `An address made ${when} is active. It is shown only once; make a new one if you lost it.`,
    subscribeNew: "Copy this address now; it is not shown again:",
    makeAddress: "Make an address",
    replaceAddress: "Make a new address",
    revokeAddress: "Revoke",
    revoked: "Revoked. The old address no longer works.",
    notFound: "No calendar at this address.",
  },
  /** Whether counsel has confirmed the privacy notice's legal wording (issue #46 item 3, ADR 098). */
  legalReview: {
    title: "Privacy notice: counsel's review",
    unconfirmed: (version: string) =>
      `Not confirmed by counsel. The privacy notice of ${version}, in English and in French, says which law governs the company and names the data protection authority of each country the French edition addresses. It was written from public sources, not by a lawyer. Have the company's counsel read both editions, then record their confirmation here.`,
    confirmed: (version: string, counsel: string) => `Confirmed by ${counsel} for the notice of ${version}.`,
    recorded: "Recorded",
    by: (name: string) => ` by ${name}`,
    read: "Read the notice",
    readFrench: "Read the French notice",
    counsel: "Who confirmed it (counsel's name or firm)",
    confirm: "Record counsel's confirmation",
    confirming: "Recording…",
    withdraw: "Withdraw the confirmation",
    withdrawing: "Withdrawing…",
    errors: {
      counsel: "Enter the name of the counsel or firm who confirmed the wording.",
      counselTooLong: (max: number) => `Keep it under ${max} characters.`,
      version: "The privacy notice changed since you opened this page: read the new version, then confirm again.",
    },
    saved: "Saved.",
  },
};
