import "../support/quiet-logs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import ICAL from "ical.js";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookingCommand } from "~/booking/store/commands.server";
import { closeDatabase, initDatabase, getDb } from "~/db/connection.server";
import { migrationProvider } from "~/db/migrations";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import type { DeliveryWorker } from "~/delivery/worker.server";
import { startDeliveryWorker } from "~/flows/deliveries.server";
import { exportDemoRequests, exportSubscribers } from "~/leads/export.server";
import { listDemoRequests, listSubscribers } from "~/leads/records.server";
import { requestSubscription, saveDemoRequest } from "~/leads/store.server";
import { partOfType } from "../support/mime-parts";
import { startSmtpSink, type ReceivedEmail, type SmtpSink } from "../support/smtp-sink";
import { testDatabases } from "../support/test-databases";
import { waitUntil } from "../support/webhook-sink";

// Issue #19 in the store, on SQLite and PostgreSQL: the language column of migration 0006, the
// e-mails the outbox sends for a French subscriber and a French booking (moved, then cancelled),
// through the real delivery worker to the loopback SMTP server, and the sales team's exports.
// Fixed clock for bookings: Monday 30 November 2026, 08:00 WAT; the slots are on Tuesday 1 December.
const monday = () => new Date("2026-11-30T07:00:00.000Z");
const tenWat = "2026-12-01T09:00:00.000Z";
const twoWat = "2026-12-01T13:00:00.000Z";
const site = "http://127.0.0.1:3411";

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`the language of leads, subscribers and bookings on ${database.name}`, () => {
    let smtp: SmtpSink;
    let worker: DeliveryWorker;
    let db: Kysely<Database>;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      configureLeads({
        smtpUrl: smtp.url,
        smtpFrom: "Ilimi <no-reply@ilimi.test>",
        salesEmail: "sales@ilimi.test",
        siteUrl: site,
        visitorConfirmationDelayMs: 0,
        retryBaseMs: 40,
        retryMaxMs: 400,
        pollMs: 20,
        leaseMs: 30_000,
        timeoutMs: 2000,
      });
      db = await initDatabase(database.create());
      worker = startDeliveryWorker(getDb());
    });
    afterAll(async () => {
      await worker?.stop();
      await smtp?.close();
      await closeDatabase();
      await database.cleanup();
    });

    const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2)}@ecole.example`;
    const to = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

    it("a French subscriber is asked to confirm in French, with links to the French confirm and unsubscribe pages", async () => {
      const email = unique("abonne");
      await requestSubscription(getDb(), { email, privacyNoticeVersion: "2026-11-23", language: "fr" });
      await smtp.waitFor(() => to(email).length === 1);
      const mail = to(email)[0]!;
      expect(mail.subject).toBe("Confirmez votre abonnement à la lettre d’information Ilimi");
      expect(mail.text).toContain("Bonjour,");
      expect(mail.text).toContain(`${site}/fr/newsletter/confirm?token=`);
      expect(mail.text).toContain(
        `Vous pouvez vous désabonner à tout moment\u00a0: ${site}/fr/newsletter/unsubscribe?token=`,
      );
      expect(mail.headers["list-unsubscribe"]).toContain(`${site}/fr/newsletter/unsubscribe?token=`);
      const [row] = await listSubscribers(db, {});
      expect(row).toMatchObject({ email, language: "fr" });
      expect(JSON.parse(exportSubscribers([row!], "json"))[0]).toMatchObject({ email, language: "fr" });
      expect(exportSubscribers([row!], "csv").split("\r\n")[0]).toContain('"language"');
    });

    it("a visitor who books before the request's confirmation is due gets the booking's e-mail alone, and one who does not gets the confirmation", async () => {
      configureLeads({ visitorConfirmationDelayMs: 600_000 });
      try {
        const request = (email: string) =>
          saveDemoRequest(db, {
            firstName: "Ngozi",
            lastName: "Eze",
            email,
            phone: null,
            institution: "Enugu Polytechnic",
            size: null,
            message: null,
            marketingConsent: false,
            privacyNoticeVersion: "2026-11-23",
            source: "demo",
          });
        const booker = `booker.${database.name}@poly.example`;
        const waiter = `waiter.${database.name}@poly.example`;
        const [{ id: bookerId }, { id: waiterId }] = [await request(booker), await request(waiter)];
        const confirmations = () =>
          db
            .selectFrom("outbox")
            .select(["record_id", "created_at", "next_attempt_at", "status", "last_error"])
            .where("record_id", "in", [bookerId, waiterId])
            .where("target", "=", "visitor_email")
            .orderBy("record_id")
            .execute();
        // Both wait their ten minutes; nothing has gone to either visitor yet.
        for (const job of await confirmations())
          expect(Date.parse(job.next_attempt_at) - Date.parse(job.created_at)).toBe(600_000);
        const booked = await runBookingCommand(
          db,
          { kind: "book", requestId: bookerId, slotStart: "2026-12-02T09:00:00.000Z", language: "en" },
          { now: monday },
        );
        expect(booked.status).toBe("booked");
        await smtp.waitFor(() => to(booker).length === 1);
        // Ten minutes pass.
        await db
          .updateTable("outbox")
          .set({ next_attempt_at: new Date().toISOString() })
          .where("record_id", "in", [bookerId, waiterId])
          .where("target", "=", "visitor_email")
          .execute();
        await smtp.waitFor(() => to(waiter).length === 1);
        await waitUntil(
          async () => (await confirmations()).every((j) => j.status !== "pending"),
          5000,
          "confirmations settled",
        );
        expect(to(waiter).map((m) => m.subject)).toEqual(["We received your demo request | Ilimi"]);
        expect(to(booker).map((m) => m.subject)).toEqual([
          "Booked: your Ilimi demo on Wednesday, 2 December 2026, 10:00 WAT",
        ]);
        const jobs = new Map((await confirmations()).map((j) => [j.record_id, j]));
        expect(jobs.get(bookerId)).toMatchObject({ last_error: "booked_instead" });
        expect(jobs.get(waiterId)).toMatchObject({ status: "delivered" });
      } finally {
        configureLeads({ visitorConfirmationDelayMs: 0 });
      }
    });

    it("an English subscriber stays English", async () => {
      const email = unique("subscriber");
      await requestSubscription(getDb(), { email, privacyNoticeVersion: "2026-11-23", language: "en" });
      await smtp.waitFor(() => to(email).length === 1);
      expect(to(email)[0]!.subject).toBe("Confirm your subscription to the Ilimi newsletter");
      expect(to(email)[0]!.text).toContain(`${site}/newsletter/confirm?token=`);
    });

    it("a French booking is booked, moved and cancelled in French, one calendar event, and the export says French", async () => {
      const email = unique("registraire");
      const { id: requestId } = await saveDemoRequest(getDb(), {
        firstName: "Koffi",
        lastName: "Mensah",
        email,
        phone: null,
        institution: "Lycée de Lomé",
        size: "medium",
        message: null,
        marketingConsent: false,
        privacyNoticeVersion: "2026-11-23",
        source: "demo",
        language: "fr",
      });
      const invitations = () => to(email).filter((m: ReceivedEmail) => partOfType(m.raw, "text/calendar"));
      await smtp.waitFor(() => to(email).length === 1);
      expect(to(email)[0]!.subject).toBe("Nous avons bien reçu votre demande de démo | Ilimi");

      const booked = await runBookingCommand(
        db,
        { kind: "book", requestId, slotStart: tenWat, language: "fr" },
        { now: monday },
      );
      expect(booked.status).toBe("booked");
      await smtp.waitFor(() => invitations().length === 1);
      expect(invitations()[0]!.subject).toBe(
        "Votre démo Ilimi est réservée pour le mar. 1er déc. à 10\u00a0h\u00a000\u00a0WAT (9\u00a0h\u00a000\u00a0GMT)",
      );
      const bookingId = "booking" in booked ? booked.booking.id : "";
      await runBookingCommand(db, { kind: "reschedule", bookingId, slotStart: twoWat }, { now: monday });
      await smtp.waitFor(() => invitations().length === 2);
      const moved = invitations()[1]!;
      expect(moved.subject).toBe(
        "Votre démo Ilimi est déplacée au mar. 1er déc. à 14\u00a0h\u00a000\u00a0WAT (13\u00a0h\u00a000\u00a0GMT)",
      );
      expect(partOfType(moved.raw, "text/plain")!.body).toContain(
        "Votre démo a un nouvel horaire\u00a0: mar. 1er déc. à 14\u00a0h\u00a000\u00a0WAT (13\u00a0h\u00a000\u00a0GMT), 30 minutes.",
      );
      // The time it no longer has, so nobody turns up at 10 h.
      expect(partOfType(moved.raw, "text/plain")!.body).toContain(
        "L’horaire précédent, mar. 1er déc. à 10\u00a0h\u00a000\u00a0WAT (9\u00a0h\u00a000\u00a0GMT), n’est plus valable.",
      );
      await runBookingCommand(db, { kind: "cancel", bookingId }, { now: monday });
      await smtp.waitFor(() => invitations().length === 3);
      const cancelled = invitations()[2]!;
      expect(cancelled.subject).toBe(
        "Votre démo Ilimi du mar. 1er déc. à 14\u00a0h\u00a000\u00a0WAT (13\u00a0h\u00a000\u00a0GMT) est annulée",
      );
      const calendar = new ICAL.Component(ICAL.parse(partOfType(cancelled.raw, "text/calendar")!.body));
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(new ICAL.Event(calendar.getFirstSubcomponent("vevent")!).summary).toBe("Démo Ilimi pour le Lycée de Lomé");

      // The sales team's copies stay English and name the language.
      await smtp.waitFor(
        (all) =>
          all.filter((m) => m.to.includes("sales@ilimi.test") && m.subject.includes("Lycée de Lomé")).length === 4,
      );
      const salesBooking = smtp.messages.find(
        (m) => m.to.includes("sales@ilimi.test") && m.subject.startsWith("Demo booked") && m.subject.includes("Lomé"),
      )!;
      expect(partOfType(salesBooking.raw, "text/plain")!.body).toMatch(/^Language: +French$/m);

      const rows = (await listDemoRequests(db, {})).filter((r) => r.email === email);
      expect(JSON.parse(exportDemoRequests(rows, "json"))[0]).toMatchObject({ email, language: "fr", source: "demo" });
    });
  });
}

describe("records stored before migration 0006", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "ilimi-0006-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("read as English once the server that adds the language column starts", async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(join(dir, "old.sqlite")) }) });
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("0005_sales_console")).error).toBeUndefined();
    const now = new Date().toISOString();
    // Written as a server from before issue #19 wrote them, without a language.
    await db
      .insertInto("demo_requests")
      .values({
        id: "old-lead",
        created_at: now,
        first_name: "Ada",
        last_name: "Old",
        email: "ada@old.example",
        phone: null,
        institution: "Old College",
        size: null,
        message: null,
        marketing_consent: 0,
        privacy_notice_version: "2025-01",
        consented_at: now,
        source: "demo",
      })
      .execute();
    await db
      .insertInto("subscribers")
      .values({
        id: "old-sub",
        email: "sub@old.example",
        email_normalized: "sub@old.example",
        status: "active",
        privacy_notice_version: "2025-01",
        consented_at: now,
        created_at: now,
        updated_at: now,
        confirmed_at: now,
        unsubscribed_at: null,
        confirmation_requested_at: null,
      })
      .execute();
    await db
      .insertInto("bookings")
      .values({
        id: "old-booking",
        demo_request_id: "old-lead",
        slot_start: tenWat,
        slot_end: twoWat,
        status: "confirmed",
        sequence: 0,
        created_at: now,
        updated_at: now,
        cancelled_at: null,
      })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await db.selectFrom("demo_requests").select("language").executeTakeFirstOrThrow()).language).toBe("en");
    expect((await db.selectFrom("subscribers").select("language").executeTakeFirstOrThrow()).language).toBe("en");
    expect((await db.selectFrom("bookings").select("language").executeTakeFirstOrThrow()).language).toBe("en");
    // And the migration undoes cleanly.
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await db.destroy();
  });
});
