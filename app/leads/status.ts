import { consoleCopy } from "~/content/sales-console";

// A lead's status and the moves the team may make (pure: the lead page and the server agree).
// new → contacted → demo booked → demo held → qualified → won. Any step forward, skipping some
// (a lead booked or won outside the site: issue #27 item 4); one step back to undo a mistake;
// "lost" (with a reason) from any open status and from won; a lost lead reopens at any open
// status but "new"; a won lead reopens at qualified. The bookings move a lead too (ADR 039,
// app/leads/follows-booking.server.ts).

export const leadStatuses = ["new", "contacted", "demo_booked", "demo_held", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The labels live with the console's other words (app/content/sales-console.ts). */
export const leadStatusLabels: Record<LeadStatus, string> = consoleCopy.leadStatuses;

const chain: LeadStatus[] = ["new", "contacted", "demo_booked", "demo_held", "qualified", "won"];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

/**
 * Where a lead in `from` may go, the likeliest first: the next step forward, further steps, lost,
 * then the one step back (so a form that preselects the first never offers a step back first).
 */
export function nextStatuses(from: LeadStatus): LeadStatus[] {
  if (from === "won") return ["lost", "qualified"];
  if (from === "lost") return chain.filter((s) => s !== "new");
  const index = chain.indexOf(from);
  const back = index > 0 ? [chain[index - 1]!] : [];
  return [...chain.slice(index + 1), "lost", ...back];
}

/** Whether `to` is a step back from `from` (the form labels those apart). */
export function isStepBack(from: LeadStatus, to: LeadStatus): boolean {
  return to !== "lost" && from !== "lost" && chain.indexOf(to) < chain.indexOf(from);
}

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** How far along the chain a status is; "lost" counts as past every open status. */
export function progress(status: string): number {
  if (status === "lost") return chain.length;
  const index = chain.indexOf(status as LeadStatus);
  return index === -1 ? 0 : index;
}
