// The account page's words, apart from the rest of the console's:
// the inbox's first view does not carry them (its 150 KB budget, tests/integration/console-budget.test.ts).

export const accountCopy = {
  title: "Your account",
  password: "Change password",
  current: "Current password",
  wrongCurrent: "That is not your current password.",
  changed: "Password changed. You are signed out everywhere else.",
  everywhere: "Sign out everywhere",
  everywhereLead: "Ends every session of your account, on every device, including this one.",
  totp: "Two-factor sign-in",
  totpRequired: "Admins must turn on two-factor sign-in before using the console.",
  totpOn: "Two-factor sign-in is on.",
  totpOff: "Add a code from an authenticator app (any app that supports TOTP) to every sign-in.",
  totpStart: "Turn on two-factor sign-in",
  totpKey: "Enter this key in your authenticator app (or open the link on your phone), then type the code it shows.",
  totpConfirm: "Confirm",
  totpWrong: "That code does not match. Check the key, and that your phone's clock is right.",
  totpDisable: "Turn off two-factor sign-in",
  room: "Your meeting room",
  roomLead:
    "Demos you present are held here. Booked demos keep the link they were booked with; new bookings get this one.",
  roomSave: "Save the room",
  roomSaved: "Saved: new bookings you present use this room.",
  roomCleared: "Cleared: each of your new demos gets its own Jitsi Meet room.",
};
