// The agenda's, the availability settings' and the reassign form's words, apart from the rest of the console's:
// the inbox's first view does not carry them (its 150 KB budget, tests/integration/console-budget.test.ts).

export const bookingsCopy = {
  title: "Bookings",
  intro: (zone: string) =>
    `The coming demos, by day, times in ${zone}. Visitors book, move and cancel their own demo from the links in their e-mails.`,
  emptyTitle: "No demos booked",
  empty: "When a visitor books a demo it appears here under its day.",
  agendaLabel: "Coming demos",
  presentedBy: (name: string) => `presented by ${name}`,
  nobodyPresents: "no presenter",
  /** Its presenter was disabled or stopped presenting (ADR 080): the visitor still expects them. */
  presenterLeft: (name: string) => `${name} is disabled or no longer presents: give this demo to another presenter`,
  reassignTo: (who: string) => `Give the demo of ${who} to`,
  reassign: "Reassign",
  reassigned: "Reassigned: the visitor is sent an updated invitation.",
  reassignTaken: "That presenter is not free then, or does not present in the booking's language.",
  reassignGone: "That booking is cancelled or no longer exists.",
  reassignSame: "That presenter already presents it.",
  misaligned: {
    title: "Demos off the slot grid",
    intro: (count: number) =>
      count === 1
        ? "One coming demo no longer sits on the slot grid now in force: it was booked before the demo length, hours or working days changed. It keeps its time and presenter, and nobody is booked over it. Move or reassign it if needed."
        : `${count} coming demos no longer sit on the slot grid now in force: they were booked before the demo length, hours or working days changed. They keep their time and presenter, and nobody is booked over them. Move or reassign them if needed.`,
    reasons: {
      day: "no longer a working day",
      closed: "now a closed date",
      hours: "outside the booking hours",
      start: "does not start on a slot",
      length: "not the length of a slot",
    },
  },
  settings: {
    title: "When visitors can book",
    intro:
      "Admins only. These replace the server's BOOKING_* settings for the slot picker; times are WAT. Bookings already made are kept.",
    workingDays: "Working days",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    opensAt: "First demo starts at",
    closesAt: "Last demo ends by",
    slotMinutes: "Length of a demo (minutes)",
    capacity: "Demos at the same time",
    capacityHint: "One per sales person taking demos.",
    minNoticeWorkingHours: "Notice (working hours)",
    horizonWorkingDays: "Bookable ahead (working days)",
    save: "Save availability",
    saving: "Saving…",
    saved: "Availability saved: the slot picker offers the new times now.",
    fix: "Nothing was saved: correct the fields marked below.",
  },
  closed: {
    title: "Closed dates",
    intro:
      "Days without demos beyond the fixed public holidays, which are always closed. Add Easter, Eid and Maulud once they are declared.",
    holidays: "Always closed",
    date: "Date",
    dateHint: "As 2027-03-29.",
    label: "What it is (optional)",
    add: "Add closed date",
    adding: "Adding…",
    remove: "Remove",
    removing: "Removing…",
    none: "No closed dates added.",
    added: "Closed date added.",
    removed: "Closed date removed.",
  },
};
