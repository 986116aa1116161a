// The inbox's answers to a change to several leads at once (issue #27 item 2): only the server
// says these (app/console/inbox/bulk-leads.server.ts), so they stay out of the console's first view,
// which carries app/content/sales-console.ts whole (150 KB budget).

export const bulkAnswers = {
  noneChosen: "Select at least one lead first.",
  tooMany: (max: number) => `Change at most ${max} leads at once.`,
  chooseOwner: "Choose an owner from the list.",
  chooseStatus: "Choose one of the statuses offered.",
  nothingToDo: "Choose an owner, a status, or both.",
  reasonNeeded: "Say why these leads were lost.",
  reasonTooLong: "Keep the reason under 500 characters.",
  unprintable: "Remove the invisible control or text-direction characters (they were probably pasted in).",
  done: (changed: number, of: number) => `${changed} of ${of} selected ${of === 1 ? "lead" : "leads"} changed.`,
  notAllowed: (name: string, from: string, to: string) =>
    `${name} stays ${from}: it cannot move from ${from} to ${to}.`,
  gone: "One lead no longer exists.",
  busy: "One lead was being changed by someone else all along: try it again.",
};
