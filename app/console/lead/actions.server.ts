import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { z } from "zod";
import { NOTE_MAX } from "~/audit/vocabulary";
import { leadCopy } from "~/content/sales-console-lead";
import type { LeadAnswer, LeadField, LeadFields, LeadIntent } from "./answer";
import { erasePerson } from "./erasure.server";
import { leadStatuses } from "~/leads/status";
import {
  addNote,
  changeOwner,
  changeStatus,
  releaseFromQuarantine,
  retryDelivery,
  type ChangeResult,
} from "./leads.server";

// The lead page's actions (issue #27 item 4): one schema for every form's fields, each refusal at
// its field with what was sent kept, then the work in app/console/lead/leads.server.ts (where the moves a
// status may make, an owner's account and a note's text are checked against the database).

const t = leadCopy;
const e = t.errors;
const text = (max: number, message: string) => z.string({ error: message }).max(max, { error: message });

const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    status: z.enum(leadStatuses, { error: e.status }),
    reason: text(500, e.reasonLong).default(""),
  }),
  z.object({ intent: z.literal("owner"), owner: text(100, e.owner).default("") }),
  z.object({ intent: z.literal("note"), note: text(NOTE_MAX, e.noteLong(NOTE_MAX)).default("") }),
  z.object({ intent: z.literal("retry"), delivery: text(100, e.retry).default("") }),
  z.object({ intent: z.literal("release") }),
  z.object({ intent: z.literal("erase"), confirm: text(20, t.eraseMismatch).default("") }),
]);

/** The form's text fields as sent (a file or a repeated field counts as its first text), capped so a refusal echoes little. */
function sent(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of ["intent", "status", "reason", "owner", "note", "delivery", "confirm"]) {
    const value = form.get(key);
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

function kept(fields: Record<string, string>): LeadFields {
  const cap = (value: string | undefined, max: number) => (value === undefined ? undefined : value.slice(0, max));
  return {
    status: cap(fields.status, 40),
    reason: cap(fields.reason, 500),
    owner: cap(fields.owner, 100),
    note: cap(fields.note, NOTE_MAX),
  };
}

export type LeadAction = { kind: "answer"; answer: LeadAnswer; status: number } | { kind: "erase" };

function refuse(
  intent: LeadIntent | "form",
  field: LeadField,
  message: string,
  fields: Record<string, string>,
): LeadAction {
  return { kind: "answer", answer: { intent, ok: false, field, message, fields: kept(fields) }, status: 400 };
}

function answered(intent: LeadIntent, result: ChangeResult, fields: Record<string, string>): LeadAction {
  if (!result.ok) return refuse(intent, result.field as LeadField, result.message, fields);
  return { kind: "answer", answer: { intent, ok: true, released: intent === "release" || undefined }, status: 200 };
}

/**
 * One post of the lead page (not an outcome's, not an erasure's work: the route does those, since
 * they answer with another page). `erase` is answered only once it is confirmed.
 */
export async function leadAction(
  db: Kysely<Database>,
  leadId: string,
  form: FormData,
  actorId: string,
): Promise<LeadAction> {
  const fields = sent(form);
  const parsed = leadActionSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const intent = (["status", "owner", "note", "retry", "release", "erase"] as const).find((i) => i === fields.intent);
    if (!intent) return refuse("form", "form", t.unknownAction, fields);
    const path = String(issue.path[0] ?? "form");
    const field: LeadField =
      path === "delivery"
        ? "retry"
        : ((["status", "reason", "owner", "note", "confirm"] as const).find((f) => f === path) ?? "form");
    return refuse(intent, field, issue.message, fields);
  }
  const action = parsed.data;
  switch (action.intent) {
    case "status":
      return answered("status", await changeStatus(db, leadId, action.status, action.reason, actorId), fields);
    case "owner":
      return answered("owner", await changeOwner(db, leadId, action.owner, actorId), fields);
    case "note":
      return answered("note", await addNote(db, leadId, action.note, actorId), fields);
    case "retry":
      return answered("retry", await retryDelivery(db, leadId, action.delivery, actorId), fields);
    case "release":
      return answered("release", await releaseFromQuarantine(db, leadId, actorId), fields);
    case "erase":
      if (action.confirm !== "ERASE") return refuse("erase", "confirm", t.eraseMismatch, fields);
      return (await erasePerson(db, leadId, actorId))
        ? { kind: "erase" }
        : {
            kind: "answer",
            answer: { intent: "erase", ok: false, field: "form", message: e.gone, fields: {} },
            status: 404,
          };
  }
}
