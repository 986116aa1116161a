import { consoleCopy } from "~/content/sales-console";

// The inbox's views (issue #27 item 2): a view is the inbox's filter as the address bar carries it,
// so it opens as a link and is shared as one. Three come with the console; each person saves their
// own (app/console/saved-views.server.ts). Queries are written in the order filterQuery() writes a
// filter, so the view shown now is found by comparing strings.

const words = consoleCopy.inboxWork.builtIn;

export type InboxView = { id: string; name: string; query: string; own: boolean };

export const builtInViews: readonly InboxView[] = [
  { id: "mine", name: words.mine, query: "status=open&owner=me", own: false },
  { id: "booked-week", name: words.bookedWeek, query: "booked=week", own: false },
  // Open leads only: a won or lost lead needs no next step.
  { id: "no-next-step", name: words.noNextStep, query: "status=open&step=none", own: false },
];

/** The address of a view. */
export function viewHref(view: Pick<InboxView, "query">): string {
  return view.query ? `/sales?${view.query}` : "/sales";
}
