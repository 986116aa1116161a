import "../support/quiet-logs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookingCommand } from "~/booking/store/commands.server";
import { closeDatabase, initDatabase, getDb } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { runLeadsCli } from "../../scripts/commands";
import { saveDemoRequest } from "~/leads/store.server";

// The sales team reads bookings on the command line: `bookings` by slot, and `list` with each
// lead's booking. A real SQLite file; fixed clock for the bookings.

const dir = mkdtempSync(join(tmpdir(), "ilimi-booking-cli-"));
const database = { dataDir: dir, databaseUrl: undefined };
const monday = () => new Date("2026-11-30T07:00:00.000Z");

async function run(...argv: string[]): Promise<{ code: number; text: string }> {
  let text = "";
  const code = await runLeadsCli(argv, { write: (t) => (text += t) }, database);
  return { code, text };
}

describe("bookings on the leads command line", () => {
  beforeAll(async () => {
    configureLeads({ webhookUrl: undefined, webhookSecret: undefined, smtpUrl: undefined, salesEmail: undefined });
    const db = await initDatabase(database);
    const lead = (firstName: string, institution: string) =>
      saveDemoRequest(getDb(), {
        firstName,
        lastName: "Okoro",
        email: `${firstName.toLowerCase()}@school.example`,
        phone: null,
        institution,
        size: null,
        message: null,
        marketingConsent: false,
        privacyNoticeVersion: "2026-11-23",
        source: "demo",
      });
    const early = await lead("Ngozi", "=cmd|' /C calc'!A0 College");
    const late = await lead("Tunde", "Lagos Business School");
    await lead("Halima", "No Booking Academy");
    await runBookingCommand(
      db,
      { kind: "book", requestId: early.id, slotStart: "2026-12-01T09:00:00.000Z" },
      { now: monday },
    );
    await runBookingCommand(
      db,
      { kind: "book", requestId: late.id, slotStart: "2026-12-08T14:30:00.000Z" },
      { now: monday },
    );
    await closeDatabase();
  });
  afterAll(async () => {
    await closeDatabase();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists bookings by slot in WAT, and only those in the range asked for", async () => {
    const all = await run("bookings");
    expect(all.code).toBe(0);
    expect(all.text).toMatch(/Tue, 1 Dec 2026 10:00 WAT\s+confirmed\s+Ngozi Okoro/);
    expect(all.text.indexOf("Ngozi")).toBeLessThan(all.text.indexOf("Tunde"));
    const december8 = await run("bookings", "--from", "2026-12-08", "--to", "2026-12-09", "--format", "json");
    expect(
      JSON.parse(december8.text).map((b: { first_name: string; slot_wat: string }) => [b.first_name, b.slot_wat]),
    ).toEqual([["Tunde", "Tue, 8 Dec 2026 15:30 WAT"]]);
  });

  it("exports bookings as CSV with formula cells defused", async () => {
    const csv = await run("bookings", "--format", "csv");
    expect(csv.text.startsWith('\uFEFF"id","status","slot_wat"')).toBe(true);
    expect(csv.text).toContain(`"'=cmd|' /C calc'!A0 College"`);
  });

  it("shows each lead's booking in the list, and none for a lead who did not book", async () => {
    const list = await run("list");
    expect(list.text).toMatch(/Booking/);
    expect(list.text).toMatch(/Tunde Okoro.*Tue, 8 Dec 2026 15:30 WAT/);
    expect(list.text).not.toMatch(/Halima Okoro.*WAT/);
  });

  it("refuses a range that ends before it starts, or a date it cannot read, naming the option", async () => {
    await expect(run("bookings", "--from", "2026-12-09", "--to", "2026-12-08")).rejects.toThrow(
      "--from must be before --to",
    );
    await expect(run("bookings", "--from", "yesterday")).rejects.toThrow('--from: "yesterday" is not a date');
    await expect(run("bookings", "--from", "2026-12-01", "--to", "2026-13-45")).rejects.toThrow(
      '--to: "2026-13-45" is not a date',
    );
  });

  it("repair-seats frees the seats a lost update left behind, says which slots by time and count only, and then finds nothing", async () => {
    const db = await initDatabase(database);
    const [ngozi, tunde] = await db.selectFrom("bookings").select(["id", "slot_start"]).orderBy("slot_start").execute();
    // As issue #23 found them: a seat in a slot the booking is not in, and one held by a cancelled booking.
    await db
      .insertInto("booking_slot_seats")
      .values({ slot_start: "2026-12-02T09:00:00.000Z", seat: 1, booking_id: ngozi!.id })
      .execute();
    await runBookingCommand(db, { kind: "cancel", bookingId: tunde!.id }, { now: monday });
    await db
      .insertInto("booking_slot_seats")
      .values({ slot_start: tunde!.slot_start, seat: 1, booking_id: tunde!.id })
      .execute();
    await closeDatabase();

    const repaired = await run("repair-seats");
    expect(repaired.code).toBe(0);
    expect(repaired.text).toContain("Freed 2 seat(s) in 2 slot(s)");
    expect(repaired.text).toMatch(/Wed, 2 Dec 2026 10:00 WAT\s+\(2026-12-02T09:00:00.000Z\)\s+1 seat/);
    expect(repaired.text).toMatch(/Tue, 8 Dec 2026 15:30 WAT/);
    expect(repaired.text).not.toMatch(/Ngozi|Tunde|Okoro|school\.example/);
    const after = await initDatabase(database);
    expect(await after.selectFrom("booking_slot_seats").select(["slot_start", "booking_id"]).execute()).toEqual([
      { slot_start: ngozi!.slot_start, booking_id: ngozi!.id },
    ]);
    await closeDatabase();
    expect((await run("repair-seats")).text).toContain("nothing to free");
  });
});
