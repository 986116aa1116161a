import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { erasePerson } from "~/console/lead/erasure.server";
import { initDatabase } from "~/db/connection.server";
import { saveDemoRequest } from "~/leads/store.server";
import { sqliteStoreForSuite } from "../support/sqlite-store";

// Erasure (NDPA 2023 s.34) on the embedded store: deleting a row in SQLite only marks its space
// free, and the person's name and address stay readable in the file until the page is reused. With
// secure_delete the freed space is overwritten. The file itself, after the WAL is written back, is
// read byte for byte for the person.

describe("erasing a person on SQLite", () => {
  const store = sqliteStoreForSuite();

  it("leaves none of their words in the database file", async () => {
    const db = await initDatabase();
    const email = `zainab.erasable.${randomUUID().slice(0, 8)}@school.example.org`;
    const message = `Please call Zainab Quarshie-${randomUUID().slice(0, 8)} about fees`;
    const { id } = await saveDemoRequest(db, {
      firstName: "Zainab",
      lastName: "Quarshie",
      email,
      phone: "0803 555 0199",
      institution: "Erasable Academy",
      size: "small",
      message,
      marketingConsent: false,
      privacyNoticeVersion: "2026-11-26",
      source: "demo",
    });
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const file = () => readFileSync(store.file);
    // The control: before erasure the file holds them (else the scan below proves nothing).
    expect(file().includes(email)).toBe(true);

    await erasePerson(db, id, randomUUID());
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const bytes = file();
    expect(bytes.includes(email)).toBe(false);
    expect(bytes.includes(message)).toBe(false);
    expect(bytes.includes("Erasable Academy")).toBe(false);
  });
});
