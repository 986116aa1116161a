import { consoleCopy } from "~/content/sales-console";

// A lead's status and the moves the team may make (pure: the lead page and the server agree).
// new → contacted → demo booked → demo held → qualified → won; "lost" (with a reason) from any open
// status. A mistaken move can be undone one step back; won and lost can be reopened to qualified.
// A demo held outside the site (no booking to mark) lets "demo booked" go straight to qualified.
// The bookings move a lead too (ADR 039, app/leads/follows-booking.server.ts).

export const leadStatuses = ["new", "contacted", "demo_booked", "demo_held", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The labels live with the console's other words (app/content/sales-console.ts). */
export const leadStatusLabels: Record<LeadStatus, string> = consoleCopy.leadStatuses;

const chain: LeadStatus[] = ["new", "contacted", "demo_booked", "demo_held", "qualified", "won"];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

/** Where a lead in `from` may go next. */
export function nextStatuses(from: LeadStatus): LeadStatus[] {
  if (from === "won" || from === "lost") return ["qualified"];
  const index = chain.indexOf(from);
  const next: LeadStatus[] = [];
  if (index > 0) next.push(chain[index - 1]!);
  next.push(chain[index + 1]!);
  if (from === "demo_booked") next.push("qualified");
  next.push("lost");
  return next;
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
