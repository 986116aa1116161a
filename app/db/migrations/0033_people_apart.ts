import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

// Issue #45 item 1 (ADR 095), two parts.
//
// 1. team_settings: what an admin decides in the console and the database keeps (one row a
//    setting, its value as text, who changed it when). The first is which roles may export leads.
//
// 2. A request joined a lead on the phone number alone (ADR 052), so three
// colleagues giving their school's switchboard number became one lead named after the first. From
// now on a request joins on the same address, or the same phone and the same name; this splits the
// leads joined before back into their people, by that rule, losing nothing:
// - each lead's requests are read oldest first; a request joins the earliest one before it that is
//   the same person (address, or phone and name), else it starts a lead of its own (lead_id null,
//   and the later requests of that person point at it);
// - a request a person merged into the lead (a `lead_merged` entry names it) stays: that was
//   decided by someone who knew;
// - requests keep their rows, so answers, consent, bookings, reminders and deliveries go with them;
//   notes and next steps were written on the lead, and stay on it;
// - a status move a split request's booking made on the lead (an audit entry naming the booking)
//   goes with the booking: the entry's subject becomes the new lead, which takes the status the
//   booking gave, and the lead it left goes back to where it was before the move, if still there;
// - the new lead keeps the lead's owner (someone is answerable for it), and one `lead_split`
//   audit entry (no actor: the migration did it) names the lead it came from.
// The name comparison is copied from app/leads/lead-join.server.ts, not imported: a shipped
// migration must not change when the join's code does.

function nameKey(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

type Row = {
  id: string;
  created_at: string;
  lead_id: string | null;
  first_name: string;
  last_name: string;
  email_normalized: string | null;
  phone_e164: string | null;
  status: string;
  owner_id: string | null;
};

const samePerson = (a: Row, b: Row) =>
  (a.email_normalized !== null && a.email_normalized === b.email_normalized) ||
  (a.phone_e164 !== null &&
    a.phone_e164 === b.phone_e164 &&
    nameKey(a.first_name, a.last_name) === nameKey(b.first_name, b.last_name));

/** Which of the lead's requests start a lead of their own, and which request each of the others follows. */
function clusters(lead: Row, requests: Row[], merged: Set<string>): Map<string, string> {
  const anchorOf = new Map<string, string>([[lead.id, lead.id]]);
  const seen: Row[] = [lead];
  for (const request of requests) {
    const earlier = merged.has(request.id) ? lead : seen.find((s) => samePerson(request, s));
    anchorOf.set(request.id, earlier ? anchorOf.get(earlier.id)! : request.id);
    seen.push(request);
  }
  return anchorOf;
}

type StatusMove = { id: string; subject_id: string; at: string; detail: string | null };
const detailOf = (move: StatusMove) => JSON.parse(move.detail ?? "{}") as Record<string, string>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function splitLead(db: Kysely<any>, lead: Row, requests: Row[], merged: Set<string>, at: string) {
  const anchorOf = clusters(lead, requests, merged);
  const anchors = [...new Set(anchorOf.values())].filter((a) => a !== lead.id);
  if (anchors.length === 0) return;
  const moves: StatusMove[] = await db
    .selectFrom("audit_log")
    .select(["id", "subject_id", "at", "detail"])
    .where("action", "=", "lead_status_changed")
    .where("subject_id", "=", lead.id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  const bookings: { id: string; demo_request_id: string }[] = await db
    .selectFrom("bookings")
    .select(["id", "demo_request_id"])
    .where(
      "demo_request_id",
      "in",
      requests.map((r) => r.id),
    )
    .execute();
  const leadOfBooking = new Map(bookings.map((b) => [b.id, anchorOf.get(b.demo_request_id)!]));
  const movedTo = (move: StatusMove) => leadOfBooking.get(detailOf(move).booking ?? "");
  for (const anchor of anchors) {
    const own = requests.filter((r) => anchorOf.get(r.id) === anchor);
    const lastMove = moves.filter((m) => movedTo(m) === anchor).at(-1);
    await db
      .updateTable("demo_requests")
      .set({
        lead_id: null,
        owner_id: lead.owner_id,
        last_activity_at: own.at(-1)!.created_at,
        ...(lastMove ? { status: detailOf(lastMove).to } : {}),
      })
      .where("id", "=", anchor)
      .execute();
    const followers = own.filter((r) => r.id !== anchor).map((r) => r.id);
    if (followers.length)
      await db.updateTable("demo_requests").set({ lead_id: anchor }).where("id", "in", followers).execute();
    for (const move of moves.filter((m) => movedTo(m) === anchor))
      await db.updateTable("audit_log").set({ subject_id: anchor }).where("id", "=", move.id).execute();
    await db
      .insertInto("audit_log")
      .values({
        id: randomUUID(),
        at,
        actor_id: null,
        action: "lead_split",
        subject_type: "lead",
        subject_id: anchor,
        detail: JSON.stringify({ from: lead.id, requests: own.length }),
      })
      .execute();
  }
  // The lead goes back past the moves that left with the split bookings, while it still sits where they put it.
  let status = lead.status;
  for (const move of [...moves].reverse()) {
    const d = detailOf(move);
    if (d.to !== status || !movedTo(move) || movedTo(move) === lead.id) break;
    status = d.from ?? status;
  }
  if (status !== lead.status) await db.updateTable("demo_requests").set({ status }).where("id", "=", lead.id).execute();
}

const columns = [
  "id",
  "created_at",
  "lead_id",
  "first_name",
  "last_name",
  "email_normalized",
  "phone_e164",
  "status",
  "owner_id",
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("team_settings")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  const at = new Date().toISOString();
  const mergedEntries: { detail: string | null }[] = await db
    .selectFrom("audit_log")
    .select("detail")
    .where("action", "=", "lead_merged")
    .execute();
  const merged = new Set(
    mergedEntries.flatMap((e) => [(JSON.parse(e.detail ?? "{}") as { merged?: string }).merged ?? ""]),
  );
  let after = "";
  for (;;) {
    const page: { lead_id: string }[] = await db
      .selectFrom("demo_requests")
      .select("lead_id")
      .distinct()
      .where("lead_id", "is not", null)
      .where("lead_id", ">", after)
      .orderBy("lead_id")
      .limit(200)
      .execute();
    if (page.length === 0) break;
    after = page.at(-1)!.lead_id;
    const ids = page.map((p) => p.lead_id);
    const leads: Row[] = await db.selectFrom("demo_requests").select(columns).where("id", "in", ids).execute();
    const requests: Row[] = await db
      .selectFrom("demo_requests")
      .select(columns)
      .where("lead_id", "in", ids)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    for (const lead of leads)
      await splitLead(
        db,
        lead,
        requests.filter((r) => r.lead_id === lead.id),
        merged,
        at,
      );
  }
}

// A split is not joined back: the people it found are separate, and a merge by a person rejoins
// two of them where that is right.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("team_settings").execute();
}
