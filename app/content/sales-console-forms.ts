// The console's words about its forms themselves (issue #24 item 4, ADR 053): the schemas' messages,
// the sign-in's second step, refusals by role. English only, like the rest of the console.

export const formsCopy = {
  /** An intent no form of the page knows (an old tab, a hand-made post). */
  unknownAction: "Unknown action.",
  chooseRole: "Choose a role.",
  enterEmail: "Enter an e-mail address like name@school.edu.ng.",
  accountGone: "That account no longer exists.",
  notYourself: "Ask another admin to change your own account.",
  tooLong: (max: number) => `Use at most ${max} characters.`,
  enterDate: "Enter a date like 2027-03-29.",
  enterPassword: "Enter your current password.",
  /** The sign-in's second step: asked only after a right password, only of accounts with two-factor on. */
  code: {
    title: "Enter your authentication code",
    lead: "Your password is right. Open your authenticator app and enter the 6-digit code it shows for the Ilimi sales console.",
    label: "Authentication code",
    hint: "6 digits, a new one every 30 seconds.",
    submit: "Verify and sign in",
    pending: "Checking…",
    expired: "That step took too long, or your password changed. Sign in again.",
    again: "Start again",
  },
  subscriberStatuses: {
    pending: "Waiting for confirmation",
    active: "Confirmed",
    unsubscribed: "Unsubscribed",
  } as Record<string, string>,
  otpauthLink: "otpauth link",
};
