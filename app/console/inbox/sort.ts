// The inbox's order (issue #27 item 2), read from the address bar like its filters, so every sorted
// view is a link and works without JavaScript. Pure and small: the table's headers build their
// links with it in the browser; the query lives in inbox-sort.server.ts.

export const inboxSorts = ["received", "status", "booking", "due", "owner"] as const;
export type InboxSortKey = (typeof inboxSorts)[number];
type SortDirection = "asc" | "desc";
export type InboxSort = { key: InboxSortKey; dir: SortDirection };

/** The direction a header's first press gives: newest received, the funnel's order, soonest booking and due date, owners A to Z. */
const firstDirection: Record<InboxSortKey, SortDirection> = {
  received: "desc",
  status: "asc",
  booking: "asc",
  due: "asc",
  owner: "asc",
};
export const defaultSort: InboxSort = { key: "received", dir: "desc" };

function isDefaultSort(sort: InboxSort): boolean {
  return sort.key === defaultSort.key && sort.dir === defaultSort.dir;
}

/** `sort` and `dir` from the address bar; anything else is the default order (an unknown value is not an error worth a message). */
export function parseInboxSort(params: URLSearchParams): InboxSort {
  const key = params.get("sort");
  if (!key || !(inboxSorts as readonly string[]).includes(key)) return defaultSort;
  const dir = params.get("dir");
  return { key: key as InboxSortKey, dir: dir === "asc" || dir === "desc" ? dir : firstDirection[key as InboxSortKey] };
}

/** The order as query parameters: nothing for the default, so the plain inbox keeps its plain address. */
export function sortParams(sort: InboxSort): [string, string][] {
  return isDefaultSort(sort)
    ? []
    : [
        ["sort", sort.key],
        ["dir", sort.dir],
      ];
}

/** Where a header's link leads: its column, reversed when it is already the order. */
export function nextSort(current: InboxSort, key: InboxSortKey): InboxSort {
  if (current.key !== key) return { key, dir: firstDirection[key] };
  return { key, dir: current.dir === "asc" ? "desc" : "asc" };
}
