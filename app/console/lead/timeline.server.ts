import { sql, type Kysely } from "kysely";
import { finalReminderStatuses } from "~/booking/reminders/schedule.server";
import { readDeliveryFailure, type DeliveryFailure } from "~/delivery/delivery-failures";
import type { DeliveryTarget, ReminderAudience, ReminderChannel, ReminderStatus, Database } from "~/db/schema.server";
import { localizePath } from "~/content/locale";
import { printable } from "~/leads/printable";
import { isLeadStatus, type LeadStatus } from "~/leads/status";
import { personName } from "~/console/people";

// A lead's whole story in one list (issue #27 item 4), newest first: every request the same person
// sent (same e-mail address or the same phone number), every change of its booking, every message
// sent with what became of it, every note, every status and owner change, each with who did it (a
// name, "the visitor", or the site itself) and when. Read from what each part already stores
// (demo_requests, booking_events, outbox, reminders, lead_notes, audit_log): nothing is written twice.

export type TimelineWho = { kind: "person"; name: string } | { kind: "visitor"; name: string } | { kind: "system" };
type DeliveryState = "delivered" | "queued" | "retrying" | "cancelled";
type Base = { key: string; at: string; who: TimelineWho };

export type TimelineEntry = Base &
  /** `this`: the lead the page shows; `earlier`/`later`: the same person's other requests. */
  (
    | { kind: "request"; leadId: string; relation: "this" | "earlier" | "later"; form: string }
    | {
        kind: "booking";
        event: "created" | "rescheduled" | "cancelled" | "reassigned";
        slotStart: string;
        presenter: string | null;
        reason: string | null;
      }
    | { kind: "outcome"; outcome: "held" | "no_show" }
    | {
        kind: "message";
        id: string;
        target: DeliveryTarget;
        event: string;
        state: DeliveryState;
        attempts: number;
        deliveredAt: string | null;
        /** Why it has not gone, as a code (app/delivery/delivery-failures.ts) the component words: never the server's text. */
        failure: DeliveryFailure | "other" | null;
        retryable: boolean;
      }
    | {
        kind: "reminder";
        audience: ReminderAudience;
        channel: ReminderChannel;
        offsetMinutes: number;
        status: ReminderStatus;
        /** A code (app/booking/reminders/reasons.ts), worded by the component: never printed as stored. */ detail:
          string | null;
      }
    | { kind: "note"; body: string }
    | { kind: "status"; from: LeadStatus; to: LeadStatus; cause: "hand" | "booking" | "cancellation" | "outcome" }
    | { kind: "owner"; from: string | null; to: string | null }
    /** Any other audited act on the lead (released, e-mail corrected, a next step...): said with the audit log's sentence. */
    | { kind: "audit"; action: string; words: Record<string, string> }
  );

/** Ties at one instant: what followed (messages, moves) above what caused it (the request, the booking). */
const rank: Record<TimelineEntry["kind"], number> = {
  request: 0,
  booking: 1,
  outcome: 2,
  status: 3,
  owner: 4,
  note: 5,
  audit: 6,
  message: 7,
  reminder: 8,
};
const bookingEvents = {
  "demo_booking.created": "created",
  "demo_booking.rescheduled": "rescheduled",
  "demo_booking.cancelled": "cancelled",
} as const;
/** Shown as their own kind of entry, or not at all (a note's text is in lead_notes). */
const auditShownElsewhere = new Set([
  "lead_note_added",
  "booking_outcome_marked",
  "booking_reassigned",
  "lead_status_changed",
  "lead_owner_changed",
]);

function parse(detail: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(detail ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function deliveryState(row: { status: string; attempts: number }): DeliveryState {
  if (row.status === "delivered") return "delivered";
  if (row.status === "cancelled") return "cancelled";
  return row.attempts > 0 ? "retrying" : "queued";
}

export async function leadTimeline(db: Kysely<Database>, leadId: string, limit = 200): Promise<TimelineEntry[]> {
  const lead = await db
    .selectFrom("demo_requests")
    .select(["id", "created_at", "email", "phone_e164", "first_name", "last_name"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return [];
  const people = new Map(
    (await db.selectFrom("users").select(["id", "email", "name"]).execute()).map((u) => [u.id, personName(u)]),
  );
  const person = (id: unknown): TimelineWho =>
    typeof id === "string" && people.has(id) ? { kind: "person", name: people.get(id)! } : { kind: "system" };
  const nameOf = (id: unknown) => (typeof id === "string" ? (people.get(id) ?? null) : null);
  const visitor: TimelineWho = { kind: "visitor", name: printable(`${lead.first_name} ${lead.last_name}`) };
  const entries: TimelineEntry[] = [];

  // Every request of this person: the same address (as typed, in any case) or the same number.
  const requests = await db
    .selectFrom("demo_requests")
    .select(["id", "created_at", "source", "language", "first_name", "last_name"])
    .where((eb) => {
      const sameEmail = eb(eb.fn("lower", ["email"]), "=", lead.email.toLowerCase());
      return lead.phone_e164
        ? eb.or([sameEmail, eb("phone_e164", "=", lead.phone_e164), eb("id", "=", leadId)])
        : eb.or([sameEmail, eb("id", "=", leadId)]);
    })
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  for (const r of requests) {
    entries.push({
      kind: "request",
      key: `request-${r.id}`,
      at: r.created_at,
      who: { kind: "visitor", name: printable(`${r.first_name} ${r.last_name}`) },
      leadId: r.id,
      relation: r.id === leadId ? "this" : r.created_at < lead.created_at ? "earlier" : "later",
      form: localizePath(r.language, `/${r.source}`),
    });
  }

  // The booking's changes as the visitor made them; the team's (reassigned, its outcome) from the audit log below, with who.
  // The lead's own booking, or one made on a request that joined it (ADR 052), as the booking card shows it.
  const booking = await db
    .selectFrom("bookings")
    .select(["id"])
    .where((eb) =>
      eb.or([
        eb("demo_request_id", "=", leadId),
        eb("demo_request_id", "in", eb.selectFrom("demo_requests").select("id").where("lead_id", "=", leadId)),
      ]),
    )
    .orderBy(sql`case when status = 'confirmed' then 0 else 1 end`)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const events = booking
    ? await db
        .selectFrom("booking_events")
        .select(["id", "event", "created_at", "slot_start", "presenter_id", "reason"])
        .where("booking_id", "=", booking.id)
        .execute()
    : [];
  for (const e of events) {
    if (e.event in bookingEvents) {
      const event = bookingEvents[e.event as keyof typeof bookingEvents];
      entries.push({
        kind: "booking",
        key: `booking-${e.id}`,
        at: e.created_at,
        who: visitor,
        event,
        slotStart: e.slot_start,
        presenter: nameOf(e.presenter_id),
        reason: e.reason ? printable(e.reason, { multiline: true }) : null,
      });
    }
  }

  // Messages: the request's own deliveries and those of its booking's changes (invitations, updates).
  const recordIds = [leadId, ...events.map((e) => e.id)];
  const jobs = await db
    .selectFrom("outbox")
    .select(["id", "record_id", "created_at", "target", "event", "status", "attempts", "delivered_at", "last_error"])
    .where("record_id", "in", recordIds)
    .execute();
  for (const j of jobs) {
    entries.push({
      kind: "message",
      key: `message-${j.id}`,
      at: j.created_at,
      who: { kind: "system" },
      id: j.id,
      target: j.target,
      event: j.event,
      state: deliveryState(j),
      attempts: j.attempts,
      deliveredAt: j.delivered_at,
      failure: readDeliveryFailure(j.last_error),
      retryable: j.record_id === leadId && j.status === "pending",
    });
  }
  if (booking) {
    const reminders = await db
      .selectFrom("reminders")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .where("status", "in", [...finalReminderStatuses])
      .execute();
    for (const r of reminders) {
      entries.push({
        kind: "reminder",
        key: `reminder-${r.id}`,
        at: r.sent_at ?? r.updated_at,
        who: { kind: "system" },
        audience: r.audience,
        channel: r.channel,
        offsetMinutes: r.offset_minutes,
        status: r.status,
        detail: r.detail,
      });
    }
  }

  const notes = await db
    .selectFrom("lead_notes")
    .select(["id", "created_at", "author_id", "body"])
    .where("lead_id", "=", leadId)
    .execute();
  for (const n of notes)
    entries.push({
      kind: "note",
      key: `note-${n.id}`,
      at: n.created_at,
      who: person(n.author_id),
      body: printable(n.body, { multiline: true }),
    });

  const audits = await db
    .selectFrom("audit_log")
    .select(["id", "at", "action", "actor_id", "detail"])
    // A merged lead's and a joined request's entries are this lead's story too (ADR 052).
    .where((eb) =>
      eb.or([
        eb.and([
          eb("subject_type", "=", "lead"),
          eb.or([
            eb("subject_id", "=", leadId),
            eb("subject_id", "in", eb.selectFrom("demo_requests").select("id").where("lead_id", "=", leadId)),
          ]),
        ]),
        ...(booking ? [eb.and([eb("subject_type", "=", "booking"), eb("subject_id", "=", booking.id)])] : []),
      ]),
    )
    .orderBy("at", "desc")
    .limit(limit)
    .execute();
  for (const a of audits) {
    const detail = parse(a.detail);
    const key = `audit-${a.id}`;
    if (a.action === "lead_status_changed" && isLeadStatus(detail.from) && isLeadStatus(detail.to)) {
      const cause =
        detail.cause === "booking" || detail.cause === "cancellation" || detail.cause === "outcome"
          ? detail.cause
          : "hand";
      // A move the visitor's booking or cancellation made has no account behind it: it was the visitor.
      const who = a.actor_id
        ? person(a.actor_id)
        : cause === "booking" || cause === "cancellation"
          ? visitor
          : { kind: "system" as const };
      entries.push({ kind: "status", key, at: a.at, who, from: detail.from, to: detail.to, cause });
    } else if (a.action === "lead_owner_changed")
      entries.push({
        kind: "owner",
        key,
        at: a.at,
        who: person(a.actor_id),
        from: nameOf(detail.from),
        to: nameOf(detail.to),
      });
    else if (a.action === "booking_outcome_marked" && (detail.outcome === "held" || detail.outcome === "no_show"))
      entries.push({ kind: "outcome", key, at: a.at, who: person(a.actor_id), outcome: detail.outcome });
    else if (a.action === "booking_reassigned") {
      const event = events.findLast((e) => e.event === "demo_booking.reassigned" && e.created_at <= a.at);
      entries.push({
        kind: "booking",
        key,
        at: a.at,
        who: person(a.actor_id),
        event: "reassigned",
        slotStart: event?.slot_start ?? "",
        presenter: nameOf(detail.presenter),
        reason: null,
      });
    } else if (!auditShownElsewhere.has(a.action)) {
      const who = a.actor_id
        ? person(a.actor_id)
        : a.action === "visitor_email_corrected"
          ? visitor
          : { kind: "system" as const };
      const words = Object.fromEntries(Object.entries(detail).map(([k, v]) => [k, printable(String(v ?? ""))]));
      entries.push({ kind: "audit", key, at: a.at, who, action: a.action, words });
    }
  }

  return entries.sort((a, b) => (a.at === b.at ? rank[b.kind] - rank[a.kind] : a.at < b.at ? 1 : -1)).slice(0, limit);
}
