import "../support/quiet-logs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxPage } from "~/console/lead/leads.server";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { migrationProvider } from "~/db/migrations";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// Issue #27 item 3 on both databases: a number is stored as typed and in E.164, and the inbox
// finds the lead by any spelling of it; migration 0016 gives leads stored before it the same.

const request = (email: string, phone: string | null, institution = "Unity Model College") => ({
  firstName: "Chiamaka",
  lastName: "Eze",
  email,
  phone,
  institution,
  size: "small" as const,
  message: null,
  marketingConsent: false,
  privacyNoticeVersion: "2025-01",
  source: "demo" as const,
});

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`search by any spelling of a phone on ${database.name}`, () => {
    beforeAll(async () => {
      configureLeads({ appSecret: "a".repeat(40) });
      await initDatabase(database.create());
      await saveDemoRequest(getDb(), request("typed-local@school.example", "0803 555 0142"));
      await saveDemoRequest(getDb(), request("other@school.example", "+234 701 234 5678", "Federal Polytechnic"));
      await saveDemoRequest(getDb(), request("nonumber@school.example", "call the office"));
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("keeps what the visitor typed, and the number in E.164 beside it", async () => {
      const row = await getDb()
        .selectFrom("demo_requests")
        .select(["phone", "phone_e164"])
        .where("email", "=", "typed-local@school.example")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ phone: "0803 555 0142", phone_e164: "+2348035550142" });
      const none = await getDb()
        .selectFrom("demo_requests")
        .select(["phone", "phone_e164"])
        .where("email", "=", "nonumber@school.example")
        .executeTakeFirstOrThrow();
      expect(none).toEqual({ phone: "call the office", phone_e164: null });
    });

    it("finds the same lead however the sales person writes the number", async () => {
      for (const q of ["0803 555 0142", "+234 803 555 0142", "2348035550142", "08035550142"]) {
        const { rows } = await inboxPage(getDb(), { q }, "nobody", null);
        expect(
          rows.map((r) => r.email),
          q,
        ).toEqual(["typed-local@school.example"]);
      }
      expect((await inboxPage(getDb(), { q: "0701 234 5678" }, "nobody", null)).rows.map((r) => r.email)).toEqual([
        "other@school.example",
      ]);
      expect((await inboxPage(getDb(), { q: "0809 999 9999" }, "nobody", null)).rows).toEqual([]);
    });

    it("still finds leads by name, e-mail and institution", async () => {
      expect((await inboxPage(getDb(), { q: "polytechnic" }, "nobody", null)).rows.map((r) => r.email)).toEqual([
        "other@school.example",
      ]);
      expect((await inboxPage(getDb(), { q: "nonumber@" }, "nobody", null)).rows.map((r) => r.email)).toEqual([
        "nonumber@school.example",
      ]);
      expect((await inboxPage(getDb(), { q: "chiamaka" }, "nobody", null)).rows).toHaveLength(3);
    });
  });
}

describe("migration 0016 on a database from before it", () => {
  const dir = mkdtempSync(join(tmpdir(), "ilimi-phone-migration-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("backfills the E.164 number of every stored lead, and undoes cleanly", async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(join(dir, "old.sqlite")) }) });
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("0013_meeting_links")).error).toBeUndefined();
    const now = new Date().toISOString();
    const old = (id: string, phone: string | null) => ({
      id,
      created_at: now,
      first_name: "Ada",
      last_name: "Old",
      email: `${id}@old.example`,
      phone,
      institution: "Old College",
      size: null,
      message: null,
      marketing_consent: 0,
      privacy_notice_version: "2025-01",
      consented_at: now,
      source: "demo",
    });
    await db
      .insertInto("demo_requests")
      .values([old("a", "2348035550142"), old("b", "+234 (0) 803 555 0142"), old("c", null), old("d", "not a number")])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom("demo_requests").select(["id", "phone_e164"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "a", phone_e164: "+2348035550142" },
      { id: "b", phone_e164: "+2348035550142" },
      { id: "c", phone_e164: null },
      { id: "d", phone_e164: null },
    ]);
    expect((await migrator.migrateTo("0013_meeting_links")).error).toBeUndefined();
    await db.destroy();
  });
});
