import type { Database } from "~/db/schema.server";
import { sql, type Expression, type SqlBool, type Kysely } from "kysely";
import { decodeSortCursor, encodeSortCursor } from "~/console/cursor.server";
import type { InboxSort } from "./sort";
import { leadStatuses } from "~/leads/status";
import { personName } from "~/console/people";

// The inbox in any order with keyset pagination (issue #27 item 2, ADR 048). An order is a list of
// segments read one after the other: one per status in the funnel's order, one per owner by name,
// "with a date" then "without" for the booking and the next step. Inside a segment rows go by the
// sort value (when the segment has one), then newest received, then id: every segment is one query
// an index answers (status, owner and received time are indexed with created_at, id; migration
// 0021 does the next step's date), and rows without a value come last in either direction.

/* eslint-disable @typescript-eslint/no-explicit-any -- the filtered base query is built by leads.server.ts and typed loosely there */
type Query = any;

type Segment = {
  id: string;
  restrict: (query: Query) => Query;
  /** The sort value inside the segment (selected as sort_key); none: received time only. */
  key?: Expression<string | null>;
};

const bookedAt = sql<string | null>`b.booked_at`;
const dueDate = sql<string | null>`next_step_due`;

async function segmentsFor(db: Kysely<Database>, sort: InboxSort): Promise<Segment[]> {
  const ascending = sort.dir === "asc";
  const ordered = <T>(list: T[]) => (ascending ? list : [...list].reverse());
  switch (sort.key) {
    case "received":
      return [{ id: "all", restrict: (q) => q }];
    case "status": {
      const known = ordered([...leadStatuses]).map((s) => ({
        id: s,
        restrict: (q: Query) => q.where("status", "=", s),
      }));
      return [...known, { id: "other", restrict: (q) => q.where("status", "not in", [...leadStatuses]) }];
    }
    case "owner": {
      // All accounts, disabled ones too: a lead keeps the owner it had.
      const users = await db.selectFrom("users").select(["id", "name", "email"]).execute();
      const byName = users
        .map((u) => ({ id: u.id, name: personName(u).toLocaleLowerCase("en") }))
        .sort((a, b) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));
      const ids = users.map((u) => u.id);
      const owned = ordered(byName).map((u) => ({ id: u.id, restrict: (q: Query) => q.where("owner_id", "=", u.id) }));
      const gone: Segment = {
        id: "gone",
        restrict: (q) =>
          ids.length
            ? q.where("owner_id", "is not", null).where("owner_id", "not in", ids)
            : q.where("owner_id", "is not", null),
      };
      return [...owned, gone, { id: "none", restrict: (q) => q.where("owner_id", "is", null) }];
    }
    case "booking":
      return [
        {
          id: "set",
          // A derived table with names of its own: the filters' unqualified columns stay unambiguous.
          restrict: (q) =>
            q.innerJoin(
              (eb: any) =>
                eb.selectFrom("bookings").select(["demo_request_id as booked_lead", "slot_start as booked_at"]).as("b"),
              (join: any) => join.onRef("b.booked_lead", "=", "demo_requests.id"),
            ),
          key: bookedAt,
        },
        {
          id: "unset",
          restrict: (q) =>
            q.where(
              sql<SqlBool>`not exists (select 1 from bookings where bookings.demo_request_id = demo_requests.id)`,
            ),
        },
      ];
    case "due":
      return [
        { id: "set", restrict: (q) => q.where("next_step_due", "is not", null), key: dueDate },
        { id: "unset", restrict: (q) => q.where("next_step_due", "is", null) },
      ];
  }
}

type SortedRow<T> = T & { sort_key?: string | null };

/**
 * One page of `limit` rows of `base()` in `sort`'s order, strictly after the cursor `after`.
 * `base` is the filtered query (a fresh one per call); `columns` what each row carries.
 */
export async function sortedPage<T extends { id: string; created_at: string }>(
  db: Kysely<Database>,
  base: () => Query,
  columns: string[],
  sort: InboxSort,
  after: string | null,
  limit: number,
): Promise<{ rows: T[]; next?: string }> {
  const order = `${sort.key}:${sort.dir}`;
  const segments = await segmentsFor(db, sort);
  const decoded = decodeSortCursor(after, order);
  const at = decoded ? segments.findIndex((s) => s.id === decoded.segment) : -1;
  // A cursor naming a part the order no longer has (an account removed) starts from the top.
  const resume = at >= 0 && Boolean(segments[at]!.key) === (decoded!.key !== null) ? decoded : undefined;
  const start = resume ? at : 0;
  // Ties on the sort value go newest first; the received order itself goes the way it was asked.
  const tie = sort.key === "received" ? sort.dir : "desc";
  const past = tie === "desc" ? "<" : ">";
  const found: (SortedRow<T> & { segment: string })[] = [];
  for (let i = start; i < segments.length && found.length <= limit; i++) {
    const segment = segments[i]!;
    let query = segment.restrict(base()).select(columns);
    if (segment.key) query = query.select(sql`${segment.key}`.as("sort_key"));
    if (i === start && resume) {
      const { at, id, key } = resume;
      query = query.where((eb: any) => {
        const afterTie = eb.or([eb("created_at", past, at), eb.and([eb("created_at", "=", at), eb("id", past, id)])]);
        if (!segment.key) return afterTie;
        return eb.or([
          eb(segment.key, sort.dir === "asc" ? ">" : "<", key),
          eb.and([eb(segment.key, "=", key), afterTie]),
        ]);
      });
    }
    if (segment.key) query = query.orderBy(segment.key, sort.dir);
    const rows: SortedRow<T>[] = await query
      .orderBy("created_at", tie)
      .orderBy("id", tie)
      .limit(limit + 1 - found.length)
      .execute();
    for (const row of rows) found.push({ ...row, segment: segment.id });
  }
  const page = found.slice(0, limit);
  const last = page.at(-1);
  const next =
    found.length > limit && last
      ? encodeSortCursor({ order, segment: last.segment, key: last.sort_key ?? null, at: last.created_at, id: last.id })
      : undefined;
  return { rows: page.map(({ segment: _segment, sort_key: _key, ...row }) => row as unknown as T), next };
}
