import "../support/quiet-logs";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeAvailabilityOverride } from "~/booking/availability.server";
import type { AvailabilityOverride } from "~/booking/availability-config";
import { pickerDays } from "~/booking/store/pages.server";
import { runBookingCommand, type BookingCommand, type BookingStoreOptions } from "~/booking/store/commands.server";
import { closeDatabase, getDb, initDatabase, type DatabaseOptions } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import { runUsersCli } from "../../scripts/commands";
import { saveDemoRequest } from "~/leads/store.server";
import { bookingProblems, overlapProblems } from "../support/booking-invariants";
import { testDatabases } from "../support/test-databases";

// Finding 4 of the security review (ADR 078): seats are keyed by a slot's start, so once the slot
// grid changed (30 to 60 minutes, or opening 15 minutes later) a new 10:00-11:00 slot was offered
// and confirmed over a demo at 10:30-11:00 of the only presenter, or of a capacity of one. Real
// SQLite file and real PostgreSQL, there with the second booking made by a second instance (its
// own pool and commit batcher). Fixed clock: Monday 30 November 2026, 08:00 WAT; times below are
// UTC, WAT is UTC+1.

const monday = () => new Date("2026-11-30T07:00:00.000Z");

async function request(): Promise<string> {
  const saved = await saveDemoRequest(getDb(), {
    firstName: "Visitor",
    lastName: "Overlapping",
    email: `o.${Math.random().toString(36).slice(2)}@school.example`,
    phone: null,
    institution: "Grid College",
    size: null,
    message: null,
    marketingConsent: false,
    privacyNoticeVersion: "2026-11-23",
    source: "demo",
  });
  return saved.id;
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`a changed slot grid on ${database.name}`, () => {
    const instances: { db: Kysely<Database>; options: BookingStoreOptions }[] = [];
    let options: Partial<DatabaseOptions>;
    let db: Kysely<Database>;
    const run = (command: BookingCommand, instance = 0) =>
      runBookingCommand(instances[instance % instances.length]!.db, command, {
        ...instances[instance % instances.length]!.options,
        now: monday,
      });
    const grid = (override: AvailabilityOverride) => storeAvailabilityOverride(db, override);
    const offered = async (date: string) =>
      (await pickerDays(db, monday(), "en")).find((d) => d.date === date)?.slots.map((s) => s.start) ?? [];
    const booked = async (slotStart: string, instance = 0) => {
      const outcome = await run({ kind: "book", requestId: await request(), slotStart }, instance);
      if (outcome.status !== "booked") throw new Error(`not booked at ${slotStart}: ${outcome.status}`);
      return outcome.booking;
    };

    beforeAll(async () => {
      configureLeads({ webhookUrl: undefined, webhookSecret: undefined, smtpUrl: undefined, salesEmail: undefined });
      options = database.create();
      db = await initDatabase(options);
      instances.push({ db, options: {} });
      if (options.databaseUrl) {
        const pool = new pg.Pool({
          connectionString: options.databaseUrl,
          max: 10,
          options: `-c search_path=${options.pgSchema}`,
        });
        instances.push({
          db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
          options: { dialect: "postgres" },
        });
      }
    });
    afterAll(async () => {
      for (const instance of instances.slice(1)) await instance.db.destroy();
      await closeDatabase();
      await database.cleanup();
    });

    // Nobody presents yet: the configured capacity's seats (ADR 015), here one.
    it("capacity of one: after 30-minute slots become 60, 10:00-11:00 over a 10:30 demo is neither offered nor booked, nor moved to", async () => {
      await grid({ slotMinutes: 30, capacity: 1 });
      await booked("2026-12-01T09:30:00.000Z");
      await grid({ slotMinutes: 60, capacity: 1 });
      const times = await offered("2026-12-01");
      expect(times).not.toContain("2026-12-01T09:00:00.000Z");
      // The next hour only touches the demo (it ends at 11:00): still offered.
      expect(times).toContain("2026-12-01T10:00:00.000Z");
      expect(
        (await run({ kind: "book", requestId: await request(), slotStart: "2026-12-01T09:00:00.000Z" }, 1)).status,
      ).toBe("taken");
      const other = await booked("2026-12-01T13:00:00.000Z", 1);
      expect(
        (await run({ kind: "reschedule", bookingId: other.id, slotStart: "2026-12-01T09:00:00.000Z" })).status,
      ).toBe("taken");
      expect(await overlapProblems(db, 1)).toEqual([]);
      expect(await bookingProblems(db)).toEqual([]);
    });

    it("capacity of one: after opening 15 minutes later, the two new times over a 10:30 demo are refused", async () => {
      await grid({ slotMinutes: 30, capacity: 1 });
      await booked("2026-12-02T09:30:00.000Z");
      await grid({ slotMinutes: 30, capacity: 1, opensAt: "09:15" });
      const times = await offered("2026-12-02");
      expect(times).not.toContain("2026-12-02T09:15:00.000Z");
      expect(times).not.toContain("2026-12-02T09:45:00.000Z");
      expect(times).toContain("2026-12-02T10:15:00.000Z");
      for (const slotStart of ["2026-12-02T09:15:00.000Z", "2026-12-02T09:45:00.000Z"])
        expect((await run({ kind: "book", requestId: await request(), slotStart }, 1)).status).toBe("taken");
      expect(await overlapProblems(db, 1)).toEqual([]);
    });

    it("capacity of two counts the demos running at one moment, not the seats of one start", async () => {
      await grid({ slotMinutes: 30, capacity: 2 });
      // 10:00-10:30 and 10:30-11:00: never two at once, so a 60-minute 10:00 still has room for one.
      await booked("2026-12-03T09:00:00.000Z");
      await booked("2026-12-03T09:30:00.000Z");
      // Two at 10:30-11:00 on the 4th: a 60-minute 10:00 would make three at once.
      await booked("2026-12-04T09:30:00.000Z");
      await booked("2026-12-04T09:30:00.000Z");
      await grid({ slotMinutes: 60, capacity: 2 });
      expect(await offered("2026-12-03")).toContain("2026-12-03T09:00:00.000Z");
      await booked("2026-12-03T09:00:00.000Z", 1);
      expect(await offered("2026-12-04")).not.toContain("2026-12-04T09:00:00.000Z");
      expect(
        (await run({ kind: "book", requestId: await request(), slotStart: "2026-12-04T09:00:00.000Z" }, 1)).status,
      ).toBe("taken");
      expect(await overlapProblems(db, 2)).toEqual([]);
    });

    describe("with one presenter", () => {
      beforeAll(async () => {
        let text = "";
        const argv = ["create", "--email", "ada@ilimi.example", "--role", "sales", "--name", "Ada Obi", "--presenter"];
        expect(await runUsersCli([...argv, "--languages", "en"], { write: (t) => (text += t) }, options)).toBe(0);
        db = await initDatabase(options);
        instances[0]!.db = db;
      });

      it("after 30-minute slots become 60, 10:00-11:00 over the presenter's 10:30 demo is neither offered nor booked, nor moved to", async () => {
        await grid({ slotMinutes: 30 });
        const first = await booked("2026-12-07T09:30:00.000Z");
        expect(first.presenter_id).not.toBeNull();
        await grid({ slotMinutes: 60 });
        const times = await offered("2026-12-07");
        expect(times).not.toContain("2026-12-07T09:00:00.000Z");
        expect(times).toContain("2026-12-07T10:00:00.000Z");
        expect(
          (await run({ kind: "book", requestId: await request(), slotStart: "2026-12-07T09:00:00.000Z" }, 1)).status,
        ).toBe("taken");
        const other = await booked("2026-12-07T13:00:00.000Z", 1);
        expect(
          (await run({ kind: "reschedule", bookingId: other.id, slotStart: "2026-12-07T09:00:00.000Z" })).status,
        ).toBe("taken");
        expect(await overlapProblems(db)).toEqual([]);
        // The demo itself may move onto the new grid: its own 10:30-11:00 does not stand in its way.
        expect(
          (await run({ kind: "reschedule", bookingId: first.id, slotStart: "2026-12-07T09:00:00.000Z" }, 1)).status,
        ).toBe("rescheduled");
        expect(await overlapProblems(db)).toEqual([]);
      });

      it("with a second presenter, the new 10:00-11:00 goes to them, and an admin cannot give it to the one holding 10:30", async () => {
        let text = "";
        const argv = [
          "create",
          "--email",
          "bola@ilimi.example",
          "--role",
          "admin",
          "--name",
          "Bola Ade",
          "--presenter",
        ];
        expect(await runUsersCli([...argv, "--languages", "en"], { write: (t) => (text += t) }, options)).toBe(0);
        db = await initDatabase(options);
        instances[0]!.db = db;
        await grid({ slotMinutes: 30 });
        const ada = (await booked("2026-12-09T09:30:00.000Z")).presenter_id!;
        await grid({ slotMinutes: 60 });
        const hour = await booked("2026-12-09T09:00:00.000Z", 1);
        expect(hour.presenter_id).not.toBe(ada);
        expect((await run({ kind: "reassign", bookingId: hour.id, presenterId: ada })).status).toBe("taken");
        expect(await overlapProblems(db)).toEqual([]);
      });
    });
  });
}
