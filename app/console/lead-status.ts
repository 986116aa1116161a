// A lead's status and the moves the team may make (pure: the lead page and the server agree).
// new → contacted → demo booked → qualified → won; "lost" (with a reason) from any open status.
// A mistaken move can be undone one step back; won and lost can be reopened to qualified.

export const leadStatuses = ["new", "contacted", "demo_booked", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  demo_booked: "Demo booked",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

const chain: LeadStatus[] = ["new", "contacted", "demo_booked", "qualified", "won"];

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
  next.push("lost");
  return next;
}

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return nextStatuses(from).includes(to);
}
