// The sales console's answers about saved inbox views (issue #27 item 2): read only by the server
// (app/console/inbox/saved-views.server.ts), so they stay out of the console's first view (150 KB budget).

export const viewAnswers = {
  builtIn: {
    mine: "My open leads",
    bookedWeek: "Booked this week",
    noNextStep: "No next step",
  },
  saved: (name: string) => `Saved the view “${name}”.`,
  deleted: (name: string) => `Deleted the view “${name}”.`,
  errors: {
    name: "Give the view a name of 1 to 60 characters.",
    unprintable: "Remove the invisible control or text-direction characters (they were probably pasted in).",
    duplicate: (name: string) => `You already have a view called “${name}”: choose another name or delete that one.`,
    nothingToSave: "Filter or search the inbox first, then save what it shows.",
    badFilter: "Correct the filter first: a view keeps only a filter the inbox accepts.",
    tooMany: "You have 20 views, the most one person keeps: delete one first.",
    unknown: "That view no longer exists.",
    form: "Unknown action.",
  },
};
