import "../support/quiet-logs";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookingCommand } from "~/booking/store/commands.server";
import { closeDatabase, initDatabase, getDb } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { configureLeads } from "~/delivery/config.server";
import type { DeliveryWorker } from "~/delivery/worker.server";
import { startDeliveryWorker } from "~/flows/deliveries.server";
import { saveDemoRequest } from "~/leads/store.server";
import type { Kysely } from "kysely";
import { partOfType } from "../support/mime-parts";
import { startSmtpSink, type ReceivedEmail, type SmtpSink } from "../support/smtp-sink";
import { testDatabases } from "../support/test-databases";
import { startWebhookSink, verifySignature, type WebhookSink } from "../support/webhook-sink";

// A booking's invitation as a calendar sees it: sent through the real outbox to a real loopback
// SMTP server, and parsed with a calendar library (ical.js). Fixed clock: Monday 30 November 2026,
// 08:00 WAT; the slots are on Tuesday 1 December.
const secret = "booking-webhook-secret-0123456789";
const monday = () => new Date("2026-11-30T07:00:00.000Z");
const tenWat = "2026-12-01T09:00:00.000Z";
const twoWat = "2026-12-01T13:00:00.000Z";

function calendarOf(message: ReceivedEmail) {
  // nodemailer's icalEvent: a text/calendar alternative carrying the iTIP method, in the message
  // itself, not (only) an attachment: what makes Gmail and Outlook show Accept/Decline.
  const part = partOfType(
    message.raw,
    "text/calendar",
    (p) => !/attachment/i.test(p.headers["content-disposition"] ?? ""),
  );
  if (!part) throw new Error(`no text/calendar part in "${message.subject}"`);
  const component = new ICAL.Component(ICAL.parse(part.body));
  const event = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
  const attendee = component.getFirstSubcomponent("vevent")!.getFirstProperty("attendee")!;
  return {
    contentType: part.headers["content-type"]!,
    method: component.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: String(event.organizer),
    attendee: String(attendee.getFirstValue()),
    rsvp: attendee.getParameter("rsvp"),
  };
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`booking invitations on ${database.name}`, () => {
    let smtp: SmtpSink;
    let webhook: WebhookSink;
    let worker: DeliveryWorker;
    let db: Kysely<Database>;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      webhook = await startWebhookSink();
      configureLeads({
        webhookUrl: webhook.url,
        webhookSecret: secret,
        smtpUrl: smtp.url,
        smtpFrom: "Ilimi <no-reply@ilimi.test>",
        salesEmail: "sales@ilimi.test",
        siteUrl: "http://127.0.0.1:3411",
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
      await webhook?.close();
      await closeDatabase();
      await database.cleanup();
    });

    it("a visitor's calendar gets one event that moves and then disappears, and sales hear of each change", async () => {
      const email = `booker.${Math.random().toString(36).slice(2)}@college.example`;
      const { id: requestId } = await saveDemoRequest(getDb(), {
        firstName: "Amina",
        lastName: "Bello",
        email,
        phone: null,
        institution: "Kaduna Polytechnic",
        size: "large",
        message: null,
        marketingConsent: false,
        privacyNoticeVersion: "2026-11-23",
        source: "demo",
      });
      const toVisitor = () => smtp.messages.filter((m) => m.to.includes(email) && partOfType(m.raw, "text/calendar"));

      const booked = await runBookingCommand(db, { kind: "book", requestId, slotStart: tenWat }, { now: monday });
      expect(booked.status).toBe("booked");
      await smtp.waitFor(() => toVisitor().length === 1);
      const first = calendarOf(toVisitor()[0]!);
      expect(first).toMatchObject({
        method: "REQUEST",
        sequence: 0,
        start: tenWat,
        end: "2026-12-01T09:30:00.000Z",
        organizer: "mailto:sales@ilimi.test",
        attendee: `mailto:${email}`,
        rsvp: "TRUE",
      });
      expect(first.contentType).toMatch(/method=REQUEST/i);
      const words = partOfType(toVisitor()[0]!.raw, "text/plain")!.body;
      expect(words).toMatch(/Change the time: http:\/\/127\.0\.0\.1:3411\/booking\/reschedule\?token=/);
      expect(words).toMatch(/Cancel: http:\/\/127\.0\.0\.1:3411\/booking\/cancel\?token=/);

      const moved = await runBookingCommand(
        db,
        { kind: "reschedule", bookingId: first.uid.split("@")[0]!, slotStart: twoWat },
        { now: monday },
      );
      expect(moved.status).toBe("rescheduled");
      await smtp.waitFor(() => toVisitor().length === 2);
      const second = calendarOf(toVisitor()[1]!);
      expect(second).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: 1, start: twoWat });

      const cancelled = await runBookingCommand(
        db,
        { kind: "cancel", bookingId: first.uid.split("@")[0]! },
        { now: monday },
      );
      expect(cancelled.status).toBe("cancelled");
      await smtp.waitFor(() => toVisitor().length === 3);
      const third = calendarOf(toVisitor()[2]!);
      expect(third).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 2, start: twoWat });
      expect(third.contentType).toMatch(/method=CANCEL/i);

      // Sales: an e-mail with the .ics attached for each change, and a signed webhook event.
      const isBookingMail = (m: ReceivedEmail) =>
        m.to.includes("sales@ilimi.test") && /^Demo (booked|moved|cancelled) .*Kaduna Polytechnic/.test(m.subject);
      await smtp.waitFor((all) => all.filter(isBookingMail).length === 3);
      const salesMail = smtp.messages.filter(isBookingMail);
      expect(salesMail.map((m) => m.subject.split(" ")[1])).toEqual(["booked", "moved", "cancelled"]);
      for (const mail of salesMail)
        expect(partOfType(mail.raw, "text/calendar")?.headers["content-disposition"] ?? "").toMatch(/attachment/);

      await webhook.waitFor(
        (all) =>
          all.filter((w) => (w.json.data as { demoRequestId?: string })?.demoRequestId === requestId).length === 3,
      );
      const events = webhook.received.filter(
        (w) => (w.json.data as { demoRequestId?: string }).demoRequestId === requestId,
      );
      expect(events.map((w) => w.json.event)).toEqual([
        "demo_booking.created",
        "demo_booking.rescheduled",
        "demo_booking.cancelled",
      ]);
      expect(events.map((w) => (w.json.data as { sequence: number }).sequence)).toEqual([0, 1, 2]);
      for (const w of events) {
        expect(verifySignature(secret, w.body, w.headers["x-ilimi-signature"])).toBe(true);
        expect(w.headers["idempotency-key"]).toBe(w.json.id);
      }
      expect(new Set(events.map((w) => w.json.id)).size).toBe(3);
    });
  });
}
