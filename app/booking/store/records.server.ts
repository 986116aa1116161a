import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { toCsv } from "~/leads/export.server";
import { parseSince } from "~/leads/records.server";
import { timeIn, WAT } from "~/booking/time-zones";

// The sales team's view of bookings (npm run leads -- bookings, and the Booking column of list).

export type BookingRecord = {
  id: string;
  demo_request_id: string;
  status: string;
  slot_start: string;
  slot_end: string;
  slot_wat: string;
  sequence: number;
  first_name: string;
  last_name: string;
  email: string;
  institution: string;
  /** The edition it was booked in: its e-mails and invitation were in this language. */
  language: string;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
};

/** "Tue, 1 Dec 2026 10:00 WAT": short enough for a table cell, unambiguous for a person in Abuja. */
export function watLabel(start: string): string {
  const instant = new Date(start);
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone: WAT,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(instant);
  return `${day} ${timeIn(instant, WAT)} WAT`;
}

/** --from/--to: dates as the CLI reads them (UTC midnight for a bare date). */
export function parseRange(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  const range = { from: parseSince(from, "--from"), to: parseSince(to, "--to") };
  if (range.from && range.to && range.from > range.to) throw new Error("--from must be before --to");
  return range;
}

export async function listBookings(
  db: Kysely<Database>,
  range: { from?: string; to?: string } = {},
): Promise<BookingRecord[]> {
  let query = db
    .selectFrom("bookings")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .select([
      "bookings.id",
      "bookings.demo_request_id",
      "bookings.status",
      "bookings.slot_start",
      "bookings.slot_end",
      "bookings.sequence",
      "bookings.language",
      "bookings.created_at",
      "bookings.updated_at",
      "bookings.cancelled_at",
    ])
    .select(["demo_requests.first_name", "demo_requests.last_name", "demo_requests.email", "demo_requests.institution"])
    .orderBy("bookings.slot_start")
    .orderBy("bookings.id");
  if (range.from) query = query.where("bookings.slot_start", ">=", range.from);
  if (range.to) query = query.where("bookings.slot_start", "<", range.to);
  return (await query.execute()).map((row) => ({
    ...row,
    sequence: Number(row.sequence),
    slot_wat: watLabel(row.slot_start),
  }));
}

/** Each request's booking, for the list of demo requests: "Tue, 1 Dec 2026 10:00 WAT" or "cancelled". */
export async function bookingLabels(db: Kysely<Database>, requestIds: string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for (let i = 0; i < requestIds.length; i += 500) {
    const rows = await db
      .selectFrom("bookings")
      .select(["demo_request_id", "status", "slot_start"])
      .where("demo_request_id", "in", requestIds.slice(i, i + 500))
      .execute();
    for (const row of rows)
      labels.set(row.demo_request_id, row.status === "cancelled" ? "cancelled" : watLabel(row.slot_start));
  }
  return labels;
}

const columns = [
  "id",
  "status",
  "slot_wat",
  "slot_start",
  "slot_end",
  "first_name",
  "last_name",
  "email",
  "institution",
  "language",
  "sequence",
  "demo_request_id",
  "created_at",
  "updated_at",
  "cancelled_at",
] as const;

export function exportBookings(rows: BookingRecord[], format: "csv" | "json"): string {
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  return toCsv(
    [...columns],
    rows.map((r) => columns.map((c) => r[c])),
  );
}
