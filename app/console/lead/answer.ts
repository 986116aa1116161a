// What the lead page's action answers (app/console/lead/actions.server.ts), typed for the page and
// its components: a refusal names its field and carries what was sent, so the form shows it again.

export type LeadIntent = "status" | "owner" | "note" | "retry" | "release" | "erase";
export type LeadField = "status" | "reason" | "owner" | "note" | "retry" | "release" | "confirm" | "form";
/** What the person typed or chose, kept when it is refused. */
export type LeadFields = { status?: string; reason?: string; owner?: string; note?: string };

export type LeadAnswer =
  | { intent: LeadIntent; ok: true; released?: boolean }
  | { intent: LeadIntent | "form"; ok: false; field: LeadField; message: string; fields: LeadFields }
  /** "Held" or "No-show" on the booking card (app/console/bookings/outcome-action.server.ts). */
  | { intent: "outcome"; ok: boolean; booking: string; message: string };

/** The refusal's message for `field`, if the answer refused that field. */
export function fieldError(answer: LeadAnswer | undefined, field: LeadField): string | undefined {
  return answer && !answer.ok && answer.intent !== "outcome" && answer.field === field ? answer.message : undefined;
}

/** What was sent with a refused form, to show again. */
export function keptFields(answer: LeadAnswer | undefined): LeadFields {
  return answer && !answer.ok && answer.intent !== "outcome" ? answer.fields : {};
}
