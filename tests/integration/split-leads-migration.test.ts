import "../support/quiet-logs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationProvider } from "~/db/migrations";
import type { Database } from "~/db/schema.server";
import { createPostgresDatabase } from "../support/test-databases";

// Migration 0033 (issue #45 item 1, ADR 095) on a copy of a database as ADR 052's join left it:
// three colleagues of one school joined on its switchboard number, one of them booked, notes and
// audit entries on the lead, and a lead a person merged in by hand. The split gives each colleague
// her lead back and loses no request, note, booking or audit entry.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute)).toISOString();

type Ask = { id: string; first: string; last: string; email: string; phone: string | null; minute: number };
const asks: Ask[] = [
  { id: "ngozi", first: "Ngozi", last: "Adeyemi", email: "ngozi@bright.example", phone: "+2348035550142", minute: 0 },
  { id: "bola", first: "Bola", last: "Okafor", email: "bola@bright.example", phone: "+2348035550142", minute: 1 },
  { id: "chioma", first: "Chioma", last: "Eze", email: "chioma@bright.example", phone: "+2348035550142", minute: 2 },
  // Ngozi again from her own phone's spelling of her name, and Chioma again with her address.
  {
    id: "ngozi-2",
    first: "ngozi ",
    last: "ADÉYEMI",
    email: "n.adeyemi@home.example",
    phone: "+2348035550142",
    minute: 3,
  },
  { id: "chioma-2", first: "Chioma", last: "Eze", email: "Chioma@Bright.example", phone: null, minute: 4 },
  // Stored apart (another address, no phone) and merged into Ngozi's lead by a person.
  { id: "merged", first: "N.", last: "Adeyemi-Work", email: "office@bright.example", phone: null, minute: 5 },
];

/** ADR 052's join, as it ran before this change: the same address, else the same phone alone. */
function oldJoin(rows: Ask[]): Map<string, string | null> {
  const leadOf = new Map<string, string | null>();
  rows.forEach((row, i) => {
    const earlier = rows.slice(0, i);
    const match =
      earlier.find((e) => e.email.toLowerCase() === row.email.toLowerCase()) ??
      earlier.find((e) => row.phone && e.phone === row.phone);
    leadOf.set(row.id, match ? (leadOf.get(match.id) ?? match.id) : null);
  });
  return leadOf;
}

async function storeJoinedLeads(db: Kysely<Database>): Promise<void> {
  const leadOf = oldJoin(asks.slice(0, 5));
  leadOf.set("merged", "ngozi");
  await db
    .insertInto("demo_requests")
    .values(
      asks.map((a) => ({
        id: a.id,
        created_at: at(a.minute),
        first_name: a.first,
        last_name: a.last,
        email: a.email,
        email_normalized: a.email.toLowerCase(),
        phone: a.phone,
        phone_e164: a.phone,
        institution: "Bright Future Academy",
        size: "small",
        message: `Message of ${a.id}`,
        marketing_consent: 0,
        privacy_notice_version: "2025-01",
        consented_at: at(a.minute),
        source: "demo",
        lead_id: leadOf.get(a.id) ?? null,
        status: a.id === "ngozi" ? "demo_booked" : "new",
        owner_id: a.id === "ngozi" ? "sam" : null,
      })),
    )
    .execute();
  // Chioma booked a demo; her booking moved the lead she was joined to.
  await db
    .insertInto("bookings")
    .values({
      id: "booking-chioma",
      demo_request_id: "chioma",
      slot_start: at(60),
      slot_end: at(90),
      status: "confirmed",
      sequence: 0,
      created_at: at(2),
      updated_at: at(2),
      cancelled_at: null,
      language: "en",
      presenter_id: null,
      lead_status_before: "new",
    })
    .execute();
  const entry = (id: string, action: string, subject: string, detail: object, minute: number) => ({
    id,
    at: at(minute),
    actor_id: action === "lead_status_changed" ? null : "sam",
    action,
    subject_type: "lead",
    subject_id: subject,
    detail: JSON.stringify(detail),
  });
  await db
    .insertInto("audit_log")
    .values([
      entry(
        "a-booked",
        "lead_status_changed",
        "ngozi",
        { from: "new", to: "demo_booked", cause: "booking", booking: "booking-chioma" },
        2,
      ),
      entry("a-note", "lead_note_added", "ngozi", {}, 6),
      entry("a-merged", "lead_merged", "ngozi", { merged: "merged" }, 7),
      entry("a-corrected", "visitor_email_corrected", "chioma", {}, 8),
    ])
    .execute();
  await db
    .insertInto("lead_notes")
    .values({ id: "note-1", lead_id: "ngozi", author_id: "sam", created_at: at(6), body: "Called the school" })
    .execute();
}

async function splitsIntoPeople(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo("0029_visit_clients")).error).toBeUndefined();
  await storeJoinedLeads(db);
  const count = async (table: "demo_requests" | "lead_notes" | "bookings" | "audit_log") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = {
    requests: await count("demo_requests"),
    notes: await count("lead_notes"),
    bookings: await count("bookings"),
    audit: await count("audit_log"),
  };
  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  const rows = await db
    .selectFrom("demo_requests")
    .select(["id", "lead_id", "status", "owner_id", "message"])
    .execute();
  const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
  expect(Object.fromEntries(rows.map((r) => [r.id, r.lead_id]))).toEqual({
    ngozi: null,
    bola: null,
    chioma: null,
    "ngozi-2": "ngozi",
    "chioma-2": "chioma",
    merged: "ngozi",
  });
  // Every request keeps its own answers; the booking stays on Chioma's request, and its status with her.
  expect(rows.every((r) => r.message === `Message of ${r.id}`)).toBe(true);
  expect(byId.chioma).toMatchObject({ status: "demo_booked", owner_id: "sam" });
  expect(byId.ngozi).toMatchObject({ status: "new", owner_id: "sam" });
  expect(byId.bola).toMatchObject({ status: "new", owner_id: "sam" });
  expect(await db.selectFrom("bookings").select(["id", "demo_request_id"]).execute()).toEqual([
    { id: "booking-chioma", demo_request_id: "chioma" },
  ]);
  expect(await db.selectFrom("lead_notes").select(["id", "lead_id"]).execute()).toEqual([
    { id: "note-1", lead_id: "ngozi" },
  ]);
  const audit = await db.selectFrom("audit_log").select(["id", "action", "subject_id", "detail"]).execute();
  expect(audit.find((e) => e.id === "a-booked")?.subject_id).toBe("chioma");
  expect(audit.find((e) => e.id === "a-corrected")?.subject_id).toBe("chioma");
  expect(audit.find((e) => e.id === "a-note")?.subject_id).toBe("ngozi");
  const splits = audit.filter((e) => e.action === "lead_split");
  expect(splits.map((e) => [e.subject_id, JSON.parse(e.detail!)]).sort()).toEqual([
    ["bola", { from: "ngozi", requests: 1 }],
    ["chioma", { from: "ngozi", requests: 2 }],
  ]);
  // Nothing lost: the same rows, and one audit entry more per lead split off.
  expect({
    requests: await count("demo_requests"),
    notes: await count("lead_notes"),
    bookings: await count("bookings"),
    audit: await count("audit_log"),
  }).toEqual({ ...before, audit: before.audit + 2 });
}

describe("migration 0033 on a SQLite database with leads joined on a phone alone", () => {
  const dir = mkdtempSync(join(tmpdir(), "ilimi-split-migration-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives each colleague her own lead back, losing no request, note, booking or audit entry", async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(join(dir, "joined.sqlite")) }),
    });
    try {
      await splitsIntoPeople(db);
    } finally {
      await db.destroy();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!adminUrl)("migration 0033 on a PostgreSQL database with leads joined on a phone alone", () => {
  it("gives each colleague her own lead back, losing no request, note, booking or audit entry", async () => {
    const made = await createPostgresDatabase(adminUrl!, "ilimi_split", { empty: true });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: made.url, max: 2 }) }),
    });
    try {
      await splitsIntoPeople(db);
    } finally {
      await db.destroy();
      await made.drop();
    }
  });
});
