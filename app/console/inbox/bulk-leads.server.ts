import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import * as z from "zod/mini";
import { audit } from "~/audit/audit.server";
import { bulkAnswers } from "~/content/sales-console-bulk";
import { printable } from "~/leads/printable";
import { isPrintableText, normaliseText } from "~/guards/text-normalisation";
import { canMove, isLeadStatus, leadStatuses, leadStatusLabels, type LeadStatus } from "~/leads/status";

// Several leads at once from the inbox (issue #27 item 2): give them an owner, move their status, or
// both. One schema reads the post; each lead is changed in its own transaction with its audit
// entries, and only by the moves the lead page allows. A change is written only where the lead
// still has the status and owner it was read with: when another person (on this instance or
// another) changed it meanwhile, the lead is read again and judged afresh, so no change is lost
// and every audit entry starts where the one before it ended.

const t = bulkAnswers;
const BULK_MAX = 100;

const bulkSchema = z.object({
  leads: z
    .array(z.string().check(z.regex(/^[\w-]{1,64}$/)))
    .check(z.minLength(1, t.noneChosen), z.maxLength(BULK_MAX, t.tooMany(BULK_MAX))),
  owner: z.union([z.literal(""), z.literal("none"), z.string().check(z.regex(/^[0-9a-f-]{36}$/))]),
  status: z.union([z.literal(""), z.enum(leadStatuses)]),
  reason: z.string().check(z.maxLength(500, t.reasonTooLong)),
});

export type BulkAnswer =
  { ok: true; message: string; skipped: string[] } | { ok: false; field: string; message: string };

const fieldOf = (path: PropertyKey[] | undefined) => String(path?.[0] ?? "leads");

export async function bulkChange(
  db: Kysely<Database>,
  form: FormData | null,
  actorId: string,
  now = new Date(),
): Promise<BulkAnswer> {
  const text = (name: string) => (typeof form?.get(name) === "string" ? (form.get(name) as string) : "");
  const parsed = bulkSchema.safeParse({
    leads: [...new Set(form?.getAll("lead").filter((v): v is string => typeof v === "string") ?? [])],
    owner: text("owner"),
    status: text("status"),
    reason: text("reason"),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = fieldOf(issue?.path);
    return {
      ok: false,
      field,
      message:
        field === "leads" || field === "reason"
          ? (issue?.message ?? t.noneChosen)
          : field === "owner"
            ? t.chooseOwner
            : t.chooseStatus,
    };
  }
  const { leads, owner, status } = parsed.data;
  if (!owner && !status) return { ok: false, field: "status", message: t.nothingToDo };
  if (!isPrintableText(parsed.data.reason, { multiline: true }))
    return { ok: false, field: "reason", message: t.unprintable };
  const reason = normaliseText(parsed.data.reason).trim();
  if (status === "lost" && !reason) return { ok: false, field: "reason", message: t.reasonNeeded };
  const ownerId = owner === "none" ? null : owner || undefined;
  if (
    ownerId &&
    !(await db
      .selectFrom("users")
      .select("id")
      .where("id", "=", ownerId)
      .where("disabled_at", "is", null)
      .executeTakeFirst())
  )
    return { ok: false, field: "owner", message: t.chooseOwner };

  let changed = 0;
  const skipped: string[] = [];
  for (const id of leads) {
    const outcome = await changeOne(
      db,
      id,
      { ownerId, status: status || undefined, reason, count: leads.length },
      actorId,
      now,
    );
    if (outcome === "changed") changed++;
    else if (outcome !== "same") skipped.push(outcome);
  }
  return { ok: true, message: t.done(changed, leads.length), skipped };
}

type Wanted = { ownerId: string | null | undefined; status: LeadStatus | undefined; reason: string; count: number };

/** "changed", "same" (nothing to do), or why this lead was left as it is, in words. */
async function changeOne(
  db: Kysely<Database>,
  id: string,
  wanted: Wanted,
  actorId: string,
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await db.transaction().execute(async (trx) => {
      const lead = await trx
        .selectFrom("demo_requests")
        .select(["status", "owner_id", "first_name", "last_name"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!lead) return t.gone;
      const name = printable(`${lead.first_name} ${lead.last_name}`);
      const from = lead.status;
      const moveStatus = wanted.status !== undefined && wanted.status !== from;
      if (moveStatus && !(isLeadStatus(from) && canMove(from, wanted.status!)))
        return t.notAllowed(name, isLeadStatus(from) ? leadStatusLabels[from] : from, leadStatusLabels[wanted.status!]);
      const moveOwner = wanted.ownerId !== undefined && wanted.ownerId !== lead.owner_id;
      if (!moveStatus && !moveOwner) return "same";
      let update = trx
        .updateTable("demo_requests")
        .set({
          last_activity_at: at,
          ...(moveOwner ? { owner_id: wanted.ownerId } : {}),
          ...(moveStatus
            ? { status: wanted.status!, lost_reason: wanted.status === "lost" ? wanted.reason : null }
            : {}),
        })
        .where("id", "=", id)
        .where("status", "=", from);
      update =
        lead.owner_id === null ? update.where("owner_id", "is", null) : update.where("owner_id", "=", lead.owner_id);
      // Changed meanwhile by someone else: read it again (outside this transaction's snapshot).
      if (Number((await update.executeTakeFirst()).numUpdatedRows) !== 1) return "retry";
      if (moveOwner)
        await audit(
          trx,
          {
            actorId,
            action: "lead_owner_changed",
            subjectType: "lead",
            subjectId: id,
            detail: { from: lead.owner_id, to: wanted.ownerId ?? null, bulk: wanted.count },
          },
          now,
        );
      if (moveStatus)
        await audit(
          trx,
          {
            actorId,
            action: "lead_status_changed",
            subjectType: "lead",
            subjectId: id,
            detail: { from, to: wanted.status!, bulk: wanted.count },
          },
          now,
        );
      return "changed";
    });
    if (result !== "retry") return result;
  }
  return t.busy;
}
