import "../support/quiet-logs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runUsersCli } from "../../scripts/commands";
import { runBookingCommand, type BookingCommand, type BookingOutcome } from "~/booking/store/commands.server";
import { closeDatabase, initDatabase, type DatabaseOptions, getDb } from "~/db/connection.server";
import type { BookingTable, Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// Issue #25 item 5 (ADR 040) on a real SQLite file and a real PostgreSQL: the link is stored with
// the booking when it is booked; a reschedule keeps it; a reassignment to a presenter with their
// own room takes theirs, and one to a presenter without gets a fresh room; every booking event
// records the link it named, so a queued e-mail sends the room it was about.
// Fixed clock: Monday 30 November 2026, 08:00 WAT; the slots are that week.

const monday = () => new Date("2026-11-30T07:00:00.000Z");
const jitsiRoom = /^https:\/\/meet\.jit\.si\/Ilimi-[A-Z2-7]{24}$/;
const adaRoom = "https://meet.google.com/ada-obi-room";

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`meeting links as bookings change, on ${database.name}`, () => {
    let options: Partial<DatabaseOptions>;
    let db: Kysely<Database>;
    const ids = new Map<string, string>();
    const run = (command: BookingCommand) => runBookingCommand(db, command, { now: monday });
    const booking = (outcome: BookingOutcome): BookingTable => {
      if (!("booking" in outcome)) throw new Error(`not booked: ${outcome.status}`);
      return outcome.booking;
    };
    const stored = async (id: string) =>
      (await db.selectFrom("bookings").select("meeting_url").where("id", "=", id).executeTakeFirstOrThrow())
        .meeting_url;
    const users = (...argv: string[]) => runUsersCli(argv, { write: () => {} }, options);

    beforeAll(async () => {
      configureLeads({ webhookUrl: undefined, webhookSecret: undefined, smtpUrl: undefined, salesEmail: undefined });
      options = database.create();
      await initDatabase(options);
      // Each CLI run closes the database it opened.
      await users(
        "create",
        "--email",
        "ada@ilimi.example",
        "--role",
        "sales",
        "--name",
        "Ada Obi",
        "--presenter",
        "--meeting-url",
        adaRoom,
      );
      await users("create", "--email", "bola@ilimi.example", "--role", "sales", "--name", "Bola Ade", "--presenter");
      db = await initDatabase(options);
      for (const row of await db.selectFrom("users").select(["id", "email"]).execute()) ids.set(row.email, row.id);
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    async function request(): Promise<string> {
      const saved = await saveDemoRequest(getDb(), {
        firstName: "Visitor",
        lastName: "Linked",
        email: `m.${Math.random().toString(36).slice(2)}@school.example`,
        phone: null,
        institution: "Meeting College",
        size: null,
        message: null,
        marketingConsent: false,
        privacyNoticeVersion: "2026-11-23",
        source: "demo",
      });
      return saved.id;
    }

    it("each booking gets its presenter's own room or a fresh room of its own; a reschedule keeps it; a reassignment follows the presenter", async () => {
      const slot = "2026-12-01T09:00:00.000Z";
      const first = booking(await run({ kind: "book", requestId: await request(), slotStart: slot }));
      const second = booking(await run({ kind: "book", requestId: await request(), slotStart: slot }));
      const [byAda, byBola] = first.presenter_id === ids.get("ada@ilimi.example") ? [first, second] : [second, first];
      expect(byAda.presenter_id).toBe(ids.get("ada@ilimi.example"));
      expect(byAda.meeting_url).toBe(adaRoom);
      expect(byBola.meeting_url).toMatch(jitsiRoom);
      expect(await stored(byBola.id)).toBe(byBola.meeting_url);

      // Two more of Bola's: each its own room, never shared.
      const later = booking(
        await run({ kind: "book", requestId: await request(), slotStart: "2026-12-02T09:00:00.000Z" }),
      );
      const other = booking(
        await run({ kind: "book", requestId: await request(), slotStart: "2026-12-02T09:00:00.000Z" }),
      );
      expect(new Set([byBola.meeting_url, later.meeting_url, other.meeting_url]).size).toBe(3);

      const moved = booking(
        await run({ kind: "reschedule", bookingId: byBola.id, slotStart: "2026-12-03T09:00:00.000Z" }),
      );
      expect(moved.meeting_url).toBe(byBola.meeting_url);
      const movedAda = booking(
        await run({ kind: "reschedule", bookingId: byAda.id, slotStart: "2026-12-03T10:00:00.000Z" }),
      );
      expect(movedAda.meeting_url).toBe(adaRoom);

      // Bola's demo given to Ada: her room. Ada's given to Bola: not Ada's room any more, a fresh one.
      const toAda = booking(
        await run({ kind: "reassign", bookingId: byBola.id, presenterId: ids.get("ada@ilimi.example")! }),
      );
      expect(toAda.meeting_url).toBe(adaRoom);
      const toBola = booking(
        await run({ kind: "reassign", bookingId: byAda.id, presenterId: ids.get("bola@ilimi.example")! }),
      );
      expect(toBola.meeting_url).toMatch(jitsiRoom);
      expect(await stored(byAda.id)).toBe(toBola.meeting_url);

      // Each event names the link it was about: the e-mail queued for it sends that one.
      const events = await db
        .selectFrom("booking_events")
        .select(["event", "meeting_url"])
        .where("booking_id", "=", byBola.id)
        .orderBy("sequence")
        .execute();
      expect(events).toEqual([
        { event: "demo_booking.created", meeting_url: byBola.meeting_url },
        { event: "demo_booking.rescheduled", meeting_url: byBola.meeting_url },
        { event: "demo_booking.reassigned", meeting_url: adaRoom },
      ]);
    });

    it("a presenter who changes their room later does not move the demos already booked", async () => {
      const before = booking(
        await run({ kind: "book", requestId: await request(), slotStart: "2026-12-04T09:00:00.000Z" }),
      );
      await users(
        "update",
        "--email",
        before.presenter_id === ids.get("ada@ilimi.example") ? "ada@ilimi.example" : "bola@ilimi.example",
        "--meeting-url",
        "https://zoom.us/j/5550001111",
      );
      db = await initDatabase(options);
      expect(await stored(before.id)).toBe(before.meeting_url);
    });
  });
}
