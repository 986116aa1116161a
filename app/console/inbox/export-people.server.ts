import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { personName } from "~/console/people";

// What the leads export says beside each lead (issue #27, item 7): its owner by name, and its
// booking's time, state and presenter, so the file reads without the console open.

export async function leadExtras(db: Kysely<Database>): Promise<{
  owners: Map<string, string>;
  bookings: Map<string, { slot_start: string; status: string; presenter: string }>;
}> {
  const owners = new Map(
    (await db.selectFrom("users").select(["id", "email", "name"]).execute()).map((u) => [u.id, personName(u)]),
  );
  const rows = await db
    .selectFrom("bookings")
    .select(["demo_request_id", "slot_start", "status", "presenter_id"])
    .execute();
  const bookings = new Map(
    rows.map((b) => [
      b.demo_request_id,
      {
        slot_start: b.slot_start,
        status: b.status,
        presenter: b.presenter_id ? (owners.get(b.presenter_id) ?? "") : "",
      },
    ]),
  );
  return { owners, bookings };
}
