import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { institutionSizes } from "~/content/contact";
import { indexedEditions } from "~/content/editions";
import { teamCopy } from "~/content/sales-console-team";
import type { Database } from "~/db/schema.server";

// Adding and removing routing rules from the team page (ADR 047). The form's fields are checked
// by one schema; every refusal names its field, and the page keeps what was chosen.

const e = teamCopy.routing.errors;
const MAX_ROUTING_RULES = 50;

/** What the form sent, kept to show again when it is refused. */
export type RuleFields = { size: string; edition: string; presenters: string[] };
type RuleField = "size" | "edition" | "presenters" | "form";
export type RuleAnswer =
  | { ok: true; rule: true; message: string; id?: string }
  | { ok: false; rule: true; field: RuleField; message: string; fields: RuleFields };

const sizeValues = institutionSizes.map((s) => s.value) as [string, ...string[]];

const ruleSchema = z
  .object({
    size: z.union([z.literal(""), z.enum(sizeValues, { error: e.size })], { error: e.size }),
    edition: z.union(
      [
        z.literal(""),
        z.enum(
          indexedEditions.map((ed) => ed.code),
          { error: e.edition },
        ),
      ],
      { error: e.edition },
    ),
    presenters: z
      .array(z.string().max(100), { error: e.presenters })
      .min(1, { error: e.presenters })
      .max(50, { error: e.presenters }),
  })
  .refine((r) => r.size !== "" || r.edition !== "", { error: e.condition, path: ["size"] });

export function ruleFields(form: FormData): RuleFields {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, 100) : "";
  };
  const presenters = [
    ...new Set(form.getAll("presenters").filter((v): v is string => typeof v === "string" && v !== "")),
  ].slice(0, 51);
  return { size: text("size"), edition: text("edition"), presenters };
}

const refuse = (field: RuleField, message: string, fields: RuleFields): RuleAnswer => ({
  ok: false,
  rule: true,
  field,
  message,
  fields,
});

/** Checks and stores a rule at the end of the list; `presenterIds`: who presents now. */
export async function addRoutingRule(
  db: Kysely<Database>,
  fields: RuleFields,
  presenterIds: ReadonlySet<string>,
  actorId: string,
): Promise<RuleAnswer> {
  const parsed = ruleSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "form") as RuleField;
    return refuse(["size", "edition", "presenters"].includes(field) ? field : "form", issue.message, fields);
  }
  if (parsed.data.presenters.some((id) => !presenterIds.has(id)))
    return refuse("presenters", e.unknownPresenter, {
      ...fields,
      presenters: fields.presenters.filter((id) => presenterIds.has(id)),
    });
  const existing = await db.selectFrom("routing_rules").select(["position"]).orderBy("position", "desc").execute();
  if (existing.length >= MAX_ROUTING_RULES) return refuse("form", e.tooMany, fields);
  const id = randomUUID();
  await db
    .insertInto("routing_rules")
    .values({
      id,
      position: (existing[0]?.position ?? 0) + 1,
      institution_size: parsed.data.size || null,
      edition: parsed.data.edition || null,
      presenter_ids: parsed.data.presenters.join(","),
      created_at: new Date().toISOString(),
      created_by: actorId,
    })
    .execute();
  return { ok: true, rule: true, message: teamCopy.routing.added, id };
}

export async function removeRoutingRule(db: Kysely<Database>, id: string): Promise<RuleAnswer> {
  const result = await db.deleteFrom("routing_rules").where("id", "=", id.slice(0, 100)).executeTakeFirst();
  return Number(result.numDeletedRows) === 1
    ? { ok: true, rule: true, message: teamCopy.routing.removed }
    : refuse("form", e.unknownRule, { size: "", edition: "", presenters: [] });
}
