import "../support/quiet-logs";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeAvailabilityOverride } from "~/booking/availability.server";
import { runBookingCommand, type BookingOutcome, type BookingStoreOptions } from "~/booking/store/commands.server";
import { lockSlot, repairSeats, retryOnLockConflict } from "~/booking/store/seats.server";
import { closeDatabase, initDatabase, getDb } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { bookingProblems } from "../support/booking-invariants";
import { testDatabases } from "../support/test-databases";

// Issue #23: one booking changed twice at once (two reschedules, or a cancel and a reschedule), by
// two instances over one PostgreSQL (two pools, each with its own commit batcher, as two servers
// have), or by one instance on SQLite. Afterwards no seat is held outside its booking's slot or by
// a cancelled booking, each booking's events have strictly increasing SEQUENCEs in the order they
// happened, none says "rescheduled" after "cancelled", and later visitors get the freed seats.
// Capacity 1, so a seat left behind turns the next visitor away. Fixed clock.

const monday = () => new Date("2026-11-30T07:00:00.000Z");
const slots = [
  "2026-12-01",
  "2026-12-02",
  "2026-12-03",
  "2026-12-04",
  "2026-12-07",
  "2026-12-08",
  "2026-12-09",
  "2026-12-10",
].flatMap((day) => ["08", "09", "10", "11", "12", "13", "14", "15", "16"].map((hour) => `${day}T${hour}:00:00.000Z`));
const rounds = 8;

async function request(): Promise<string> {
  const saved = await saveDemoRequest(getDb(), {
    firstName: "Visitor",
    lastName: "Race",
    email: `r.${Math.random().toString(36).slice(2)}@school.example`,
    phone: null,
    institution: "Race College",
    size: null,
    message: null,
    marketingConsent: false,
    privacyNoticeVersion: "2026-11-23",
    source: "demo",
  });
  return saved.id;
}

function bookingId(outcome: BookingOutcome): string {
  if (!("booking" in outcome)) throw new Error(`not booked: ${outcome.status}`);
  return outcome.booking.id;
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`one booking changed twice at once on ${database.name}`, () => {
    // Two instances on PostgreSQL; on SQLite one (a single writer), sending both changes at once.
    const instances: { db: Kysely<Database>; options: BookingStoreOptions }[] = [];
    let db: Kysely<Database>;
    let next = 0;
    const freshSlot = () => slots[next++]!;
    const run = (instance: number, command: Parameters<typeof runBookingCommand>[1]) => {
      const { db: on, options } = instances[instance % instances.length]!;
      return runBookingCommand(on, command, { ...options, now: monday });
    };

    beforeAll(async () => {
      configureLeads({ webhookUrl: undefined, webhookSecret: undefined, smtpUrl: undefined, salesEmail: undefined });
      const options = database.create();
      db = await initDatabase(options);
      await storeAvailabilityOverride(db, { capacity: 1 });
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

    /** A later visitor books each slot: all must be free again (capacity 1). */
    async function laterVisitorsBook(free: string[]): Promise<string[]> {
      const outcomes = await Promise.all(
        free.map(async (slotStart, i) => run(i, { kind: "book", requestId: await request(), slotStart })),
      );
      return outcomes.map((o) => o.status);
    }

    it(`two reschedules of one booking at once, ${rounds} rounds: the booking ends in one slot holding one seat, the other slots are free`, async () => {
      for (let round = 0; round < rounds; round++) {
        const [from, first, second] = [freshSlot(), freshSlot(), freshSlot()];
        const id = bookingId(await run(0, { kind: "book", requestId: await request(), slotStart: from }));
        const outcomes = await Promise.all([
          run(0, { kind: "reschedule", bookingId: id, slotStart: first }),
          run(1, { kind: "reschedule", bookingId: id, slotStart: second }),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual(["rescheduled", "rescheduled"]);
        const { slot_start: now } = await db
          .selectFrom("bookings")
          .select("slot_start")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect([first, second]).toContain(now);
        expect(await bookingProblems(db, 1)).toEqual([]);
        expect(await laterVisitorsBook([from, first, second].filter((s) => s !== now))).toEqual(["booked", "booked"]);
      }
    });

    it(`a cancel and a reschedule of one booking at once, ${rounds} rounds: cancelled, no seat left, no move announced after the cancellation`, async () => {
      for (let round = 0; round < rounds; round++) {
        const [from, to] = [freshSlot(), freshSlot()];
        const id = bookingId(await run(0, { kind: "book", requestId: await request(), slotStart: from }));
        // Alternate which instance cancels, so both orders of arrival are tried.
        const [cancelled, moved] = await Promise.all([
          run(round, { kind: "cancel", bookingId: id }),
          run(round + 1, { kind: "reschedule", bookingId: id, slotStart: to }),
        ]);
        expect(cancelled.status).toBe("cancelled");
        expect(["rescheduled", "alreadyCancelled"]).toContain(moved.status);
        expect(
          (await db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status,
        ).toBe("cancelled");
        expect(await db.selectFrom("booking_slot_seats").select("seat").where("booking_id", "=", id).execute()).toEqual(
          [],
        );
        expect(await bookingProblems(db, 1)).toEqual([]);
        expect(await laterVisitorsBook([from, to])).toEqual(["booked", "booked"]);
      }
    });

    it("many bookings changed at once by two instances in opposite orders: every change is answered, none fails, all stay consistent", async () => {
      // Each instance's batch locks several bookings and slots; in opposite orders, PostgreSQL may
      // abort one batch as a deadlock, and it must be run again, not fail its visitors.
      const ids: string[] = [];
      for (let i = 0; i < 6; i++)
        ids.push(bookingId(await run(0, { kind: "book", requestId: await request(), slotStart: freshSlot() })));
      const targets = ids.map(() => [freshSlot(), freshSlot()] as const);
      const forward = ids.map((id, i) => run(0, { kind: "reschedule", bookingId: id, slotStart: targets[i]![0] }));
      const backward = [...ids]
        .reverse()
        .map((id, j) => run(1, { kind: "reschedule", bookingId: id, slotStart: targets[ids.length - 1 - j]![1] }));
      const outcomes = await Promise.all([...forward, ...backward]);
      expect(outcomes.map((o) => o.status)).toEqual(outcomes.map(() => "rescheduled"));
      expect(await bookingProblems(db, 1)).toEqual([]);
    });

    it.skipIf(database.name !== "PostgreSQL")(
      "a transaction PostgreSQL aborts as a deadlock is run again, not reported as a failure",
      async () => {
        // Two transactions take two slot locks in opposite orders: a real deadlock, one is aborted (40P01).
        const [x, y] = [freshSlot(), freshSlot()];
        let bothHoldOne: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (bothHoldOne = resolve));
        let holding = 0;
        let runs = 0;
        const cross = (on: Kysely<Database>, first: string, second: string) =>
          retryOnLockConflict(() =>
            on.transaction().execute(async (trx) => {
              runs++;
              await lockSlot(trx, "postgres", first);
              if (++holding === 2) bothHoldOne();
              await held;
              await lockSlot(trx, "postgres", second);
              return "done";
            }),
          );
        expect(await Promise.all([cross(instances[0]!.db, x, y), cross(instances[1]!.db, y, x)])).toEqual([
          "done",
          "done",
        ]);
        expect(runs).toBe(3);
      },
    );

    it("a cancelled booking cannot be moved or cancelled again, and nothing more is recorded", async () => {
      const [from, to] = [freshSlot(), freshSlot()];
      const id = bookingId(await run(0, { kind: "book", requestId: await request(), slotStart: from }));
      expect((await run(1, { kind: "cancel", bookingId: id })).status).toBe("cancelled");
      expect((await run(0, { kind: "reschedule", bookingId: id, slotStart: to })).status).toBe("alreadyCancelled");
      expect((await run(1, { kind: "cancel", bookingId: id })).status).toBe("alreadyCancelled");
      expect(
        (
          await db
            .selectFrom("booking_events")
            .select("event")
            .where("booking_id", "=", id)
            .orderBy("sequence")
            .execute()
        ).map((e) => e.event),
      ).toEqual(["demo_booking.created", "demo_booking.cancelled"]);
      expect(
        await db.selectFrom("booking_slot_seats").select("seat").where("slot_start", "in", [from, to]).execute(),
      ).toEqual([]);
    });

    it("capacity lowered below the seats once taken: a new booking is told the slot is taken and nothing is stored; the booking above it stays", async () => {
      await storeAvailabilityOverride(db, { capacity: 2 });
      const slot = freshSlot();
      const [a, b, c] = [await request(), await request(), await request()];
      const first = bookingId(await run(0, { kind: "book", requestId: a, slotStart: slot }));
      bookingId(await run(1, { kind: "book", requestId: b, slotStart: slot }));
      expect((await run(0, { kind: "cancel", bookingId: first })).status).toBe("cancelled");
      await storeAvailabilityOverride(db, { capacity: 1 });
      // Seat 1 is free again, but the slot holds as many as its capacity now allows.
      expect((await run(1, { kind: "book", requestId: c, slotStart: slot })).status).toBe("taken");
      expect(await db.selectFrom("bookings").select("id").where("demo_request_id", "=", c).execute()).toEqual([]);
      expect(
        await db.selectFrom("booking_slot_seats").select("booking_id").where("slot_start", "=", slot).execute(),
      ).toHaveLength(1);
      // Nor can anyone move in, and ten at once into a fresh capacity-1 slot give it to one.
      const other = bookingId(await run(0, { kind: "book", requestId: await request(), slotStart: freshSlot() }));
      expect((await run(1, { kind: "reschedule", bookingId: other, slotStart: slot })).status).toBe("taken");
      const fresh = freshSlot();
      const many = await Promise.all(
        Array.from({ length: 10 }, async (_, i) =>
          run(i, { kind: "book", requestId: await request(), slotStart: fresh }),
        ),
      );
      expect(many.filter((o) => o.status === "booked")).toHaveLength(1);
      expect(await bookingProblems(db, 1)).toEqual([]);
    });

    it("the repair step frees seats held outside their booking's slot or by a cancelled booking, and a second seat of one booking, and says where", async () => {
      const [kept, ghost, cancelledIn, extra] = [freshSlot(), freshSlot(), freshSlot(), freshSlot()];
      const confirmed = bookingId(await run(0, { kind: "book", requestId: await request(), slotStart: kept }));
      const cancelled = bookingId(await run(0, { kind: "book", requestId: await request(), slotStart: cancelledIn }));
      await run(1, { kind: "cancel", bookingId: cancelled });
      const twice = bookingId(await run(0, { kind: "book", requestId: await request(), slotStart: extra }));
      await db
        .insertInto("booking_slot_seats")
        .values([
          { slot_start: ghost, seat: 1, booking_id: confirmed },
          { slot_start: cancelledIn, seat: 1, booking_id: cancelled },
          { slot_start: extra, seat: 2, booking_id: twice },
        ])
        .execute();
      expect(await bookingProblems(db)).toHaveLength(3);
      expect(await repairSeats(db)).toEqual(
        [ghost, cancelledIn, extra].sort().map((slotStart) => ({ slotStart, seats: 1 })),
      );
      expect(await bookingProblems(db, 1)).toEqual([]);
      expect(
        await db
          .selectFrom("booking_slot_seats")
          .select("seat")
          .where("booking_id", "in", [confirmed, twice])
          .execute(),
      ).toHaveLength(2);
      expect(await repairSeats(db)).toEqual([]);
    });
  });
}
