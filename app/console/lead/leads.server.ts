import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { audit } from "~/audit/audit.server";
import { leadCopy } from "~/content/sales-console-lead";
import { NOTE_MAX } from "~/audit/vocabulary";
import type { Database } from "~/db/schema.server";
import { insertJobs, notifyJobsEnqueued } from "~/delivery/outbox.server";
import { demoRequestJobs } from "~/leads/store.server";
import { printableRow } from "~/leads/printable";
import { isPrintableText, normaliseText } from "~/guards/text-normalisation";
import { repeatAsks } from "./duplicates.server";
import { leadSearch, type Where } from "~/console/inbox/lead-search.server";
import { defaultSort, type InboxSort } from "~/console/inbox/sort";
import { sortedPage } from "~/console/inbox/sort.server";
import type { InboxFilters } from "~/console/inbox/filters";
import { canMove, isLeadStatus, type LeadStatus } from "~/leads/status";
import { consoleZone } from "~/console/console-settings.server";
import { addDays } from "~/lib/team-clock";
import { dayStartIn, teamWeek } from "~/console/team-week";

// The console's reads and writes on demo requests. Every change is written with its audit entry
// in one transaction.

const INBOX_PAGE_SIZE = 25;

/** The search's condition, asked for before the filtered query is built (the index is asked first: ADR 058). */
async function searchOf(db: Kysely<Database>, filters: InboxFilters): Promise<Where | undefined> {
  return filters.q ? leadSearch(db, filters.q) : undefined;
}

/** The inbox lists leads; a request that joined a lead is shown on it (ADR 052). */
function leadsOnly(db: Kysely<Database>) {
  return db.selectFrom("demo_requests").where("lead_id", "is", null);
}

/** The leads a filter matches, not yet selecting: the page, the counts and the export each pick their columns. */
type FilteredLeads = ReturnType<typeof leadsOnly>;

function filtered(
  db: Kysely<Database>,
  filters: InboxFilters,
  userId: string,
  search: Where | undefined,
): FilteredLeads {
  let query = leadsOnly(db);
  if (filters.status === "open") query = query.where("status", "not in", ["won", "lost"]);
  else if (filters.status) query = query.where("status", "=", filters.status);
  // The built-in views (issue #27 item 2): no follow-up planned; a confirmed demo in the team's week.
  if (filters.step === "none") query = query.where("next_step_due", "is", null);
  if (filters.booked === "week") {
    const week = teamWeek(new Date(), consoleZone());
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("bookings")
          .select("bookings.id")
          .whereRef("bookings.demo_request_id", "=", "demo_requests.id")
          .where("bookings.status", "=", "confirmed")
          .where("bookings.slot_start", ">=", week.from)
          .where("bookings.slot_start", "<", week.to),
      ),
    );
  }
  if (filters.size) query = query.where("size", "=", filters.size);
  if (filters.source) query = query.where("source", "=", filters.source);
  if (filters.automated === "only") query = query.where("quarantine_reason", "is not", null);
  else if (filters.automated === "hide") query = query.where("quarantine_reason", "is", null);
  // Days of the team's calendar (ADR 046), as the team reads the dates it filters by.
  if (filters.from) query = query.where("created_at", ">=", dayStartIn(filters.from, consoleZone()).toISOString());
  if (filters.to)
    query = query.where("created_at", "<", dayStartIn(addDays(filters.to, 1), consoleZone()).toISOString());
  if (filters.owner === "none") query = query.where("owner_id", "is", null);
  else if (filters.owner) query = query.where("owner_id", "=", filters.owner === "me" ? userId : filters.owner);
  if (search) query = query.where(search);
  return query;
}

export type InboxRow = {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  institution: string;
  size: string | null;
  source: string;
  language: string;
  status: string;
  owner_id: string | null;
  quarantine_reason: string | null;
  next_step_due: string | null;
  repeat?: { asks: number; lastAt: string };
};

const inboxColumns = [
  "id",
  "created_at",
  "first_name",
  "last_name",
  "email",
  "institution",
  "size",
  "source",
  "language",
  "status",
  "owner_id",
  "quarantine_reason",
  "next_step_due",
];

/** One page in `sort`'s order (newest first by default), strictly after `after`; `next` is the cursor of the following page. */
export async function inboxPage(
  db: Kysely<Database>,
  filters: InboxFilters,
  userId: string,
  after: string | null,
  limit = INBOX_PAGE_SIZE,
  sort: InboxSort = defaultSort,
): Promise<{ rows: InboxRow[]; next?: string }> {
  const search = await searchOf(db, filters);
  const page = await sortedPage<InboxRow>(
    db,
    () => filtered(db, filters, userId, search),
    inboxColumns,
    sort,
    after,
    limit,
  );
  const repeats = await repeatAsks(
    db,
    page.rows.map((row) => row.id),
  );
  // Shown to a person: what the forms refuse now but may be stored from before is escaped.
  return { ...page, rows: page.rows.map((row) => ({ ...printableRow(row), repeat: repeats.get(row.id) })) };
}

/** How many leads the filter matches, and how many of them arrived after `since` (the person's last visit). */
export async function inboxCounts(
  db: Kysely<Database>,
  filters: InboxFilters,
  userId: string,
  since: string | null,
): Promise<{ total: number; fresh: number }> {
  const count = async (query: ReturnType<typeof filtered>) =>
    Number((await query.select(sql<number>`count(*)`.as("n")).executeTakeFirst())?.n ?? 0);
  const search = await searchOf(db, filters);
  const [total, fresh] = await Promise.all([
    count(filtered(db, filters, userId, search)),
    since ? count(filtered(db, filters, userId, search).where("created_at", ">", since)) : 0,
  ]);
  return { total, fresh };
}

/** Every lead the filter matches (exports), newest first. */
export async function allMatching(db: Kysely<Database>, filters: InboxFilters, userId: string): Promise<LeadRow[]> {
  return filtered(db, filters, userId, await searchOf(db, filters))
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export type LeadRow = Selectable<Database["demo_requests"]>;

async function leadById(db: Kysely<Database>, id: string): Promise<LeadRow | undefined> {
  if (!/^[\w-]{1,64}$/.test(id)) return undefined;
  return db.selectFrom("demo_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The lead as the console shows it; its story (notes, deliveries, moves) is app/console/lead/timeline.server.ts. */
export async function leadDetail(db: Kysely<Database>, id: string) {
  const lead = await leadById(db, id);
  if (!lead) return undefined;
  return { lead: printableRow(lead, ["message", "body", "preferred_note"]) };
}

export type ChangeResult = { ok: true } | { ok: false; field: string; message: string };

const e = leadCopy.errors;
const unprintable = e.unprintable;

/** The shared normaliser of stored text (issue #14): NFC, trimmed, "" when only invisible characters. */
function consoleText(value: string): string {
  return normaliseText(value).trim();
}

export async function changeStatus(
  db: Kysely<Database>,
  leadId: string,
  to: string,
  reason: string,
  actorId: string,
  now = new Date(),
): Promise<ChangeResult> {
  const lead = await leadById(db, leadId);
  if (!lead) return { ok: false, field: "status", message: e.gone };
  const from = lead.status as LeadStatus;
  if (!isLeadStatus(to) || !canMove(from, to)) return { ok: false, field: "status", message: e.status };
  if (!isPrintableText(reason, { multiline: true })) return { ok: false, field: "reason", message: unprintable };
  reason = consoleText(reason);
  if (to === "lost" && !reason) return { ok: false, field: "reason", message: e.lostReason };
  if (reason.length > 500) return { ok: false, field: "reason", message: e.reasonLong };
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("demo_requests")
      .set({ status: to, lost_reason: to === "lost" ? reason : null, last_activity_at: at })
      .where("id", "=", leadId)
      .where("status", "=", from)
      .execute();
    await audit(
      trx,
      { actorId, action: "lead_status_changed", subjectType: "lead", subjectId: leadId, detail: { from, to } },
      now,
    );
  });
  return { ok: true };
}

export async function changeOwner(
  db: Kysely<Database>,
  leadId: string,
  ownerId: string,
  actorId: string,
  now = new Date(),
): Promise<ChangeResult> {
  const lead = await leadById(db, leadId);
  if (!lead) return { ok: false, field: "owner", message: e.gone };
  if (ownerId) {
    const owner = await db
      .selectFrom("users")
      .select("id")
      .where("id", "=", ownerId)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
    if (!owner) return { ok: false, field: "owner", message: e.owner };
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("demo_requests")
      .set({ owner_id: ownerId || null, last_activity_at: now.toISOString() })
      .where("id", "=", leadId)
      .execute();
    await audit(
      trx,
      {
        actorId,
        action: "lead_owner_changed",
        subjectType: "lead",
        subjectId: leadId,
        detail: { from: lead.owner_id, to: ownerId || null },
      },
      now,
    );
  });
  return { ok: true };
}

export async function addNote(
  db: Kysely<Database>,
  leadId: string,
  body: string,
  authorId: string,
  now = new Date(),
): Promise<ChangeResult> {
  if (!isPrintableText(body, { multiline: true })) return { ok: false, field: "note", message: unprintable };
  const text = consoleText(body);
  if (!text) return { ok: false, field: "note", message: e.noteEmpty };
  if (text.length > NOTE_MAX) return { ok: false, field: "note", message: e.noteLong(NOTE_MAX) };
  if (!(await leadById(db, leadId))) return { ok: false, field: "note", message: e.gone };
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("lead_notes")
      .values({ id: randomUUID(), lead_id: leadId, author_id: authorId, created_at: at, body: text })
      .execute();
    await trx.updateTable("demo_requests").set({ last_activity_at: at }).where("id", "=", leadId).execute();
    await audit(trx, { actorId: authorId, action: "lead_note_added", subjectType: "lead", subjectId: leadId }, now);
  });
  return { ok: true };
}

/** Makes one waiting delivery of this lead due now (after its receiver was fixed). */
export async function retryDelivery(
  db: Kysely<Database>,
  leadId: string,
  deliveryId: string,
  actorId: string,
  now = new Date(),
): Promise<ChangeResult> {
  const updated = await db
    .updateTable("outbox")
    .set({ next_attempt_at: now.toISOString() })
    .where("id", "=", deliveryId)
    .where("record_id", "=", leadId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, field: "retry", message: e.retry };
  await audit(
    db,
    { actorId, action: "delivery_retried", subjectType: "lead", subjectId: leadId, detail: { delivery: deliveryId } },
    now,
  );
  notifyJobsEnqueued();
  return { ok: true };
}

/**
 * A quarantined request the team judged a real person's (ADR 013): it leaves the quarantine, is no
 * longer purged with it, and gets the deliveries it would have had (webhook, sales and visitor
 * e-mail), all with the audit entry in one transaction.
 */
export async function releaseFromQuarantine(
  db: Kysely<Database>,
  leadId: string,
  actorId: string,
  now = new Date(),
): Promise<ChangeResult> {
  const at = now.toISOString();
  const released = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("demo_requests")
      .select("quarantine_reason")
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!row?.quarantine_reason) return false;
    await trx.updateTable("demo_requests").set({ quarantine_reason: null }).where("id", "=", leadId).execute();
    await insertJobs(trx, demoRequestJobs(leadId, at));
    await audit(
      trx,
      {
        actorId,
        action: "lead_released",
        subjectType: "lead",
        subjectId: leadId,
        detail: { reason: row.quarantine_reason },
      },
      now,
    );
    return true;
  });
  if (!released) return { ok: false, field: "release", message: e.release };
  notifyJobsEnqueued();
  return { ok: true };
}
