import "../support/quiet-logs";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookingCommand, type BookingOutcome } from "~/booking/store/commands.server";
import { closeDatabase, initDatabase, getDb } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// No double booking: 20 visitors press "Book" on the same slot (capacity 2, the default) at once.
// On PostgreSQL the 20 go through two separate connection pools, as two server instances would,
// so the seats are fought over in the database, not in one process's queue. Fixed clock.
const monday = () => new Date("2026-11-30T07:00:00.000Z");
const slot = "2026-12-02T10:00:00.000Z";

async function requests(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const saved = await saveDemoRequest(getDb(), {
      firstName: "Visitor",
      lastName: String(i),
      email: `v${i}.${Math.random().toString(36).slice(2)}@school.example`,
      phone: null,
      institution: "Race College",
      size: null,
      message: null,
      marketingConsent: false,
      privacyNoticeVersion: "2026-11-23",
      source: "demo",
    });
    ids.push(saved.id);
  }
  return ids;
}

function secondInstance(options: { databaseUrl?: string; pgSchema?: string }): Kysely<Database> | null {
  if (!options.databaseUrl) return null;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    options: `-c search_path=${options.pgSchema}`,
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`slot capacity on ${database.name}`, () => {
    let db: Kysely<Database>;
    let other: Kysely<Database> | null;

    beforeAll(async () => {
      // Stored only: this suite is about seats, not deliveries.
      configureLeads({ webhookUrl: undefined, webhookSecret: undefined, smtpUrl: undefined, salesEmail: undefined });
      const options = database.create();
      db = await initDatabase(options);
      other = secondInstance(options);
    });
    afterAll(async () => {
      await other?.destroy();
      await closeDatabase();
      await database.cleanup();
    });

    it("20 visitors booking the last seats at once: exactly 2 get the slot, 18 are told it is taken", async () => {
      const ids = await requests(20);
      const outcomes: BookingOutcome[] = await Promise.all(
        ids.map((requestId, i) =>
          runBookingCommand(other && i % 2 ? other : db, { kind: "book", requestId, slotStart: slot }, { now: monday }),
        ),
      );
      const statuses = outcomes.map((o) => o.status);
      expect(statuses.filter((s) => s === "booked")).toHaveLength(2);
      expect(statuses.filter((s) => s === "taken")).toHaveLength(18);
      const seats = await db.selectFrom("booking_slot_seats").selectAll().where("slot_start", "=", slot).execute();
      expect(seats.map((s) => Number(s.seat)).sort()).toEqual([1, 2]);
      // A refused attempt leaves nothing behind.
      expect(await db.selectFrom("bookings").select("id").where("demo_request_id", "in", ids).execute()).toHaveLength(
        2,
      );
    });

    it("a cancelled seat is free again, and a reschedule into a full slot keeps the old time", async () => {
      const [a, b, c] = await requests(3);
      const at = "2026-12-03T10:00:00.000Z";
      const first = await runBookingCommand(db, { kind: "book", requestId: a!, slotStart: at }, { now: monday });
      const second = await runBookingCommand(db, { kind: "book", requestId: b!, slotStart: at }, { now: monday });
      const third = await runBookingCommand(
        db,
        { kind: "book", requestId: c!, slotStart: "2026-12-03T11:00:00.000Z" },
        { now: monday },
      );
      expect([first.status, second.status, third.status]).toEqual(["booked", "booked", "booked"]);
      const thirdId = "booking" in third ? third.booking.id : "";
      expect(
        (await runBookingCommand(db, { kind: "reschedule", bookingId: thirdId, slotStart: at }, { now: monday }))
          .status,
      ).toBe("taken");
      expect(
        (await db.selectFrom("bookings").select("slot_start").where("id", "=", thirdId).executeTakeFirstOrThrow())
          .slot_start,
      ).toBe("2026-12-03T11:00:00.000Z");
      expect(
        (
          await runBookingCommand(
            db,
            { kind: "cancel", bookingId: "booking" in first ? first.booking.id : "" },
            { now: monday },
          )
        ).status,
      ).toBe("cancelled");
      expect(
        (await runBookingCommand(db, { kind: "reschedule", bookingId: thirdId, slotStart: at }, { now: monday }))
          .status,
      ).toBe("rescheduled");
      expect(
        await db
          .selectFrom("booking_slot_seats")
          .select("slot_start")
          .where("slot_start", "=", "2026-12-03T11:00:00.000Z")
          .execute(),
      ).toEqual([]);
    });

    it("a second booking for the same request says there already is one", async () => {
      const [a] = await requests(1);
      expect(
        (
          await runBookingCommand(
            db,
            { kind: "book", requestId: a!, slotStart: "2026-12-04T10:00:00.000Z" },
            { now: monday },
          )
        ).status,
      ).toBe("booked");
      expect(
        (
          await runBookingCommand(
            db,
            { kind: "book", requestId: a!, slotStart: "2026-12-04T11:00:00.000Z" },
            { now: monday },
          )
        ).status,
      ).toBe("alreadyBooked");
      expect(
        (
          await runBookingCommand(
            db,
            { kind: "book", requestId: "00000000-0000-0000-0000-000000000000", slotStart: "2026-12-04T11:00:00.000Z" },
            { now: monday },
          )
        ).status,
      ).toBe("noRequest");
    });

    it("a slot outside the hours, in the past or inside the notice is refused and nothing is stored", async () => {
      const [a] = await requests(1);
      for (const [slotStart, problem] of [
        ["2026-12-04T17:30:00.000Z", "outsideHours"],
        ["2026-11-27T10:00:00.000Z", "past"],
        ["2026-11-30T09:00:00.000Z", "notice"],
        ["2026-12-25T10:00:00.000Z", "closed"],
        [null, "invalid"],
      ] as const) {
        expect(await runBookingCommand(db, { kind: "book", requestId: a!, slotStart }, { now: monday })).toEqual({
          status: "unavailable",
          problem,
        });
      }
      expect(await db.selectFrom("bookings").select("id").where("demo_request_id", "=", a!).execute()).toEqual([]);
    });
  });
}
