import type { Kysely, Selectable } from "kysely";
import { exportCopy } from "~/content/sales-console-export";
import type { Database } from "~/db/schema.server";
import { exactTime } from "~/lib/team-clock";
import { personName } from "~/console/people";

// The leads export (issue #27 item 7; issue #45 item 1, ADR 095): one row per request, every
// request of every lead in the filter (the lead's own and those that joined it), so a colleague's
// address, institution and booking are never missing; each row names its lead by a link to its
// page, and carries the lead's notes, owner and next step and its own booking. Headers and values
// are the team's words (app/content/sales-console-export.ts), times in the team's zone, named.

const h = exportCopy.headers;
type Request = Selectable<Database["demo_requests"]>;
type Extras = { leadUrl: string; owner: string; notes: string; booking?: Booking };
type Booking = { slot_start: string; status: string; presenter: string };

const columns: [string, (r: Request, x: Extras, zone: string) => unknown][] = [
  [h.lead, (_, x) => x.leadUrl],
  [h.request, (r) => (r.lead_id ? exportCopy.requestKinds.joined : exportCopy.requestKinds.lead)],
  [h.asked, (r, _, zone) => exactTime(r.created_at, zone)],
  [h.firstName, (r) => r.first_name],
  [h.lastName, (r) => r.last_name],
  [h.email, (r) => r.email],
  [h.phone, (r) => r.phone],
  [h.institution, (r) => r.institution],
  [h.size, (r) => (r.size ? (exportCopy.sizes[r.size] ?? r.size) : "")],
  [h.message, (r) => r.message],
  [h.marketingConsent, (r) => (r.marketing_consent === 1 ? exportCopy.yes : exportCopy.no)],
  [h.privacyNotice, (r) => r.privacy_notice_version],
  [h.consentedAt, (r, _, zone) => exactTime(r.consented_at, zone)],
  [h.source, (r) => exportCopy.sources[r.source] ?? r.source],
  [h.language, (r) => exportCopy.languages[r.language] ?? r.language],
  [h.status, (r) => exportCopy.statuses[r.status] ?? r.status],
  [h.lostReason, (r) => r.lost_reason],
  [h.owner, (_, x) => x.owner],
  [h.bookingTime, (_, x, zone) => (x.booking ? exactTime(x.booking.slot_start, zone) : "")],
  [h.bookingStatus, (_, x) => (x.booking ? (exportCopy.bookingStatuses[x.booking.status] ?? x.booking.status) : "")],
  [h.presenter, (_, x) => x.booking?.presenter ?? ""],
  [h.nextStepDue, (r) => r.next_step_due],
  [h.nextStepNote, (r) => r.next_step_note],
  [h.notes, (_, x) => x.notes],
  [h.utmSource, (r) => r.utm_source],
  [h.utmMedium, (r) => r.utm_medium],
  [h.utmCampaign, (r) => r.utm_campaign],
  [h.utmTerm, (r) => r.utm_term],
  [h.utmContent, (r) => r.utm_content],
  [h.referrer, (r) => r.referrer],
];

export const exportHeader = columns.map(([name]) => name);

async function inChunks<T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < ids.length; i += 500) all.push(...(await read(ids.slice(i, i + 500))));
  return all;
}

/**
 * The export's rows for these leads, in their order, each lead followed by the requests that
 * joined it (oldest first). A joined request's status, owner and next step are its lead's: the
 * lead is what the team works, the request what the person sent.
 */
export async function exportRows(
  db: Kysely<Database>,
  leads: Request[],
  { siteUrl, zone }: { siteUrl: string; zone: string },
): Promise<string[][]> {
  const leadIds = leads.map((l) => l.id);
  const users = new Map(
    (await db.selectFrom("users").select(["id", "email", "name"]).execute()).map((u) => [u.id, personName(u)]),
  );
  const joined = await inChunks(leadIds, (chunk) =>
    db
      .selectFrom("demo_requests")
      .selectAll()
      .where("lead_id", "in", chunk)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  );
  const requestIds = [...leadIds, ...joined.map((r) => r.id)];
  const bookings = new Map(
    (
      await inChunks(requestIds, (chunk) =>
        db
          .selectFrom("bookings")
          .select(["demo_request_id", "slot_start", "status", "presenter_id"])
          .where("demo_request_id", "in", chunk)
          .execute(),
      )
    ).map((b) => [
      b.demo_request_id,
      {
        slot_start: b.slot_start,
        status: b.status,
        presenter: b.presenter_id ? (users.get(b.presenter_id) ?? "") : "",
      },
    ]),
  );
  const notes = new Map<string, string[]>();
  for (const note of await inChunks(leadIds, (chunk) =>
    db.selectFrom("lead_notes").selectAll().where("lead_id", "in", chunk).orderBy("created_at").orderBy("id").execute(),
  ))
    notes.set(note.lead_id, [
      ...(notes.get(note.lead_id) ?? []),
      exportCopy.note(exactTime(note.created_at, zone), users.get(note.author_id) ?? "", note.body),
    ]);
  const joinedOf = new Map<string, Request[]>();
  for (const request of joined) joinedOf.set(request.lead_id!, [...(joinedOf.get(request.lead_id!) ?? []), request]);
  const base = siteUrl.replace(/\/+$/, "");
  return leads.flatMap((lead) => {
    const extras: Extras = {
      leadUrl: `${base}/sales/leads/${lead.id}`,
      owner: lead.owner_id ? (users.get(lead.owner_id) ?? "") : "",
      notes: (notes.get(lead.id) ?? []).join("\n\n"),
    };
    return [lead, ...(joinedOf.get(lead.id) ?? [])].map((request) => {
      // The lead's work on every row of it; the request's own answers and booking.
      const row = {
        ...request,
        status: lead.status,
        lost_reason: lead.lost_reason,
        next_step_due: lead.next_step_due,
        next_step_note: lead.next_step_note,
      };
      const own = { ...extras, booking: bookings.get(request.id) };
      return columns.map(([, value]) => {
        const v = value(row, own, zone);
        return v === null || v === undefined ? "" : String(v);
      });
    });
  });
}
