import { getDb } from "~/db/connection.server";
import { isLeadStatus, type LeadStatus } from "~/leads/status";

// A lead's status history, from the audit log (ADR 039): each move with who made it and why it
// happened, by hand or by its booking (booked, cancelled, its outcome), newest first.

export type StatusMove = { at: string; from: LeadStatus; to: LeadStatus; cause: "hand" | "booking" | "cancellation" | "outcome"; actor: string | null };

export async function statusHistory(leadId: string, limit = 20): Promise<StatusMove[]> {
  const rows = await getDb()
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_id")
    .select(["audit_log.at", "audit_log.detail", "users.name", "users.email"])
    .where("audit_log.action", "=", "lead_status_changed")
    .where("audit_log.subject_type", "=", "lead")
    // A merged lead's moves are the kept lead's history too (ADR 052).
    .where((eb) => eb.or([eb("audit_log.subject_id", "=", leadId), eb("audit_log.subject_id", "in", eb.selectFrom("demo_requests").select("id").where("lead_id", "=", leadId))]))
    .orderBy("audit_log.at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    let detail: { from?: unknown; to?: unknown; cause?: unknown };
    try {
      detail = JSON.parse(row.detail ?? "{}") ?? {};
    } catch {
      return [];
    }
    if (!isLeadStatus(detail.from) || !isLeadStatus(detail.to)) return [];
    const cause = detail.cause === "booking" || detail.cause === "cancellation" || detail.cause === "outcome" ? detail.cause : "hand";
    return [{ at: row.at, from: detail.from, to: detail.to, cause, actor: row.email ? row.name?.trim() || row.email : null }];
  });
}
