import "../support/quiet-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "~/audit/audit.server";
import { runUsersCli } from "../../scripts/commands";
import { runBookingCommand } from "~/booking/store/commands.server";
import { leadTimeline, type TimelineEntry } from "~/console/lead/timeline.server";
import { addNote, changeOwner, changeStatus } from "~/console/lead/leads.server";
import { closeDatabase, getDb, initDatabase, type DatabaseOptions } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { claimDueJobs, markDelivered, markFailed } from "~/delivery/outbox.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// Issue #27 item 4 on both databases: a lead's timeline holds every request the same person sent,
// the booking's changes, the messages sent with what became of them, notes, status and owner moves,
// each with who by name (never an address or an id) and when, newest first. Everything is made
// the way the site makes it: the demo form's store, the booking store, the outbox as its worker
// marks it, the console's own writes.

const ask = (email: string, firstName = "Ngozi", phone: string | null = "0803 555 0199") =>
  saveDemoRequest(getDb(), {
    firstName,
    lastName: "Okafor",
    email,
    phone,
    institution: "Unity Model College",
    size: "small",
    message: "We need admissions.",
    marketingConsent: false,
    privacyNoticeVersion: "2025-01",
    source: "demo",
  });

/** 10:00 WAT on the third working day from now: inside the booking horizon, past its notice. */
function bookableSlot(): string {
  const day = new Date();
  for (let added = 0; added < 3;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) added++;
  }
  return `${day.toISOString().slice(0, 10)}T09:00:00.000Z`;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/;

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`a lead's timeline on ${database.name}`, () => {
    let options: Partial<DatabaseOptions>;
    let leadId = "";
    let earlierId = "";
    let entries: TimelineEntry[] = [];
    const ids = new Map<string, string>();

    beforeAll(async () => {
      // Mail configured (nothing listens: the outbox is marked below as its worker would).
      configureLeads({
        appSecret: "t".repeat(40),
        webhookUrl: undefined,
        smtpUrl: "smtp://127.0.0.1:2525",
        salesEmail: "sales@ilimi.example",
        // The request's confirmation due at once, so the claim below takes it with the rest.
        visitorConfirmationDelayMs: 0,
      });
      options = database.create();
      await initDatabase(options);
      for (const argv of [
        [
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
        ],
        [
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
        ],
      ]) {
        expect(await runUsersCli(argv, { write: () => undefined }, options)).toBe(0);
      }
      const db = await initDatabase(options);
      for (const row of await db.selectFrom("users").select(["id", "email"]).execute()) ids.set(row.email, row.id);

      // The same person asks twice (the address typed in another case), and someone else once.
      earlierId = (await ask("Ngozi.Okafor@school.example")).id;
      leadId = (await ask("ngozi.okafor@school.example")).id;
      // Stored apart, as requests from before ADR 052 are (a repeat now joins its lead): the timeline
      // still tells each request of the person, by address, from either side.
      await db.updateTable("demo_requests").set({ lead_id: null }).where("id", "=", leadId).execute();
      await ask("someone.else@school.example", "Musa", "0701 234 5678");

      // The worker delivers the visitor's confirmation of this request and fails the sales e-mail once.
      const { token, jobs } = await claimDueJobs(db, { limit: 50, leaseMs: 60_000 });
      for (const job of jobs.filter((j) => j.record_id === leadId)) {
        if (job.target === "visitor_email") await markDelivered(db, job, token);
        else await markFailed(db, job, token, "unreachable", minutesFromNow(5));
      }

      // The visitor books; an admin gives the demo to the other presenter, as the bookings page does.
      const booked = await runBookingCommand(db, { kind: "book", requestId: leadId, slotStart: bookableSlot() });
      if (booked.status !== "booked") throw new Error(`not booked: ${booked.status}`);
      const other =
        booked.booking.presenter_id === ids.get("ada@ilimi.example")
          ? ids.get("bola@ilimi.example")!
          : ids.get("ada@ilimi.example")!;
      expect(
        (await runBookingCommand(db, { kind: "reassign", bookingId: booked.booking.id, presenterId: other })).status,
      ).toBe("reassigned");
      await audit(db, {
        actorId: ids.get("bola@ilimi.example")!,
        action: "booking_reassigned",
        subjectType: "booking",
        subjectId: booked.booking.id,
        detail: { presenter: other },
      });

      // The team's work, a minute apart, after the visitor's.
      expect(
        await changeOwner(
          getDb(),
          leadId,
          ids.get("ada@ilimi.example")!,
          ids.get("bola@ilimi.example")!,
          minutesFromNow(1),
        ),
      ).toEqual({ ok: true });
      expect(
        await addNote(
          getDb(),
          leadId,
          "Registrar wants the fees module first.",
          ids.get("ada@ilimi.example")!,
          minutesFromNow(2),
        ),
      ).toEqual({ ok: true });
      expect(
        await changeStatus(getDb(), leadId, "qualified", "", ids.get("ada@ilimi.example")!, minutesFromNow(3)),
      ).toEqual({ ok: true });
      entries = await leadTimeline(getDb(), leadId);
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("lists the newest first, the team's latest work at the top", () => {
      const ats = entries.map((e) => e.at);
      expect(ats).toEqual([...ats].sort().reverse());
      expect(entries.slice(0, 3).map((e) => e.kind)).toEqual(["status", "note", "owner"]);
    });

    it("holds every request of the person, this one marked, and no one else's", async () => {
      const requests = entries.flatMap((e) => (e.kind === "request" ? [e] : []));
      expect(requests.map((r) => [r.leadId, r.relation, r.form, r.who])).toEqual([
        [leadId, "this", "/demo", { kind: "visitor", name: "Ngozi Okafor" }],
        [earlierId, "earlier", "/demo", { kind: "visitor", name: "Ngozi Okafor" }],
      ]);
      // Seen from the earlier request, this one came later.
      const fromEarlier = (await leadTimeline(getDb(), earlierId)).flatMap((e) =>
        e.kind === "request" ? [[e.leadId, e.relation]] : [],
      );
      expect(fromEarlier).toEqual([
        [leadId, "later"],
        [earlierId, "this"],
      ]);
    });

    it("tells the booking's changes: booked by the visitor, given to another presenter by the admin, by name", async () => {
      const bookings = entries.flatMap((e) => (e.kind === "booking" ? [e] : []));
      expect(bookings.map((b) => [b.event, b.who])).toEqual([
        ["reassigned", { kind: "person", name: "Bola Ade" }],
        ["created", { kind: "visitor", name: "Ngozi Okafor" }],
      ]);
      const presenter = (
        await getDb()
          .selectFrom("bookings")
          .innerJoin("users", "users.id", "bookings.presenter_id")
          .select("users.name")
          .where("demo_request_id", "=", leadId)
          .executeTakeFirstOrThrow()
      ).name;
      expect(bookings[0]!.presenter).toBe(presenter);
      expect(bookings[1]!.presenter).not.toBe(presenter);
      expect(bookings[0]!.slotStart).toBe(bookings[1]!.slotStart);
    });

    it("says what became of each message: delivered, retrying with the code of its failure, or still queued", () => {
      const messages = entries.flatMap((e) => (e.kind === "message" ? [e] : []));
      const of = (target: string, event: string) => messages.filter((m) => m.target === target && m.event === event);
      expect(of("visitor_email", "demo_request.created")).toMatchObject([
        { state: "delivered", deliveredAt: expect.any(String), retryable: false },
      ]);
      expect(of("sales_email", "demo_request.created")).toMatchObject([
        { state: "retrying", attempts: 1, failure: "unreachable", retryable: true },
      ]);
      // The invitation and its update after the reassignment: queued, not the request's to retry.
      expect(of("visitor_email", "demo_booking.created")).toMatchObject([{ state: "queued", retryable: false }]);
      expect(of("visitor_email", "demo_booking.reassigned")).toMatchObject([{ state: "queued" }]);
      expect(messages.every((m) => m.who.kind === "system")).toBe(true);
    });

    it("has the note, and the status and owner moves, each with who made it", () => {
      expect(entries.find((e) => e.kind === "note")).toMatchObject({
        body: "Registrar wants the fees module first.",
        who: { kind: "person", name: "Ada Obi" },
      });
      expect(entries.find((e) => e.kind === "owner")).toMatchObject({
        from: null,
        to: "Ada Obi",
        who: { kind: "person", name: "Bola Ade" },
      });
      const moves = entries.flatMap((e) => (e.kind === "status" ? [[e.from, e.to, e.cause, e.who]] : []));
      expect(moves).toEqual([
        ["demo_booked", "qualified", "hand", { kind: "person", name: "Ada Obi" }],
        ["new", "demo_booked", "booking", { kind: "visitor", name: "Ngozi Okafor" }],
      ]);
    });

    it("names people, never by address or id", () => {
      const said = JSON.stringify(
        entries.map((e) => ({
          who: e.who,
          ...(e.kind === "owner" ? { from: e.from, to: e.to } : {}),
          ...(e.kind === "booking" ? { presenter: e.presenter } : {}),
        })),
      );
      expect(said).not.toMatch(uuid);
      expect(said).not.toContain("@");
    });

    it("is empty for a lead that does not exist", async () => {
      expect(await leadTimeline(getDb(), "no-such-lead")).toEqual([]);
    });
  });
}
