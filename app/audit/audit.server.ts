import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { compiledOnce } from "~/db/compiled-once.server";
import type { Database } from "~/db/schema.server";

// Who did what, when. Entries name people by their account id and records by their random id;
// `detail` never carries a lead's or subscriber's personal data, so an erasure leaves the log whole.

import type { AuditAction } from "./vocabulary";

export type AuditEntry = {
  actorId: string | null;
  action: AuditAction;
  subjectType?: string;
  subjectId?: string;
  detail?: Record<string, string | number | boolean | null>;
};

/** `db` may be the caller's transaction: the entry commits with what it records. */
export async function audit(db: Kysely<Database>, entry: AuditEntry, now = new Date()): Promise<void> {
  await insertEntry(
    db,
    randomUUID(),
    now.toISOString(),
    entry.actorId,
    entry.action,
    entry.subjectType ?? null,
    entry.subjectId ?? null,
    entry.detail ? JSON.stringify(entry.detail) : null,
  );
}

// Written by every booking (the lead's move) and most console actions, so built once (ADR 072).
const insertEntry = compiledOnce(
  (
    db,
    id: string,
    at: string,
    actorId: string | null,
    action: AuditAction,
    subjectType: string | null,
    subjectId: string | null,
    detail: string | null,
  ) =>
    db.insertInto("audit_log").values({
      id,
      at,
      actor_id: actorId,
      action,
      subject_type: subjectType,
      subject_id: subjectId,
      detail,
    }),
);
