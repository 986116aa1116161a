import "../support/quiet-logs";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runUsersCli } from "../../scripts/commands";
import {
  runBookingCommand,
  type BookingCommand,
  type BookingOutcome,
  type BookingStoreOptions,
} from "~/booking/store/commands.server";
import { repairSeats } from "~/booking/store/seats.server";
import { closeDatabase, initDatabase, type DatabaseOptions, getDb } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// Issue #25: presenters made by the users CLI are the seats of demo times (ADR 038). Real SQLite
// file and real PostgreSQL; on PostgreSQL two instances (two pools, each with its own commit
// batcher, as two servers have) book at once. Fixed clock: Monday 30 November 2026, 08:00 WAT.

const monday = () => new Date("2026-11-30T07:00:00.000Z");
let nextDay = 0;
const days = [
  "2026-12-01",
  "2026-12-02",
  "2026-12-03",
  "2026-12-04",
  "2026-12-07",
  "2026-12-08",
  "2026-12-09",
  "2026-12-10",
];
/** A time nobody in this suite has touched yet (10:00 WAT of a fresh day). */
const freshSlot = () => `${days[nextDay++]}T09:00:00.000Z`;

async function request(): Promise<string> {
  const saved = await saveDemoRequest(getDb(), {
    firstName: "Visitor",
    lastName: "Presented",
    email: `p.${Math.random().toString(36).slice(2)}@school.example`,
    phone: null,
    institution: "Presenter College",
    size: null,
    message: null,
    marketingConsent: false,
    privacyNoticeVersion: "2026-11-23",
    source: "demo",
  });
  return saved.id;
}

/** Broken rules of presenter seats, in words: none held twice, each confirmed booking holds exactly its own. */
async function presenterProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const bookings = await db.selectFrom("bookings").select(["id", "status", "slot_start", "presenter_id"]).execute();
  const seats = await db.selectFrom("presenter_seats").selectAll().execute();
  const byTime = new Map<string, string[]>();
  for (const b of bookings.filter((b) => b.status === "confirmed" && b.presenter_id))
    byTime.set(`${b.presenter_id} ${b.slot_start}`, [...(byTime.get(`${b.presenter_id} ${b.slot_start}`) ?? []), b.id]);
  for (const [key, ids] of byTime) if (ids.length > 1) problems.push(`presenter ${key} holds ${ids.length} demos`);
  for (const b of bookings.filter((b) => b.status === "confirmed")) {
    const own = seats.filter((s) => s.booking_id === b.id);
    if (own.length !== 1 || own[0]!.slot_start !== b.slot_start || own[0]!.presenter_id !== b.presenter_id)
      problems.push(`booking ${b.id} holds ${own.length} presenter seats, not its own`);
  }
  for (const s of seats)
    if (!bookings.some((b) => b.id === s.booking_id && b.status === "confirmed"))
      problems.push(`seat ${s.presenter_id} ${s.slot_start} held by a booking not confirmed`);
  return problems;
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`presenters as seats on ${database.name}`, () => {
    const instances: { db: Kysely<Database>; options: BookingStoreOptions }[] = [];
    let options: Partial<DatabaseOptions>;
    let db: Kysely<Database>;
    const ids = new Map<string, string>();
    const run = (command: BookingCommand, instance = 0) =>
      runBookingCommand(instances[instance % instances.length]!.db, command, {
        ...instances[instance % instances.length]!.options,
        now: monday,
      });
    const users = async (...argv: string[]) => {
      let text = "";
      const code = await runUsersCli(argv, { write: (t) => (text += t) }, options).catch((error: Error) => {
        text += error.message;
        return 1;
      });
      return { code, text };
    };
    const presenterOf = (outcome: BookingOutcome) => {
      if (!("booking" in outcome)) throw new Error(`not booked: ${outcome.status}`);
      return outcome.booking.presenter_id;
    };

    beforeAll(async () => {
      configureLeads({ webhookUrl: undefined, webhookSecret: undefined, smtpUrl: undefined, salesEmail: undefined });
      nextDay = 0;
      options = database.create();
      await initDatabase(options);
      // The commands, exactly. Each closes the database it opened.
      expect(
        (
          await users(
            "create",
            "--email",
            "ada@ilimi.example",
            "--role",
            "sales",
            "--name",
            "Ada Obi",
            "--presenter",
            "--languages",
            "en",
          )
        ).code,
      ).toBe(0);
      expect(
        (
          await users(
            "create",
            "--email",
            "bola@ilimi.example",
            "--role",
            "admin",
            "--name",
            "Bola Ade",
            "--presenter",
            "--languages",
            "en",
          )
        ).code,
      ).toBe(0);
      db = await initDatabase(options);
      for (const row of await db.selectFrom("users").select(["id", "email"]).execute()) ids.set(row.email, row.id);
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

    it("two bookings in a row go to each presenter once, and a third time has room for nobody", async () => {
      const slot = freshSlot();
      const first = presenterOf(await run({ kind: "book", requestId: await request(), slotStart: slot }));
      const second = presenterOf(await run({ kind: "book", requestId: await request(), slotStart: slot }));
      expect(new Set([first, second])).toEqual(new Set([ids.get("ada@ilimi.example"), ids.get("bola@ilimi.example")]));
      expect((await run({ kind: "book", requestId: await request(), slotStart: slot })).status).toBe("taken");
      // At another time, each again once: fewest demos first, then the one given a demo least recently.
      const other = freshSlot();
      const again = [
        presenterOf(await run({ kind: "book", requestId: await request(), slotStart: other })),
        presenterOf(await run({ kind: "book", requestId: await request(), slotStart: other })),
      ];
      expect(new Set(again).size).toBe(2);
      expect(again[0]).toBe(first);
      expect(await presenterProblems(db)).toEqual([]);
    });

    it("20 visitors press the last free presenter's time at once (two instances on PostgreSQL): exactly one is booked", async () => {
      const slot = freshSlot();
      await run({ kind: "book", requestId: await request(), slotStart: slot });
      const requests = await Promise.all(Array.from({ length: 20 }, () => request()));
      const outcomes = await Promise.all(
        requests.map((requestId, i) => run({ kind: "book", requestId, slotStart: slot }, i)),
      );
      expect(outcomes.filter((o) => o.status === "booked")).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === "taken")).toHaveLength(19);
      expect(await presenterProblems(db)).toEqual([]);
    });

    it("a French booking goes to the French speaker, and a French time is offered only while one is free", async () => {
      expect(
        (
          await users(
            "create",
            "--email",
            "chloe@ilimi.example",
            "--role",
            "sales",
            "--name",
            "Chloé Diallo",
            "--presenter",
            "--languages",
            "en,fr",
          )
        ).code,
      ).toBe(0);
      db = await initDatabase(options);
      instances[0]!.db = db;
      const chloe = (
        await db.selectFrom("users").select("id").where("email", "=", "chloe@ilimi.example").executeTakeFirstOrThrow()
      ).id;
      const slot = freshSlot();
      expect(
        presenterOf(await run({ kind: "book", requestId: await request(), slotStart: slot, language: "fr" })),
      ).toBe(chloe);
      // The English speakers are still free then, but nobody else speaks French.
      expect((await run({ kind: "book", requestId: await request(), slotStart: slot, language: "fr" })).status).toBe(
        "taken",
      );
      expect((await run({ kind: "book", requestId: await request(), slotStart: slot, language: "en" })).status).toBe(
        "booked",
      );
      expect(await presenterProblems(db)).toEqual([]);
    });

    it("a presenter's day off and hours keep them out; a reschedule keeps the presenter and frees the old time; a cancel frees it", async () => {
      const slot = freshSlot(); // 10:00 WAT
      const date = slot.slice(0, 10);
      for (const email of ["bola@ilimi.example", "chloe@ilimi.example"])
        expect((await users("update", "--email", email, "--days-off", date)).code).toBe(0);
      expect((await users("update", "--email", "ada@ilimi.example", "--hours", "11:00-17:00")).code).toBe(0);
      db = await initDatabase(options);
      instances[0]!.db = db;
      expect((await run({ kind: "book", requestId: await request(), slotStart: slot })).status).toBe("taken");
      const later = `${date}T10:00:00.000Z`; // 11:00 WAT: Ada works then
      const booked = await run({ kind: "book", requestId: await request(), slotStart: later });
      expect(presenterOf(booked)).toBe(ids.get("ada@ilimi.example"));
      const id = "booking" in booked ? booked.booking.id : "";
      const moved = await run({ kind: "reschedule", bookingId: id, slotStart: `${date}T11:00:00.000Z` });
      expect(presenterOf(moved)).toBe(ids.get("ada@ilimi.example"));
      expect((await run({ kind: "book", requestId: await request(), slotStart: later })).status).toBe("booked");
      expect((await run({ kind: "cancel", bookingId: id })).status).toBe("cancelled");
      expect((await run({ kind: "book", requestId: await request(), slotStart: `${date}T11:00:00.000Z` })).status).toBe(
        "booked",
      );
      expect(await presenterProblems(db)).toEqual([]);
      expect(await repairSeats(db)).toEqual([]);
      for (const email of ["ada@ilimi.example", "bola@ilimi.example", "chloe@ilimi.example"])
        expect((await users("update", "--email", email, "--days-off", "", "--hours", "default")).code).toBe(0);
      db = await initDatabase(options);
      instances[0]!.db = db;
    });

    it("an admin gives a booking to another free presenter: the booking names them, SEQUENCE rises, an event is recorded; a busy one is refused", async () => {
      const slot = freshSlot();
      const a = await run({ kind: "book", requestId: await request(), slotStart: slot });
      const b = await run({ kind: "book", requestId: await request(), slotStart: slot });
      const [idA, fromA] = ["booking" in a ? a.booking.id : "", presenterOf(a)];
      expect((await run({ kind: "reassign", bookingId: idA, presenterId: presenterOf(b)! })).status).toBe("taken");
      const free = [
        ...ids.values(),
        (await db.selectFrom("users").select("id").where("email", "=", "chloe@ilimi.example").executeTakeFirstOrThrow())
          .id,
      ].find((p) => p !== fromA && p !== presenterOf(b))!;
      const moved = await run({ kind: "reassign", bookingId: idA, presenterId: free });
      expect(moved.status).toBe("reassigned");
      expect(presenterOf(moved)).toBe(free);
      expect("booking" in moved && "booking" in a ? moved.booking.sequence : -1).toBe(
        "booking" in a ? a.booking.sequence + 1 : 0,
      );
      const events = await db
        .selectFrom("booking_events")
        .select(["event", "presenter_id"])
        .where("booking_id", "=", idA)
        .orderBy("sequence")
        .execute();
      expect(events.map((e) => e.event)).toEqual(["demo_booking.created", "demo_booking.reassigned"]);
      expect(events[1]!.presenter_id).toBe(free);
      // The former presenter is free again at that time.
      expect(presenterOf(await run({ kind: "book", requestId: await request(), slotStart: slot }))).toBe(fromA);
      expect(await presenterProblems(db)).toEqual([]);
    });

    it("the users CLI refuses a wrong option in one line and changes nothing", async () => {
      for (const [argv, answer] of [
        [["update", "--email", "ada@ilimi.example", "--languages", "en,de"], /--languages/],
        [["update", "--email", "ada@ilimi.example", "--hours", "17:00-09:00"], /--hours/],
        [["update", "--email", "ada@ilimi.example", "--days-off", "2026-13-01"], /--days-off/],
        [["update", "--email", "ada@ilimi.example", "--presenter", "--no-presenter"], /cannot go together/],
        [["update", "--email", "ada@ilimi.example"], /at least one/],
        [["update", "--email", "nobody@ilimi.example", "--name", "X"], /has no account/],
        [["create", "--email", "dee@ilimi.example", "--role", "sales", "--name", ""], /--name/],
      ] as const) {
        const result = await users(...argv);
        expect(result.code, argv.join(" ")).toBe(1);
        expect(result.text).toMatch(answer);
      }
      const list = await users("list");
      expect(list.text).toMatch(/sales {2}ada@ilimi\.example "Ada Obi" \(no password yet\) presents en booking hours/);
      expect(list.text).not.toContain("dee@ilimi.example");
      expect(
        (await users("update", "--email", "ada@ilimi.example", "--no-presenter", "--name", "Ada O.")).text,
      ).toMatch(/Updated sales {2}ada@ilimi\.example "Ada O\."/);
      db = await initDatabase(options);
      instances[0]!.db = db;
    });
  });
}
