import { languageNames } from "./language-names";

// The team page's and the presenter profile's words, apart from the rest of the console's:
// the inbox's first view does not carry them (its 150 KB budget, tests/integration/console-budget.test.ts).

export const usersCopy = {
  title: "Team",
  invite: "Invite someone",
  email: "E-mail address",
  role: "Role",
  roles: { admin: "Admin", sales: "Sales" },
  send: "Send invite",
  pending: "Inviting…",
  sent: (email: string) => `Invite sent to ${email}.`,
  notSent: "No invite e-mail went out. Copy this link and give it to them yourself; it works once:",
  copyLink: { button: "Copy link", copied: "Link copied.", failed: "Could not copy: select the link and copy it." },
  exists: "That address already has an account.",
  changeRole: "Change role",
  disable: "Disable",
  enable: "Enable",
  you: "you",
  disabled: "disabled",
  noPassword: "invited",
  twoFactor: "2FA on",
  /** Demos ahead still with someone disabled or no longer presenting (ADR 080). */
  demosLeft: (count: number, who: string) =>
    `${count.toLocaleString("en")} ${count === 1 ? "demo ahead is" : "demos ahead are"} still assigned to ${who}, who is disabled or no longer presents.`,
  reassignOnBookings: "Give them to another presenter on Bookings",
  profile: (who: string) => `Name and presenting: ${who}`,
  name: "Name",
  presents: "Presents demos",
  languages: "Presents in",
  languageNames,
  hours: "Hours (WAT)",
  hoursHint: "Like 09:00-17:00. Empty: the booking hours.",
  daysOff: "Days off",
  daysOffHint: "Dates, separated by commas, like 2026-12-24,2026-12-31.",
  saveProfile: "Save",
  presenter: "presents",
  nameError: "Give a name of 1 to 100 characters.",
  languagesError: "Choose at least one language.",
  hoursError: "Two times, the first before the second, like 09:00-17:00.",
  daysOffError: "Dates like 2026-12-24, separated by commas.",
  meetingUrl: "Own meeting room",
  meetingUrlHint:
    "A Google Meet, Zoom, Microsoft Teams or Jitsi Meet room address, starting with https://. Empty: each demo gets its own Jitsi Meet room.",
  /** A refused room address, by problem (app/booking/meeting-rooms.ts). */
  meetingUrlErrors: {
    tooLong: "Keep the address under 500 characters.",
    malformed:
      "Paste the room's full address as your meeting service shows it, with no spaces, user name or port, like https://meet.google.com/abc-defg-hij.",
    notHttps: "The address must start with https://.",
    unknownHost:
      "Use a room on Google Meet (meet.google.com), Zoom (zoom.us), Microsoft Teams (teams.microsoft.com, teams.live.com) or Jitsi Meet (meet.jit.si).",
    noRoom:
      "That is the service's home page: paste your own room's address, like https://meet.google.com/abc-defg-hij.",
  },
};
