import "../support/quiet-logs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, sql, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inboxPage } from "~/console/lead/leads.server";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { migrationProvider } from "~/db/migrations";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { createPostgresDatabase } from "../support/test-databases";

// Migration 0022 (ADR 058) on databases as they are found: SQLite with leads stored before it;
// PostgreSQL where pg_trgm may not be created, or lives in a schema of its own.

const now = new Date().toISOString();
const old = (id: string, firstName: string, leadId: string | null = null) => ({
  id,
  created_at: now,
  first_name: firstName,
  last_name: "Old",
  email: `${id}@old.example`,
  phone: null,
  institution: "Old College",
  size: null,
  message: null,
  marketing_consent: 0,
  privacy_notice_version: "2025-01",
  consented_at: now,
  source: "demo",
  lead_id: leadId,
});

describe("migration 0022 on a SQLite database from before it", () => {
  const dir = mkdtempSync(join(tmpdir(), "ilimi-search-migration-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("indexes the leads stored before it (not the requests that joined one), and undoes cleanly", async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(join(dir, "old.sqlite")) }) });
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("0021_inbox_sort_index")).error).toBeUndefined();
    await db
      .insertInto("demo_requests")
      .values([old("a", "Obiageli"), old("b", "Tamunoibi"), old("c", "Obiageli Again", "a")])
      .execute();
    // To 0022 itself: 0033 later splits "c" (another address, no phone) into a lead of its own.
    expect((await migrator.migrateTo("0022_lead_search_index")).error).toBeUndefined();
    const matches = async (q: string) =>
      (
        await sql<{
          request_id: string;
        }>`select d.request_id from lead_search_docs d where d.doc in (select rowid from lead_search where lead_search match ${q}) order by 1`.execute(
          db,
        )
      ).rows.map((r) => r.request_id);
    expect(await matches('"obiageli"')).toEqual(["a"]);
    expect(await matches('"tamuno"')).toEqual(["b"]);
    // Kept in step from then on.
    await db.insertInto("demo_requests").values(old("d", "Ebikabowei")).execute();
    expect(await matches('"kabowei"')).toEqual(["d"]);
    expect((await migrator.migrateTo("0021_inbox_sort_index")).error).toBeUndefined();
    const left = await sql<{ name: string }>`select name from sqlite_master where name like 'lead_search%'`.execute(db);
    expect(left.rows).toEqual([]);
    await db.insertInto("demo_requests").values(old("e", "After")).execute();
    await db.destroy();
  });
});

const adminUrl = process.env.TEST_DATABASE_URL || undefined;

async function admin(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)("migration 0022 on PostgreSQL databases made elsewhere", () => {
  const request = (firstName: string) => ({
    firstName,
    lastName: "Balogun",
    email: `${firstName.toLowerCase()}@school.example`,
    phone: null,
    institution: "Unity College",
    size: "small" as const,
    message: null,
    marketingConsent: false,
    privacyNoticeVersion: "2025-01",
    source: "demo" as const,
  });

  async function migrateAndSearch(url: string): Promise<string[]> {
    configureLeads({ appSecret: "a".repeat(40) });
    const dir = mkdtempSync(join(tmpdir(), "ilimi-search-pg-"));
    try {
      await initDatabase({ databaseUrl: url, dataDir: dir });
      await saveDemoRequest(getDb(), request("Temitope"));
      await saveDemoRequest(getDb(), request("Olamide"));
      return (await inboxPage(getDb(), { q: "TEMITOPE bal" }, "nobody", null)).rows.map((r) => r.email);
    } finally {
      await closeDatabase();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("migrates where pg_trgm may not be created, and the search reads every lead instead", async () => {
    const made = await createPostgresDatabase(adminUrl!, "ilimi_no_trgm", { empty: true });
    try {
      // As on a managed database that does not offer the extension to this role.
      await admin(
        made.url,
        "revoke create on database " + new URL(made.url).pathname.slice(1) + " from current_user, public",
      );
      expect(await migrateAndSearch(made.url)).toEqual(["temitope@school.example"]);
      expect((await admin(made.url, "select extname from pg_extension where extname = 'pg_trgm'")).rows).toEqual([]);
      expect(
        (await admin(made.url, "select indexname from pg_indexes where indexname = 'lead_search_trgm'")).rows,
      ).toEqual([]);
    } finally {
      await made.drop();
    }
  });

  it("uses pg_trgm from the schema it was installed in", async () => {
    const made = await createPostgresDatabase(adminUrl!, "ilimi_trgm_elsewhere", { empty: true });
    try {
      await admin(made.url, "create schema extensions; create extension pg_trgm with schema extensions");
      expect(await migrateAndSearch(made.url)).toEqual(["temitope@school.example"]);
      const index = await admin(made.url, "select indexdef from pg_indexes where indexname = 'lead_search_trgm'");
      expect(index.rows[0]?.indexdef).toContain("extensions.gin_trgm_ops");
    } finally {
      await made.drop();
    }
  });
});
