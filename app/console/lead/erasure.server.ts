import type { Transaction, Kysely } from "kysely";
import { audit } from "~/audit/audit.server";
import { seatsFreed } from "~/booking/presenters/loads.server";
import type { Database } from "~/db/schema.server";
import { normalizeEmail } from "~/leads/store.server";
import { clearErasedSearches, erasedPeople } from "./erased-searches.server";

// Erasure on request (NDPA 2023 s.34, GDPR art. 17): the person's demo requests with their notes,
// bookings (with their events, held seats, reminders and the queued e-mails and reminders of them)
// and queued deliveries, and their newsletter row with its deliveries, and the search text naming them in
// saved inbox views (ADR 066). The booking rows are deleted explicitly rather than
// left to ON DELETE CASCADE, because SQLite enforces foreign keys only when the connection asks.
// The audit entry says what was erased and how much, never whose.

export type ErasureCounts = { leads: number; subscribers: number; deliveries: number; notes: number; bookings: number };

/** Deletes the bookings of these requests and everything hanging off them; returns how many bookings. */
async function eraseBookings(trx: Transaction<Database>, leadIds: string[], counts: ErasureCounts): Promise<void> {
  const bookingIds = (
    await trx.selectFrom("bookings").select("id").where("demo_request_id", "in", leadIds).execute()
  ).map((b) => b.id);
  if (bookingIds.length === 0) return;
  const eventIds = (
    await trx.selectFrom("booking_events").select("id").where("booking_id", "in", bookingIds).execute()
  ).map((e) => e.id);
  for (let i = 0; i < eventIds.length; i += 500) {
    counts.deliveries += Number(
      (
        await trx
          .deleteFrom("outbox")
          .where("record_id", "in", eventIds.slice(i, i + 500))
          .executeTakeFirst()
      ).numDeletedRows,
    );
  }
  await trx.deleteFrom("booking_events").where("booking_id", "in", bookingIds).execute();
  // A reminder's outbox job is keyed by the reminder, not the booking: without this it outlives
  // both, saying when the person was to be reminded and how (ADR 041).
  const reminders = trx.selectFrom("reminders").select("id").where("booking_id", "in", bookingIds);
  counts.deliveries += Number(
    (
      await trx
        .deleteFrom("outbox")
        .where("record_type", "=", "reminder")
        .where("record_id", "in", reminders)
        .executeTakeFirst()
    ).numDeletedRows,
  );
  await trx.deleteFrom("reminders").where("booking_id", "in", bookingIds).execute();
  await trx.deleteFrom("booking_slot_seats").where("booking_id", "in", bookingIds).execute();
  // The presenters' running counts lose these seats in the same commit (ADR 065).
  await seatsFreed(
    trx,
    await trx
      .deleteFrom("presenter_seats")
      .where("booking_id", "in", bookingIds)
      .returning(["presenter_id", "slot_start", "claimed_at"])
      .execute(),
  );
  counts.bookings += Number(
    (await trx.deleteFrom("bookings").where("id", "in", bookingIds).executeTakeFirst()).numDeletedRows,
  );
}

/** Deletes the records and everything hanging off them, inside `trx`. */
export async function eraseRecords(
  trx: Transaction<Database>,
  leadIds: string[],
  subscriberIds: string[],
): Promise<ErasureCounts> {
  const counts: ErasureCounts = { leads: 0, subscribers: 0, deliveries: 0, notes: 0, bookings: 0 };
  // Who they are, read before their rows go: a saved view's search may name them (ADR 066).
  const people = await erasedPeople(trx, leadIds, subscriberIds);
  const ids = [...leadIds, ...subscriberIds];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    counts.deliveries += Number(
      (await trx.deleteFrom("outbox").where("record_id", "in", chunk).executeTakeFirst()).numDeletedRows,
    );
  }
  for (let i = 0; i < leadIds.length; i += 500) {
    const chunk = leadIds.slice(i, i + 500);
    await eraseBookings(trx, chunk, counts);
    counts.notes += Number(
      (await trx.deleteFrom("lead_notes").where("lead_id", "in", chunk).executeTakeFirst()).numDeletedRows,
    );
    counts.leads += Number(
      (await trx.deleteFrom("demo_requests").where("id", "in", chunk).executeTakeFirst()).numDeletedRows,
    );
  }
  for (let i = 0; i < subscriberIds.length; i += 500) {
    counts.subscribers += Number(
      (
        await trx
          .deleteFrom("subscribers")
          .where("id", "in", subscriberIds.slice(i, i + 500))
          .executeTakeFirst()
      ).numDeletedRows,
    );
  }
  await clearErasedSearches(trx, people);
  return counts;
}

/**
 * Everything of one person (ADR 052): the lead with the requests that joined it or were merged into
 * it, every request from any of their addresses, and the leads of those, until nothing new is found.
 */
async function personRequests(
  trx: Transaction<Database>,
  leadId: string,
  email: string,
): Promise<{ requests: string[]; emails: string[] }> {
  const requests = new Set([leadId]);
  const emails = new Set([email]);
  for (let round = 0; round < 10; round++) {
    const ids = [...requests];
    const rows = await trx
      .selectFrom("demo_requests")
      .select(["id", "lead_id", "email_normalized"])
      .where((eb) =>
        eb.or([
          eb("id", "in", ids),
          eb("lead_id", "in", ids),
          eb("email_normalized", "in", [...emails]),
          eb((eb) => eb.fn("lower", ["email"]), "in", [...emails]),
        ]),
      )
      .execute();
    const before = requests.size + emails.size;
    for (const row of rows) {
      requests.add(row.id);
      if (row.lead_id) requests.add(row.lead_id);
      if (row.email_normalized) emails.add(row.email_normalized);
    }
    if (requests.size + emails.size === before) break;
  }
  return { requests: [...requests], emails: [...emails] };
}

/**
 * Erases the person behind one lead: every demo request of theirs (see personRequests), and the
 * newsletter rows of their addresses.
 */
export async function erasePerson(
  db: Kysely<Database>,
  leadId: string,
  actorId: string,
  now = new Date(),
): Promise<ErasureCounts | undefined> {
  const lead = await db.selectFrom("demo_requests").select(["email"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead) return undefined;
  return db.transaction().execute(async (trx) => {
    const { requests, emails } = await personRequests(trx, leadId, normalizeEmail(lead.email));
    const subscribers = await trx
      .selectFrom("subscribers")
      .select("id")
      .where("email_normalized", "in", emails)
      .execute();
    const counts = await eraseRecords(
      trx,
      [leadId, ...requests.filter((id) => id !== leadId)],
      subscribers.map((s) => s.id),
    );
    await audit(trx, { actorId, action: "lead_erased", subjectType: "lead", subjectId: leadId, detail: counts }, now);
    return counts;
  });
}
