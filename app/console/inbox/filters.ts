import type { leadStatuses } from "~/leads/status";

// The inbox's filters, read from the address bar (a GET form: every filtered view is a link): the
// lists and types the inbox's form shows. The parser is server-only (inbox-filters.server.ts), so
// its validation library stays out of the console's first view (150 KB budget).

export const leadSources = ["demo", "contact"] as const;
/** Requests the form guard kept in quarantine (honeypot, too fast): shown, labelled, or hidden. */
export const automatedViews = ["only", "hide"] as const;

/** "No next step" (issue #27 item 2): leads with no follow-up date. */
export const nextStepViews = ["none"] as const;
/** "Booked this week": a confirmed demo in the team's Monday-to-Sunday week. */
export const bookedViews = ["week"] as const;

export type InboxFilters = {
  /** A status, or "open": every status but won and lost. */
  status?: (typeof leadStatuses)[number] | "open";
  size?: string;
  source?: (typeof leadSources)[number];
  from?: string;
  to?: string;
  /** A user id, "me" or "none". */
  owner?: string;
  q?: string;
  automated?: (typeof automatedViews)[number];
  step?: (typeof nextStepViews)[number];
  booked?: (typeof bookedViews)[number];
};

export type InboxFilterErrors = Partial<Record<keyof InboxFilters | "after", string>>;

/** The filter as query parameters (for links to the next page and to the export). */
export function filterQuery(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}
