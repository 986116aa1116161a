import { sql, type Transaction, type Kysely } from "kysely";
import { audit } from "~/audit/audit.server";
import { consoleCopy } from "~/content/sales-console";
import type { Database } from "~/db/schema.server";
import { dialectOf } from "~/db/dialect.server";
import { deliveryStatus, type Delivery } from "~/leads/records.server";
import { printableRow } from "~/leads/printable";
import { leadBooking, type LeadBooking } from "~/console/bookings/agenda.server";

// One person, one lead (issue #27 item 6, ADR 052): the requests that joined a lead, how often a
// lead asked (for the inbox), the leads that look like the same person, and merging two leads.

const t = consoleCopy.duplicates;

/** How often each lead asked, and when last: leads that asked once are absent. */
export async function repeatAsks(
  db: Kysely<Database>,
  leadIds: string[],
): Promise<Map<string, { asks: number; lastAt: string }>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("demo_requests")
    .select(["lead_id", sql<number | string>`count(*)`.as("joined"), sql<string>`max(created_at)`.as("last_at")])
    .where("lead_id", "in", leadIds)
    .groupBy("lead_id")
    .execute();
  // PostgreSQL returns count(*) as a string (bigint); the lead's own request is the first ask.
  return new Map(rows.map((row) => [row.lead_id!, { asks: Number(row.joined) + 1, lastAt: row.last_at }]));
}

export type JoinedRequest = {
  id: string;
  created_at: string;
  source: string;
  language: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  institution: string;
  size: string | null;
  message: string | null;
  quarantine_reason: string | null;
  deliveryStatus: string;
  booking: LeadBooking | null;
};

/** The requests that joined this lead, oldest first, each with its own answers and booking. */
async function joinedRequests(db: Kysely<Database>, leadId: string): Promise<JoinedRequest[]> {
  const rows = await db
    .selectFrom("demo_requests")
    .select([
      "id",
      "created_at",
      "source",
      "language",
      "first_name",
      "last_name",
      "email",
      "phone",
      "institution",
      "size",
      "message",
      "quarantine_reason",
    ])
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(50)
    .execute();
  const deliveries: (Delivery & { record_id: string })[] = rows.length
    ? await db
        .selectFrom("outbox")
        .select(["record_id", "target", "event", "status", "attempts", "next_attempt_at", "last_error", "delivered_at"])
        .where(
          "record_id",
          "in",
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  return Promise.all(
    rows.map(async (row) => ({
      ...printableRow({ ...row, quarantine_reason: row.quarantine_reason ?? null }, ["message"]),
      deliveryStatus: deliveryStatus(deliveries.filter((d) => d.record_id === row.id)),
      booking: await leadBooking(db, row.id),
    })),
  );
}

export type LookAlike = { id: string; created_at: string; name: string; institution: string; why: "email" | "phone" };

/** Other leads with this lead's address or phone: stored apart (before ADR 052, or kept in quarantine), a person may merge them. */
async function lookAlikes(
  db: Kysely<Database>,
  lead: { id: string; email_normalized: string | null; phone_e164: string | null },
): Promise<LookAlike[]> {
  if (!lead.email_normalized && !lead.phone_e164) return [];
  const rows = await db
    .selectFrom("demo_requests")
    .select(["id", "created_at", "first_name", "last_name", "institution", "email_normalized", "phone_e164"])
    .where("lead_id", "is", null)
    .where("id", "!=", lead.id)
    .where((eb) =>
      eb.or([
        ...(lead.email_normalized ? [eb("email_normalized", "=", lead.email_normalized)] : []),
        ...(lead.phone_e164 ? [eb("phone_e164", "=", lead.phone_e164)] : []),
      ]),
    )
    .orderBy("created_at")
    .limit(10)
    .execute();
  return rows.map((row) => ({
    ...printableRow({
      id: row.id,
      created_at: row.created_at,
      name: `${row.first_name} ${row.last_name}`,
      institution: row.institution,
    }),
    why: row.email_normalized === lead.email_normalized ? "email" : "phone",
  }));
}

/** The lead a request belongs to (itself, or the lead it joined); undefined when there is none. */
export async function leadOfRequest(db: Kysely<Database>, id: string): Promise<string | undefined> {
  if (!/^[\w-]{1,64}$/.test(id)) return undefined;
  const row = await db.selectFrom("demo_requests").select(["id", "lead_id"]).where("id", "=", id).executeTakeFirst();
  return row ? (row.lead_id ?? row.id) : undefined;
}

/** A lead's id as pasted: the id itself or the address of its page. */
function leadIdFrom(value: string): string {
  return /\/sales\/leads\/([\w-]{1,64})/.exec(value)?.[1] ?? value.trim();
}

export type MergeResult = { ok: true; already?: boolean; kept: string } | { ok: false; field: string; message: string };

type LeadCore = {
  id: string;
  lead_id: string | null;
  status: string;
  owner_id: string | null;
  next_step_due: string | null;
  next_step_note: string | null;
  next_step_by: string | null;
  first_name: string;
  last_name: string;
};

async function readForMerge(trx: Transaction<Database>, ids: string[]): Promise<LeadCore[]> {
  let query = trx
    .selectFrom("demo_requests")
    .select([
      "id",
      "lead_id",
      "status",
      "owner_id",
      "next_step_due",
      "next_step_note",
      "next_step_by",
      "first_name",
      "last_name",
    ])
    .where("id", "in", ids)
    .orderBy("id");
  // Two merges of the same leads at once on two instances: the second waits, then sees the first.
  if (dialectOf(trx) === "postgres") query = query.forUpdate();
  return query.execute();
}

/**
 * Merges `otherId` into `keepId` (issue #27 item 6): the other lead becomes one of the kept lead's
 * requests, and so do its own joined requests; its notes move to the kept lead. Requests keep their
 * rows, so answers, consent, bookings (with their reminders) and deliveries stay as they were. The
 * kept lead keeps its status, owner and next step, taking the other's where it has none. One audit
 * entry names both. Asked again (a double press), it changes nothing and says so.
 */
export async function mergeLeads(
  db: Kysely<Database>,
  keepId: string,
  otherId: string,
  actorId: string,
  now = new Date(),
): Promise<MergeResult> {
  if (!/^[\w-]{1,64}$/.test(otherId)) return { ok: false, field: "merge", message: t.noSuchLead };
  if (keepId === otherId) return { ok: false, field: "merge", message: t.notItself };
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<MergeResult> => {
    const rows = await readForMerge(trx, [keepId, otherId]);
    const keep = rows.find((r) => r.id === keepId);
    const other = rows.find((r) => r.id === otherId);
    if (!keep || !other) return { ok: false, field: "merge", message: t.noSuchLead };
    if (other.lead_id === keep.id) return { ok: true, already: true, kept: keep.id };
    if (other.lead_id)
      return { ok: false, field: "merge", message: t.mergedAlready(`${other.first_name} ${other.last_name}`) };
    if (keep.lead_id)
      return { ok: false, field: "merge", message: t.keepMergedAlready(`${keep.first_name} ${keep.last_name}`) };
    await trx.updateTable("demo_requests").set({ lead_id: keep.id }).where("lead_id", "=", other.id).execute();
    await trx.updateTable("demo_requests").set({ lead_id: keep.id }).where("id", "=", other.id).execute();
    await trx.updateTable("lead_notes").set({ lead_id: keep.id }).where("lead_id", "=", other.id).execute();
    const nextStep =
      keep.next_step_due || keep.next_step_note
        ? {}
        : {
            next_step_due: other.next_step_due,
            next_step_note: other.next_step_note,
            next_step_by: other.next_step_by,
          };
    await trx
      .updateTable("demo_requests")
      .set({
        status: keep.status === "new" ? other.status : keep.status,
        owner_id: keep.owner_id ?? other.owner_id,
        last_activity_at: at,
        ...nextStep,
      })
      .where("id", "=", keep.id)
      .execute();
    await audit(
      trx,
      { actorId, action: "lead_merged", subjectType: "lead", subjectId: keep.id, detail: { merged: other.id } },
      now,
    );
    return { ok: true, kept: keep.id };
  });
}

/** Every request of these leads, the leads included: what an erasure or the retention job deletes with them. */
export async function withJoinedRequests(trx: Transaction<Database>, leadIds: string[]): Promise<string[]> {
  const all = new Set(leadIds);
  for (let i = 0; i < leadIds.length; i += 500) {
    for (const row of await trx
      .selectFrom("demo_requests")
      .select("id")
      .where("lead_id", "in", leadIds.slice(i, i + 500))
      .execute())
      all.add(row.id);
  }
  return [...all];
}

/** What the lead page shows of this person's other requests and possible duplicates. */
export async function leadDuplicates(
  db: Kysely<Database>,
  leadId: string,
): Promise<{ requests: JoinedRequest[]; lookAlikes: LookAlike[] }> {
  const lead = await db
    .selectFrom("demo_requests")
    .select(["id", "email_normalized", "phone_e164"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return { requests: [], lookAlikes: [] };
  return { requests: await joinedRequests(db, leadId), lookAlikes: await lookAlikes(db, lead) };
}

/** The lead page's merge form (fields `other` and `keep`) answered; `redirectTo` when the lead kept is the other one. */
export async function mergeFromForm(
  db: Kysely<Database>,
  leadId: string,
  other: string,
  keep: string,
  actorId: string,
): Promise<{ ok: boolean; field: string; message: string; redirectTo?: string }> {
  const otherId = leadIdFrom(other);
  if (!otherId) return { ok: false, field: "merge", message: t.noSuchLead };
  const keepOther = keep === "other";
  const result = keepOther
    ? await mergeLeads(db, otherId, leadId, actorId)
    : await mergeLeads(db, leadId, otherId, actorId);
  if (!result.ok) return result;
  return {
    ok: true,
    field: "merge",
    message: result.already ? t.alreadyMerged : t.merged,
    ...(keepOther ? { redirectTo: `/sales/leads/${result.kept}` } : {}),
  };
}
