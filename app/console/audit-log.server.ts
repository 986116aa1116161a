import { getDb } from "~/db/connection.server";
import { auditActions, type AuditAction } from "~/auth/vocabulary";
import { decodeCursor, keysetPage } from "./cursor.server";

export type AuditFilters = { action?: AuditAction; actor?: string; from?: string; to?: string };

export function parseAuditFilters(params: URLSearchParams): { filters: AuditFilters; errors: Partial<Record<keyof AuditFilters, string>> } {
  const filters: AuditFilters = {};
  const errors: Partial<Record<keyof AuditFilters, string>> = {};
  const action = params.get("action") ?? "";
  if (action && (auditActions as readonly string[]).includes(action)) filters.action = action as AuditAction;
  else if (action) errors.action = "Choose an action from the list.";
  const actor = params.get("actor") ?? "";
  if (/^[0-9a-f-]{36}$/.test(actor)) filters.actor = actor;
  else if (actor) errors.actor = "Choose a person from the list.";
  for (const key of ["from", "to"] as const) {
    const value = params.get(key) ?? "";
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) filters[key] = value;
    else if (value) errors[key] = "Enter a date like 2025-03-01.";
  }
  return { filters, errors };
}

export async function auditPage(filters: AuditFilters, after: string | null, limit = 50) {
  let query = getDb().selectFrom("audit_log").leftJoin("users", "users.id", "audit_log.actor_id").select(["audit_log.id", "audit_log.at", "audit_log.action", "audit_log.subject_type", "audit_log.subject_id", "audit_log.detail", "users.email as actor"]);
  if (filters.action) query = query.where("audit_log.action", "=", filters.action);
  if (filters.actor) query = query.where("audit_log.actor_id", "=", filters.actor);
  if (filters.from) query = query.where("audit_log.at", ">=", new Date(`${filters.from}T00:00:00Z`).toISOString());
  if (filters.to) query = query.where("audit_log.at", "<", new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000).toISOString());
  const cursor = decodeCursor(after);
  if (cursor) query = query.where((eb) => eb.or([eb("audit_log.at", "<", cursor.at), eb.and([eb("audit_log.at", "=", cursor.at), eb("audit_log.id", "<", cursor.id)])]));
  return keysetPage(await query.orderBy("audit_log.at", "desc").orderBy("audit_log.id", "desc").limit(limit + 1).execute(), limit, (row) => row.at);
}

export async function subscribersPage(after: string | null, status: string | null, limit = 50) {
  let query = getDb().selectFrom("subscribers").select(["id", "email", "status", "language", "created_at", "confirmed_at", "unsubscribed_at", "privacy_notice_version"]);
  if (status === "pending" || status === "active" || status === "unsubscribed") query = query.where("status", "=", status);
  const cursor = decodeCursor(after);
  if (cursor) query = query.where((eb) => eb.or([eb("created_at", "<", cursor.at), eb.and([eb("created_at", "=", cursor.at), eb("id", "<", cursor.id)])]));
  return keysetPage(await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit + 1).execute(), limit, (row) => row.created_at);
}
