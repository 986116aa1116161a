// The console's words for a lead's next step and My day (issue #27 item 4): apart from
// app/content/sales-console.ts so the inbox's first view does not carry them (the console's
// 150 KB budget, tests/integration/console-budget.test.ts).

export const nextStepCopy = {
  title: "Next step",
  none: "No next step yet. Say what to do next and when, and it waits for you in My day.",
  due: (day: string) => `due ${day}`,
  overdue: "overdue",
  today: "due today",
  setBy: (who: string) => `set by ${who}`,
  note: "What to do next",
  notePlaceholder: "call back Tuesday",
  dueLabel: "Due",
  quick: "Or save it due",
  tomorrow: (day: string) => `Tomorrow, ${day}`,
  save: "Save next step",
  clear: "Clear next step",
  errors: {
    note: "Say what to do next, like “call back Tuesday”.",
    noteLong: (max: number) => `Keep it under ${max} characters.`,
    unprintable: "Remove the invisible control or text-direction characters (they were probably pasted in).",
    due: "Choose the day it is due.",
    dueFormat: "Enter a day like 2026-12-01.",
    past: (today: string) => `Choose today (${today}) or a later day.`,
    far: "Choose a day within the next two years.",
    gone: "This lead no longer exists.",
    nothing: "There is no next step to clear.",
  },
};

export const myDayCopy = {
  title: "My day",
  intro: (zone: string, today: string) =>
    `${today}, in ${zone}. Your next steps that are overdue or due today (on leads you own, or that nobody owns and you planned), and the team's demos today.`,
  overdue: "Overdue",
  dueToday: "Due today",
  demos: "Today's demos",
  dueOn: (day: string) => `due ${day}`,
  emptyTitle: "Nothing due today",
  empty:
    "No next step of yours is due or overdue, and no demo is booked for today. Set a next step on a lead and it appears here on its day.",
  noSteps: "No next step of yours is due or overdue.",
  noDemos: "No demos today.",
  markThem: "Mark them on Today's demos",
};
