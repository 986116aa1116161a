import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { printable } from "~/leads/printable";
import { auditActions, type AuditAction } from "~/audit/vocabulary";
import { leadStatusLabels, isLeadStatus } from "~/leads/status";
import { decodeCursor, keysetPage } from "~/console/cursor.server";
import { personName } from "~/console/people";
import { consoleZone } from "~/console/console-settings.server";
import { auditCopy } from "~/content/sales-console-audit";
import { addDays, dayInZone, dayLabel, isCalendarDay } from "~/lib/team-clock";
import { dayStartIn } from "~/console/team-week";

export type AuditFilters = { action?: AuditAction; actor?: string; from?: string; to?: string };

export function parseAuditFilters(params: URLSearchParams): {
  filters: AuditFilters;
  errors: Partial<Record<keyof AuditFilters, string>>;
} {
  const filters: AuditFilters = {};
  const errors: Partial<Record<keyof AuditFilters, string>> = {};
  const action = params.get("action") ?? "";
  if (action && (auditActions as readonly string[]).includes(action)) filters.action = action as AuditAction;
  else if (action) errors.action = auditCopy.errors.action;
  const actor = params.get("actor") ?? "";
  if (/^[0-9a-f-]{36}$/.test(actor)) filters.actor = actor;
  else if (actor) errors.actor = auditCopy.errors.actor;
  for (const key of ["from", "to"] as const) {
    const value = params.get(key) ?? "";
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) filters[key] = value;
    else if (value) errors[key] = auditCopy.errors.date;
  }
  return { filters, errors };
}

export async function auditPage(db: Kysely<Database>, filters: AuditFilters, after: string | null, limit = 50) {
  let query = db
    .selectFrom("audit_log")
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.action",
      "audit_log.actor_id",
      "audit_log.subject_type",
      "audit_log.subject_id",
      "audit_log.detail",
    ]);
  if (filters.action) query = query.where("audit_log.action", "=", filters.action);
  if (filters.actor) query = query.where("audit_log.actor_id", "=", filters.actor);
  // Days of the team's calendar (ADR 046), as the team reads the dates it filters by.
  if (filters.from) query = query.where("audit_log.at", ">=", dayStartIn(filters.from, consoleZone()).toISOString());
  if (filters.to)
    query = query.where("audit_log.at", "<", dayStartIn(addDays(filters.to, 1), consoleZone()).toISOString());
  const cursor = decodeCursor(after);
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb("audit_log.at", "<", cursor.at),
        eb.and([eb("audit_log.at", "=", cursor.at), eb("audit_log.id", "<", cursor.id)]),
      ]),
    );
  const page = keysetPage(
    await query
      .orderBy("audit_log.at", "desc")
      .orderBy("audit_log.id", "desc")
      .limit(limit + 1)
      .execute(),
    limit,
    (row) => row.at,
  );
  return { ...page, rows: await inWords(db, page.rows) };
}

/** An audit entry as the log says it (issue #27, item 7): who by name, the lead or person it is about, linked, and the detail's ids as names. */
export type AuditEntry = {
  id: string;
  at: string;
  action: string;
  actorId: string | null;
  actor: string | null;
  subject: { type: string; href: string | null; name: string | null } | null;
  words: Record<string, string>;
};

export type RawEntry = {
  id: string;
  at: string;
  action: string;
  actor_id: string | null;
  subject_type: string | null;
  subject_id: string | null;
  detail: string | null;
};

/** The other lead an entry names: the one merged (`lead_merged`), or the one split from (`lead_split`, ADR 095). */
function mergedId(detail: string | null, key: "merged" | "from" = "merged"): string | undefined {
  try {
    const parsed = JSON.parse(detail ?? "{}") as Record<string, unknown>;
    return typeof parsed?.[key] === "string" ? parsed[key] : undefined;
  } catch {
    return undefined;
  }
}

async function inWords(db: Kysely<Database>, rows: RawEntry[]): Promise<AuditEntry[]> {
  const people = new Map(
    (await db.selectFrom("users").select(["id", "email", "name"]).execute()).map((u) => [u.id, personName(u)]),
  );
  const bookingIds = rows.filter((r) => r.subject_type === "booking" && r.subject_id).map((r) => r.subject_id!);
  const bookings = new Map(
    bookingIds.length
      ? (await db.selectFrom("bookings").select(["id", "demo_request_id"]).where("id", "in", bookingIds).execute()).map(
          (b) => [b.id, b.demo_request_id],
        )
      : [],
  );
  const merged = [
    ...rows.filter((r) => r.action === "lead_merged").map((r) => mergedId(r.detail)),
    ...rows.filter((r) => r.action === "lead_split").map((r) => mergedId(r.detail, "from")),
  ];
  const leadIds = [
    ...new Set([
      ...rows.filter((r) => r.subject_type === "lead" && r.subject_id).map((r) => r.subject_id!),
      ...bookings.values(),
      ...merged.filter((id): id is string => Boolean(id)),
    ]),
  ];
  const leads = new Map(
    leadIds.length
      ? (
          await db
            .selectFrom("demo_requests")
            .select(["id", "first_name", "last_name"])
            .where("id", "in", leadIds)
            .execute()
        ).map((l) => [l.id, printable(`${l.first_name} ${l.last_name}`)])
      : [],
  );
  return describeEntries(rows, { people, bookings, leads }, consoleZone());
}

/** What inWords looked up: people by account id, bookings' leads, leads' names. */
type AuditLookups = {
  people: Map<string, string>;
  bookings: Map<string, string>;
  leads: Map<string, string>;
};

/** The entries as the log says them, read on the team's clock (`zone`, ADR 046/062): no database, so a unit test drives it. */
export function describeEntries(
  rows: RawEntry[],
  { people, bookings, leads }: AuditLookups,
  zone: string,
): AuditEntry[] {
  const statusWord = (v: unknown) => (typeof v === "string" && isLeadStatus(v) ? leadStatusLabels[v] : String(v ?? ""));
  const personWord = (v: unknown) => (typeof v === "string" ? (people.get(v) ?? "") : "");
  return rows.map((row) => {
    let detail: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(row.detail ?? "{}");
      if (parsed && typeof parsed === "object") detail = parsed as Record<string, unknown>;
    } catch {
      detail = {};
    }
    const words: Record<string, string> = Object.fromEntries(
      Object.entries(detail).map(([k, v]) => [k, printable(String(v ?? ""))]),
    );
    if (row.action === "lead_status_changed")
      Object.assign(words, { from: statusWord(detail.from), to: statusWord(detail.to) });
    if (row.action === "lead_owner_changed")
      Object.assign(words, { from: personWord(detail.from), to: personWord(detail.to) });
    if (row.action === "booking_reassigned") words.presenter = personWord(detail.presenter);
    // "due Tue 1 Dec": the stored day as people say it, its year named when it is not that of the
    // entry's day on the team's calendar (in Auckland, 31 December 12:00 UTC is already New Year).
    if (row.action === "lead_next_step_set" && typeof detail.due === "string" && isCalendarDay(detail.due))
      words.due = dayLabel(detail.due, dayInZone(row.at, zone));
    // Both leads of a merge by name (the other one stays, as a request of the kept lead).
    if (row.action === "lead_merged")
      words.merged = typeof detail.merged === "string" ? (leads.get(detail.merged) ?? "") : "";
    if (row.action === "lead_split") words.from = typeof detail.from === "string" ? (leads.get(detail.from) ?? "") : "";
    let subject: AuditEntry["subject"] = null;
    if (row.subject_type === "lead" && row.subject_id)
      subject = {
        type: "lead",
        href: leads.has(row.subject_id) ? `/sales/leads/${row.subject_id}` : null,
        name: leads.get(row.subject_id) ?? null,
      };
    else if (row.subject_type === "booking" && row.subject_id) {
      const lead = bookings.get(row.subject_id);
      subject = {
        type: "booking",
        href: lead && leads.has(lead) ? `/sales/leads/${lead}` : null,
        name: lead ? (leads.get(lead) ?? null) : null,
      };
    } else if (row.subject_type === "user" && row.subject_id)
      subject = {
        type: "user",
        href: people.has(row.subject_id) ? "/sales/users" : null,
        name: people.get(row.subject_id) ?? null,
      };
    if (subject) words.subject = subject.name ?? "";
    return {
      id: row.id,
      at: row.at,
      action: row.action,
      actorId: row.actor_id,
      actor: row.actor_id ? (people.get(row.actor_id) ?? null) : null,
      subject,
      words,
    };
  });
}

export async function subscribersPage(db: Kysely<Database>, after: string | null, status: string | null, limit = 50) {
  let query = db
    .selectFrom("subscribers")
    .select([
      "id",
      "email",
      "status",
      "language",
      "created_at",
      "confirmed_at",
      "unsubscribed_at",
      "privacy_notice_version",
    ]);
  if (status === "pending" || status === "active" || status === "unsubscribed")
    query = query.where("status", "=", status);
  const cursor = decodeCursor(after);
  if (cursor)
    query = query.where((eb) =>
      eb.or([eb("created_at", "<", cursor.at), eb.and([eb("created_at", "=", cursor.at), eb("id", "<", cursor.id)])]),
    );
  return keysetPage(
    await query
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit + 1)
      .execute(),
    limit,
    (row) => row.created_at,
  );
}
