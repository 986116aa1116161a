// The inbox's views (issue #27 item 2): a view is the inbox's filter as the address bar carries it,
// so it opens as a link and is shared as one. The built-in ones and each person's own come from
// the server (app/console/inbox/saved-views.server.ts).

export type InboxView = { id: string; name: string; query: string; own: boolean };

/** The address of a view. */
export function viewHref(view: Pick<InboxView, "query">): string {
  return view.query ? `/sales?${view.query}` : "/sales";
}
