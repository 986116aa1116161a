// The words of a demo's outcome (held, no-show), apart from the rest of the console's:
// the inbox's first view does not carry them (its 150 KB budget, tests/integration/console-budget.test.ts).

export const outcomeCopy = {
  held: "Held",
  noShow: "No-show",
  markHeld: (who: string) => `Mark the demo with ${who} as held`,
  markNoShow: (who: string) => `Mark the demo with ${who} as a no-show`,
  marked: { held: "Held", no_show: "No-show" },
  markedBy: (outcome: string, when: string) => `${outcome}, marked ${when}`,
  /** `end` on the team's clock with its zone named ("11:00 WAT", ADR 046). */
  notEnded: (end: string) => `Mark it once it has ended (${end}).`,
  notYoursHint: "Its presenter or an admin marks it.",
  savedHeld: "Marked as held: the lead is now Demo held.",
  savedNoShow: "Marked as a no-show: the visitor is sent one e-mail with a link to pick another time.",
  savedNoShowNoMail: "Marked as a no-show. No e-mail was sent: mail to visitors is not configured.",
  already: (outcome: string) => `Already marked: ${outcome}. Nothing changed.`,
  tooEarly: (end: string) => `This demo has not ended yet. Mark it after ${end}.`,
  notYours: "Only its presenter or an admin can mark this demo.",
  gone: "That booking is cancelled or no longer exists.",
};
