import type { Kysely } from "kysely";
import type { BookingOutcomeName, BookingStatus, Database } from "~/db/schema.server";
import { personName } from "~/console/people";

// What an inbox row shows beside the lead itself (issue #27 item 2): its booking, and whether it
// arrived since the person's last visit.

export type RowBooking = {
  start: string;
  status: BookingStatus;
  outcome: BookingOutcomeName | null;
  presenter: string | null;
};

/** The booking of each lead on the page (one per lead: migration 0004), with its presenter by name. */
export async function bookingsOf(db: Kysely<Database>, leadIds: string[]): Promise<Record<string, RowBooking>> {
  if (leadIds.length === 0) return {};
  const rows = await db
    .selectFrom("bookings")
    .leftJoin("users", "users.id", "bookings.presenter_id")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .select([
      "bookings.demo_request_id",
      "demo_requests.lead_id",
      "bookings.slot_start",
      "bookings.status",
      "bookings.outcome",
      "bookings.created_at",
      "users.name",
      "users.email",
    ])
    // A lead's own booking, or one made on a request that joined it (ADR 052). The requests are
    // found first, on their own table, where both ids are indexed: an OR across the join would
    // read every booking (30 ms a page with 10,000 bookings on PostgreSQL; docs/benchmarks.md).
    .where("bookings.demo_request_id", "in", (eb) =>
      eb
        .selectFrom("demo_requests as request")
        .select("request.id")
        .where((inner) => inner.or([inner("request.id", "in", leadIds), inner("request.lead_id", "in", leadIds)])),
    )
    .execute();
  // Per lead, a confirmed booking first, then the newest.
  const rank = (row: (typeof rows)[number]) => `${row.status === "confirmed" ? 1 : 0}${row.created_at}`;
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const lead = row.lead_id ?? row.demo_request_id;
    const kept = best.get(lead);
    if (!kept || rank(row) > rank(kept)) best.set(lead, row);
  }
  return Object.fromEntries(
    [...best].map(([lead, row]) => [
      lead,
      {
        start: row.slot_start,
        status: row.status,
        outcome: row.outcome ?? null,
        presenter: row.email ? personName({ email: row.email, name: row.name }) : null,
      },
    ]),
  );
}

const previousKey = (userId: string) => `inbox_seen_before:${userId}`;
const isInstant = (value: string | null | undefined): value is string =>
  Boolean(value) && value!.length <= 40 && !Number.isNaN(Date.parse(value!));

/**
 * "New since your last visit" (ADR 048). Opening the inbox's first page unfiltered is a visit: it
 * stamps the time the page was asked for (taken before the page is read, so a lead arriving while
 * it loads is still new next time) and keeps the stamp it replaces, which the marks are measured
 * from. Every other view of the inbox (another page, an order, a filter) marks from that kept stamp,
 * or from the one its link carries (`since`): a second tab's visit does not unmark the leads the
 * first tab has not paged to yet. A first visit ever marks nothing.
 */
export async function visitMarks(
  db: Kysely<Database>,
  userId: string,
  options: { visit: boolean; carried: string | null; now: Date },
): Promise<string | null> {
  if (!options.visit) {
    if (isInstant(options.carried)) return new Date(options.carried).toISOString();
    const kept = await db
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", previousKey(userId))
      .executeTakeFirst();
    return isInstant(kept?.value) ? kept.value : null;
  }
  const stamp = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select("inbox_seen_at").where("id", "=", userId).executeTakeFirst();
    const previous = isInstant(user?.inbox_seen_at) ? user.inbox_seen_at : null;
    // Only forward: a slower request of an earlier visit never moves the stamp back.
    if (previous && previous >= stamp) return previous;
    await trx.updateTable("users").set({ inbox_seen_at: stamp }).where("id", "=", userId).execute();
    if (previous)
      await trx
        .insertInto("app_settings")
        .values({ key: previousKey(userId), value: previous })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: previous }))
        .execute();
    return previous;
  });
}
