import "../support/quiet-logs";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runUsersCli } from "../../scripts/commands";
import { runBookingCommand, type BookingCommand, type BookingStoreOptions } from "~/booking/store/commands.server";
import { presenterLoads } from "~/booking/presenters/loads.server";
import { FAIRNESS_WINDOW_DAYS } from "~/booking/presenters/profile";
import { repairSeats } from "~/booking/store/seats.server";
import { erasePerson } from "~/console/lead/erasure.server";
import { closeDatabase, initDatabase, type DatabaseOptions } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// ADR 065: the running count of each presenter's demos (presenter_loads) that fair round-robin
// reads instead of counting seats on every claim. After every kind of change (book, reschedule,
// cancel, reassign, erasure, the seat repair, time passing so seats leave the fairness window, a
// clock set back) and two instances booking at once on PostgreSQL, what a claim reads equals a
// recount from the seats, and every stored row equals the seats it says it counts.

const monday = new Date("2026-11-30T07:00:00.000Z");
const days = (n: number) => new Date(monday.getTime() + n * 86_400_000);

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`presenters' running counts on ${database.name}`, () => {
    const instances: { db: Kysely<Database>; options: BookingStoreOptions }[] = [];
    let options: Partial<DatabaseOptions>;
    let db: Kysely<Database>;
    let presenters: string[] = [];
    const run = async (command: BookingCommand, now = monday, instance = 0) => {
      const { db: on, options: extra } = instances[instance % instances.length]!;
      return runBookingCommand(on, command, { ...extra, now: () => now });
    };
    const booked = async (slotStart: string, now = monday, instance = 0) => {
      const requestId = await request();
      const outcome = await run({ kind: "book", requestId, slotStart }, now, instance);
      if (outcome.status !== "booked") throw new Error(`not booked at ${slotStart}: ${outcome.status}`);
      return { requestId, booking: outcome.booking };
    };
    const request = async () =>
      (
        await saveDemoRequest(db, {
          firstName: "Visitor",
          lastName: "Counted",
          email: `c.${Math.random().toString(36).slice(2)}@school.example`,
          phone: null,
          institution: "Counting College",
          size: null,
          message: null,
          marketingConsent: false,
          privacyNoticeVersion: "2026-11-23",
          source: "demo",
        })
      ).id;

    /** What the seats say, counted as every claim did before ADR 065. */
    async function recount(now: Date) {
      const since = new Date(now.getTime() - FAIRNESS_WINDOW_DAYS * 86_400_000).toISOString();
      const rows = await db
        .selectFrom("presenter_seats")
        .select(["presenter_id", sql<number | string>`count(*)`.as("demos"), sql<string>`max(claimed_at)`.as("last")])
        .where("slot_start", ">=", since)
        .groupBy("presenter_id")
        .execute();
      return new Map(
        presenters.map((id) => {
          const row = rows.find((r) => r.presenter_id === id);
          return [id, { demos: Number(row?.demos ?? 0), lastAssignedAt: row?.last ?? null }];
        }),
      );
    }

    /** Every stored row that claims to know its count, against the seats from its `counted_from` on. */
    async function rowsDisagreeing(): Promise<string[]> {
      const problems: string[] = [];
      for (const row of await db.selectFrom("presenter_loads").selectAll().execute()) {
        if (row.counted_from === null) continue;
        const seats = await db
          .selectFrom("presenter_seats")
          .select("claimed_at")
          .where("presenter_id", "=", row.presenter_id)
          .where("slot_start", ">=", row.counted_from)
          .execute();
        const last =
          seats
            .map((s) => s.claimed_at)
            .sort()
            .at(-1) ?? null;
        if (Number(row.demos) !== seats.length || row.last_claimed_at !== last)
          problems.push(
            `${row.presenter_id}: stored ${row.demos}/${row.last_claimed_at}, seats ${seats.length}/${last}`,
          );
      }
      return problems;
    }

    async function expectCountsRight(now: Date) {
      expect(await rowsDisagreeing()).toEqual([]);
      expect(await presenterLoads(db, presenters, now)).toEqual(await recount(now));
      expect(await rowsDisagreeing()).toEqual([]);
    }

    beforeAll(async () => {
      configureLeads({ webhookUrl: undefined, webhookSecret: undefined, smtpUrl: undefined, salesEmail: undefined });
      options = database.create();
      await initDatabase(options);
      for (const [email, name] of [
        ["ada@ilimi.example", "Ada Obi"],
        ["bola@ilimi.example", "Bola Ade"],
        ["chloe@ilimi.example", "Chloé Diallo"],
      ] as const) {
        const code = await runUsersCli(
          ["create", "--email", email, "--role", "admin", "--name", name, "--presenter", "--languages", "en"],
          { write: () => undefined },
          options,
        );
        expect(code).toBe(0);
      }
      db = await initDatabase(options);
      presenters = (await db.selectFrom("users").select("id").orderBy("id").execute()).map((u) => u.id);
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

    it("after bookings, a reschedule, a cancel, a reassignment, an erasure and the repair, each presenter's count equals the recount", async () => {
      const made = [];
      for (const slot of ["2026-12-01T09:00:00.000Z", "2026-12-01T10:00:00.000Z", "2026-12-02T09:00:00.000Z"])
        for (let i = 0; i < 3; i++) made.push(await booked(slot));
      await expectCountsRight(monday);

      const moved = await run({
        kind: "reschedule",
        bookingId: made[0]!.booking.id,
        slotStart: "2026-12-03T09:00:00.000Z",
      });
      expect(moved.status).toBe("rescheduled");
      await expectCountsRight(monday);

      // The latest claim of its presenter: their row no longer knows its latest and is counted again.
      expect((await run({ kind: "cancel", bookingId: made.at(-1)!.booking.id })).status).toBe("cancelled");
      await expectCountsRight(monday);

      // To the presenter whose booking at that time was just cancelled: free then.
      const to = made.at(-1)!.booking.presenter_id!;
      expect((await run({ kind: "reassign", bookingId: made[6]!.booking.id, presenterId: to })).status).toBe(
        "reassigned",
      );
      await expectCountsRight(monday);

      expect(await erasePerson(db, made[4]!.requestId, presenters[0]!)).toBeDefined();
      await expectCountsRight(monday);

      // A seat left behind by a booking no longer confirmed (as the lost updates of issue #23 left them).
      await db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", made[5]!.booking.id).execute();
      expect((await repairSeats(db)).length).toBe(1);
      await expectCountsRight(monday);
    });

    it("as time passes seats leave the fairness window, and a clock set back brings them in again: the counts follow", async () => {
      const later = days(FAIRNESS_WINDOW_DAYS + 2); // 1 and 2 December are out of the window then
      await booked("2026-12-17T09:00:00.000Z", later);
      await expectCountsRight(later);
      await booked("2026-12-17T10:00:00.000Z", later);
      await expectCountsRight(later);
      await booked("2026-12-04T09:00:00.000Z", monday);
      await expectCountsRight(monday);
      await expectCountsRight(later);
    });

    it("a burst of bookings that commit together is shared out as if they came one by one (ADR 068)", async () => {
      const demos = async () => [...(await recount(monday)).values()].map((l) => l.demos);
      // Unequal counts first: with equal ones the latest-claim tie-break alone would share them out.
      if (new Set(await demos()).size === 1) await booked("2026-12-08T11:00:00.000Z");
      const before = await demos();
      const slots = ["09", "10", "11"].flatMap((h) => [`2026-12-09T${h}:00:00.000Z`, `2026-12-10T${h}:00:00.000Z`]);
      const requests = await Promise.all(slots.map(() => request()));
      // Sent in one turn to one instance: one batch, one transaction (commit-batcher.server.ts).
      const outcomes = await Promise.all(
        requests.map((requestId, i) => run({ kind: "book", requestId, slotStart: slots[i]! })),
      );
      expect(outcomes.map((o) => o.status)).toEqual(slots.map(() => "booked"));
      // Fewest demos first, each claim counted before the next: the lowest counts are filled up
      // level, whatever the ties. Had the batch not counted its own claims, one presenter would take all six.
      const expected = [...before];
      for (let i = 0; i < slots.length; i++) expected[expected.indexOf(Math.min(...expected))]! += 1;
      const after = await demos();
      expect([...after].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
      await expectCountsRight(monday);
    });

    it("many visitors book different times at once (two instances on PostgreSQL): the counts equal the recount", async () => {
      const slots = ["2026-12-07T09:00:00.000Z", "2026-12-07T10:00:00.000Z", "2026-12-08T09:00:00.000Z"];
      const requests = await Promise.all(Array.from({ length: 12 }, () => request()));
      const outcomes = await Promise.all(
        requests.map((requestId, i) =>
          run({ kind: "book", requestId, slotStart: slots[i % slots.length]! }, monday, i),
        ),
      );
      // Three presenters at each of three times: nine booked, three refused.
      expect(outcomes.filter((o) => o.status === "booked")).toHaveLength(9);
      expect(outcomes.filter((o) => o.status === "taken")).toHaveLength(3);
      await expectCountsRight(monday);
    });
  });
}
