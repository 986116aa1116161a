import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { createUser } from "~/auth/users.server";
import { addNote, changeStatus, inboxPage, leadDetail } from "~/console/lead/leads.server";
import { agenda } from "~/console/bookings/agenda.server";
import { leadTimeline } from "~/console/lead/timeline.server";
import { applyRetention } from "~/console/lead/retention.server";
import { erasePerson } from "~/console/lead/erasure.server";
import { configureLeads } from "~/delivery/config.server";
import type { SubscriberStatus } from "~/db/schema.server";
import { testDatabases } from "../support/test-databases";

// The console's queries on both databases: the inbox's keyset pages and filters, erasure, and the
// daily retention job run with a fixed clock against the periods of the privacy notice.

const now = new Date("2026-06-15T12:00:00.000Z");

/** A confirmed booking of the request, with its event, held seat and queued booking e-mail. */
async function book(leadId: string, slotStart: string) {
  const db = getDb();
  const bookingId = randomUUID();
  const eventId = randomUUID();
  const slotEnd = new Date(new Date(slotStart).getTime() + 3_600_000).toISOString();
  await db
    .insertInto("bookings")
    .values({
      id: bookingId,
      demo_request_id: leadId,
      slot_start: slotStart,
      slot_end: slotEnd,
      status: "confirmed",
      sequence: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      cancelled_at: null,
    })
    .execute();
  await db.insertInto("booking_slot_seats").values({ slot_start: slotStart, seat: 1, booking_id: bookingId }).execute();
  await db
    .insertInto("booking_events")
    .values({
      id: eventId,
      booking_id: bookingId,
      event: "demo_booking.created",
      sequence: 0,
      slot_start: slotStart,
      slot_end: slotEnd,
      created_at: now.toISOString(),
    })
    .execute();
  await db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      created_at: now.toISOString(),
      record_type: "booking_event",
      record_id: eventId,
      target: "visitor_email",
      event: "demo_booking.created",
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      lock_token: null,
      last_attempt_at: null,
      last_error: null,
      delivered_at: null,
    })
    .execute();
  return { bookingId, eventId };
}

async function bookingRowsLeft(bookingId: string, eventId: string) {
  const db = getDb();
  return [
    ...(await db.selectFrom("bookings").select("id").where("id", "=", bookingId).execute()),
    ...(await db
      .selectFrom("booking_slot_seats")
      .select("booking_id as id")
      .where("booking_id", "=", bookingId)
      .execute()),
    ...(await db.selectFrom("booking_events").select("id").where("booking_id", "=", bookingId).execute()),
    ...(await db.selectFrom("outbox").select("id").where("record_id", "=", eventId).execute()),
  ];
}

function lead(index: number, overrides: Record<string, unknown> = {}) {
  const created = new Date(now.getTime() - index * 3_600_000).toISOString();
  return {
    id: randomUUID(),
    created_at: created,
    first_name: `First${index}`,
    last_name: "Okafor",
    email: `person${index}@school.example`,
    phone: null,
    institution: index % 2 ? "Odd College" : "Even University",
    size: index % 3 ? "small" : "large",
    message: null,
    marketing_consent: 0,
    privacy_notice_version: "2025-01",
    consented_at: created,
    source: index % 2 ? "demo" : "contact",
    status: "new",
    owner_id: null,
    last_activity_at: null,
    ...overrides,
  };
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`the console's records on ${database.name}`, () => {
    let userId = "";
    beforeAll(async () => {
      configureLeads({ appSecret: "a".repeat(40) });
      await initDatabase(database.create());
      const created = await createUser(getDb(), "owner@ilimi.example", "sales");
      if (!created.ok) throw new Error("user");
      userId = created.user.id;
      await getDb()
        .insertInto("demo_requests")
        .values(Array.from({ length: 60 }, (_, i) => lead(i, i < 10 ? { owner_id: userId, status: "contacted" } : {})))
        .execute();
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("pages the inbox newest first without skipping or repeating a lead", async () => {
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 5; page++) {
        const result = await inboxPage(getDb(), {}, userId, after, 25);
        seen.push(...result.rows.map((r) => r.created_at));
        if (!result.next) break;
        after = result.next;
      }
      expect(seen).toHaveLength(60);
      expect(new Set(seen).size).toBe(60);
      expect([...seen].sort().reverse()).toEqual(seen);
    });

    it("filters by status, owner, size, source, dates and a search, together", async () => {
      expect((await inboxPage(getDb(), { status: "contacted" }, userId, null, 100)).rows).toHaveLength(10);
      expect((await inboxPage(getDb(), { owner: "me" }, userId, null, 100)).rows).toHaveLength(10);
      expect((await inboxPage(getDb(), { owner: "none" }, userId, null, 100)).rows).toHaveLength(50);
      expect(
        (await inboxPage(getDb(), { size: "large", source: "contact" }, userId, null, 100)).rows.every(
          (r) => r.size === "large" && r.source === "contact",
        ),
      ).toBe(true);
      expect((await inboxPage(getDb(), { q: "ODD coll" }, userId, null, 100)).rows).toHaveLength(30);
      expect(
        (await inboxPage(getDb(), { q: "first7 okafor" }, userId, null, 100)).rows.map((r) => r.first_name),
      ).toEqual(["First7"]);
      expect((await inboxPage(getDb(), { q: "person12@" }, userId, null, 100)).rows).toHaveLength(1);
      // A wildcard typed into the search is a letter, not "anything".
      expect((await inboxPage(getDb(), { q: "%" }, userId, null, 100)).rows).toHaveLength(0);
      // The team's day (WAT by default, ADR 062): 15 June from 23:00 UTC on the 14th, so the leads of 12:00 back to 23:00 UTC.
      const day = now.toISOString().slice(0, 10);
      expect((await inboxPage(getDb(), { from: day, to: day }, userId, null, 100)).rows).toHaveLength(14);
    });

    it("stores notes and lost reasons through the shared text normaliser, refusing control and bidi characters at the field", async () => {
      const db = getDb();
      const target = lead(300);
      await db.insertInto("demo_requests").values(target).execute();
      expect(await addNote(getDb(), target.id, "Pay \u202Eevil\u202C", userId, now)).toMatchObject({
        ok: false,
        field: "note",
        message: expect.stringMatching(/control or text-direction/),
      });
      expect(await addNote(getDb(), target.id, "\u001B[2Jcleared", userId, now)).toMatchObject({
        ok: false,
        field: "note",
      });
      expect(await addNote(getDb(), target.id, "\u200B\u200B \uFEFF", userId, now)).toEqual({
        ok: false,
        field: "note",
        message: "Write the note first.",
      });
      expect(await addNote(getDb(), target.id, "  Cafe\u0301 at 10\nthen call  ", userId, now)).toEqual({ ok: true });
      expect(
        (await db.selectFrom("lead_notes").select("body").where("lead_id", "=", target.id).execute()).map(
          (n) => n.body,
        ),
      ).toEqual(["Caf\u00e9 at 10\nthen call"]);
      expect(await changeStatus(getDb(), target.id, "lost", "\u200B", userId, now)).toEqual({
        ok: false,
        field: "reason",
        message: "Say why the lead was lost.",
      });
      expect(await changeStatus(getDb(), target.id, "lost", "No \u2066budget", userId, now)).toMatchObject({
        ok: false,
        field: "reason",
      });
      expect(await changeStatus(getDb(), target.id, "lost", " Cafe\u0301 closed ", userId, now)).toEqual({ ok: true });
      expect(
        (
          await db
            .selectFrom("demo_requests")
            .select("lost_reason")
            .where("id", "=", target.id)
            .executeTakeFirstOrThrow()
        ).lost_reason,
      ).toBe("Caf\u00e9 closed");
    });

    it("shows a row stored before the forms refused control and bidi characters with them escaped: the inbox, the lead, its notes on its timeline and the agenda", async () => {
      const db = getDb();
      // Stored by another way in (or before issue #14): printing it must still be safe.
      const hostile = lead(400, {
        first_name: "Eve\u001B[2J",
        last_name: "\u202Eevil",
        institution: "Evil \u202Egnp.exe",
        message: "one\ntwo\u0007",
      });
      await db.insertInto("demo_requests").values(hostile).execute();
      await db
        .insertInto("lead_notes")
        .values({
          id: randomUUID(),
          lead_id: hostile.id,
          author_id: userId,
          created_at: now.toISOString(),
          body: "a\nb\u001B]0;title\u0007",
        })
        .execute();
      const row = (await inboxPage(getDb(), { q: "Evil" }, userId, null)).rows.find((r) => r.id === hostile.id);
      expect(row).toMatchObject({
        first_name: "Eve\\u001B[2J",
        last_name: "\\u202Eevil",
        institution: "Evil \\u202Egnp.exe",
      });
      const detail = await leadDetail(getDb(), hostile.id);
      expect(detail?.lead).toMatchObject({ first_name: "Eve\\u001B[2J", message: "one\ntwo\\u0007" });
      const notes = (await leadTimeline(getDb(), hostile.id)).flatMap((e) => (e.kind === "note" ? [e.body] : []));
      expect(notes).toEqual(["a\nb\\u001B]0;title\\u0007"]);
      await book(hostile.id, "2026-06-16T09:00:00.000Z");
      const entry = (await agenda(getDb(), now)).flatMap((d) => d.entries).find((e) => e.leadId === hostile.id);
      expect(entry).toMatchObject({ name: "Eve\\u001B[2J \\u202Eevil", institution: "Evil \\u202Egnp.exe" });
    });

    it("erases a person's requests, notes, deliveries and sign-up, keeping only the audit entry's counts", async () => {
      const db = getDb();
      const victim = lead(100, { email: "Erase.Me@school.example" });
      await db
        .insertInto("demo_requests")
        .values([victim, lead(101, { email: "erase.me@school.example" })])
        .execute();
      await db
        .insertInto("lead_notes")
        .values({
          id: randomUUID(),
          lead_id: victim.id,
          author_id: userId,
          created_at: now.toISOString(),
          body: "Called",
        })
        .execute();
      await db
        .insertInto("outbox")
        .values({
          id: randomUUID(),
          created_at: now.toISOString(),
          record_type: "demo_request",
          record_id: victim.id,
          target: "webhook",
          event: "demo_request.created",
          status: "pending",
          attempts: 0,
          next_attempt_at: now.toISOString(),
          locked_until: null,
          lock_token: null,
          last_attempt_at: null,
          last_error: null,
          delivered_at: null,
        })
        .execute();
      await db
        .insertInto("subscribers")
        .values({
          id: randomUUID(),
          email: "erase.me@school.example",
          email_normalized: "erase.me@school.example",
          status: "active",
          privacy_notice_version: "2025-01",
          consented_at: now.toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          confirmed_at: null,
          unsubscribed_at: null,
          confirmation_requested_at: null,
        })
        .execute();
      const booked = await book(victim.id, "2026-06-20T09:00:00.000Z");
      expect(await erasePerson(getDb(), victim.id, userId, now)).toEqual({
        leads: 2,
        subscribers: 1,
        deliveries: 2,
        notes: 1,
        bookings: 1,
      });
      expect(await bookingRowsLeft(booked.bookingId, booked.eventId)).toEqual([]);
      const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "lead_erased").execute();
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toMatch(/erase\.me/i);
    });

    it("erases, on the daily run, what the privacy notice no longer lets us keep", async () => {
      const db = getDb();
      const months = (n: number) => {
        const d = new Date(now);
        d.setUTCMonth(d.getUTCMonth() - n);
        return d.toISOString();
      };
      const old = lead(200, { created_at: months(25) });
      const oldButWorked = lead(201, { created_at: months(30), last_activity_at: months(2) });
      const sub = (status: SubscriberStatus, created: string, unsubscribed: string | null) => ({
        id: randomUUID(),
        email: `${randomUUID()}@x.example`,
        email_normalized: `${randomUUID()}@x.example`,
        status,
        privacy_notice_version: "2025-01",
        consented_at: created,
        created_at: created,
        updated_at: created,
        confirmed_at: null,
        unsubscribed_at: unsubscribed,
        confirmation_requested_at: null,
      });
      const pendingOld = sub("pending", new Date(now.getTime() - 31 * 86_400_000).toISOString(), null);
      const pendingNew = sub("pending", new Date(now.getTime() - 29 * 86_400_000).toISOString(), null);
      const goneLongAgo = sub("unsubscribed", months(30), months(25));
      const activeOld = sub("active", months(60), null);
      await db.insertInto("demo_requests").values([old, oldButWorked]).execute();
      await db.insertInto("subscribers").values([pendingOld, pendingNew, goneLongAgo, activeOld]).execute();
      const oldBooking = await book(old.id, months(25));
      const queued = randomUUID();
      await db
        .insertInto("outbox")
        .values({
          id: queued,
          created_at: months(25),
          record_type: "demo_request",
          record_id: old.id,
          target: "webhook",
          event: "demo_request.created",
          status: "pending",
          attempts: 3,
          next_attempt_at: now.toISOString(),
          locked_until: null,
          lock_token: null,
          last_attempt_at: null,
          last_error: "connect ECONNREFUSED",
          delivered_at: null,
        })
        .execute();
      const counts = await applyRetention(getDb(), now);
      expect(counts).toMatchObject({ leads: 1, subscribers: 2, bookings: 1 });
      expect(await bookingRowsLeft(oldBooking.bookingId, oldBooking.eventId)).toEqual([]);
      const leftLeads = (
        await db.selectFrom("demo_requests").select("id").where("id", "in", [old.id, oldButWorked.id]).execute()
      ).map((r) => r.id);
      expect(leftLeads).toEqual([oldButWorked.id]);
      const leftSubs = (
        await db
          .selectFrom("subscribers")
          .select("id")
          .where("id", "in", [pendingOld.id, pendingNew.id, goneLongAgo.id, activeOld.id])
          .execute()
      )
        .map((r) => r.id)
        .sort();
      expect(leftSubs).toEqual([pendingNew.id, activeOld.id].sort());
      expect(await applyRetention(getDb(), now)).toMatchObject({ leads: 0, subscribers: 0 });
      // Its queued delivery goes with it (the webhook must not receive what we no longer keep).
      expect(await db.selectFrom("outbox").select("id").where("id", "=", queued).execute()).toEqual([]);
      const entries = await db.selectFrom("audit_log").selectAll().where("action", "=", "retention_erased").execute();
      expect(entries).toHaveLength(1);
      // Counts only: no address, name or institution of what was erased.
      expect(JSON.stringify(entries)).not.toMatch(/@|x\.example|college/i);
    });
  });
}
