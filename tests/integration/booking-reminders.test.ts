import "../support/quiet-logs";
import ICAL from "ical.js";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookingCommand } from "~/booking/store/commands.server";
import { formatSlot } from "~/booking/slot-format";
import { withdrawReminderConsent } from "~/booking/reminders/consent.server";
import { reminderReasonText } from "~/components/console/lead/reminder-list";
import { leadCopy } from "~/content/sales-console-lead";
import { getDb } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { saveDemoRequest } from "~/leads/store.server";
import type { ProviderSink } from "../support/message-providers";
import { partOfType } from "../support/mime-parts";
import { startReminderWorker, type ReminderWorker } from "../support/reminder-server";
import type { SmtpSink } from "../support/smtp-sink";
import { testDatabases } from "../support/test-databases";

// Reminders through the real outbox and delivery worker to a real loopback SMTP server, with the
// worker's clock moved to each reminder's time (ADR 041). Booked on Monday 30 November 2026,
// 08:00 WAT, for Tuesday 1 December at 10:00 WAT (09:00Z): reminders at Monday 10:00 WAT (24 h)
// and Tuesday 09:00 WAT (1 h), to the visitor and, with nobody presenting, to the sales address.
const monday = () => new Date("2026-11-30T07:00:00.000Z");
const tenWat = "2026-12-01T09:00:00.000Z";
const twoWat = "2026-12-01T13:00:00.000Z";
const halfPastTenWat = "2026-12-01T09:30:00.000Z";
const elevenWat = "2026-12-01T10:00:00.000Z";
const halfPastElevenWat = "2026-12-01T10:30:00.000Z";
const noonWat = "2026-12-01T11:00:00.000Z";
const at = (iso: string, plusSeconds = 30) => Date.parse(iso) + plusSeconds * 1000;

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`demo reminders on ${database.name}`, () => {
    let harness: ReminderWorker;
    let db: Kysely<Database>;
    let smtp: SmtpSink;
    let whatsapp: ProviderSink;
    let sms: ProviderSink;

    beforeAll(async () => {
      harness = await startReminderWorker(database, {
        siteUrl: "http://127.0.0.1:3412",
        now: monday().getTime(),
      });
      ({ db, smtp, whatsapp, sms } = harness);
    });
    afterAll(async () => {
      await harness?.stop();
    });

    const runAt = (when: number) => harness.runAt(when);

    type Ticked = { phone: string; whatsapp: boolean; sms: boolean; language?: "en" | "fr" };
    async function book(institution: string, slotStart = tenWat, ticked?: Ticked) {
      harness.setClock(monday().getTime()); // booked on Monday morning, before any of its reminders
      const email = `rem.${Math.random().toString(36).slice(2)}@college.example`;
      const consent = ticked
        ? {
            reminderConsent: { whatsapp: ticked.whatsapp, sms: ticked.sms, version: "2026-11-26" },
            language: ticked.language,
          }
        : {};
      const { id: requestId } = await saveDemoRequest(getDb(), {
        firstName: "Amina",
        lastName: "Bello",
        email,
        phone: ticked?.phone ?? null,
        institution,
        size: null,
        message: null,
        marketingConsent: false,
        privacyNoticeVersion: "2026-11-26",
        source: "demo",
        ...consent,
      });
      const outcome = await runBookingCommand(
        db,
        { kind: "book", requestId, slotStart, language: ticked?.language },
        { now: monday },
      );
      if (outcome.status !== "booked") throw new Error(outcome.status);
      return { email, bookingId: outcome.booking.id };
    }
    const reminders = (institution: string, email: string) =>
      smtp.messages.filter(
        (m) => /^Reminder/.test(m.subject) && (m.to.includes(email) || m.subject.includes(institution)),
      );
    const statuses = async (bookingId: string) =>
      await db
        .selectFrom("reminders")
        .select(["status", "offset_minutes", "audience", "slot_start"])
        .where("booking_id", "=", bookingId)
        .orderBy("due_at")
        .orderBy("audience")
        .execute();

    it("a booked visitor and the sales inbox are reminded 24 hours and 1 hour before, once each, in the booking's words", async () => {
      const { email, bookingId } = await book("Zaria Reminder College");
      await runAt(at("2026-11-30T09:00:00.000Z"));
      const first = reminders("Zaria Reminder College", email);
      expect(first.map((m) => m.to[0]).sort()).toEqual([email, "sales@ilimi.test"].sort());
      const toVisitor = first.find((m) => m.to.includes(email))!;
      expect(toVisitor.subject).toBe("Reminder: your Ilimi demo in 24 hours, Tuesday, 1 December 2026, 10:00 WAT");
      expect(toVisitor.text).toMatch(/Move or cancel it: http:\/\/127\.0\.0\.1:3412\/booking\/manage\?token=/);

      // Nothing more until the hour before; then the second pair, and a run after it sends nothing again.
      await runAt(at("2026-12-01T07:59:00.000Z", 0));
      expect(reminders("Zaria Reminder College", email)).toHaveLength(2);
      await runAt(at("2026-12-01T08:00:00.000Z"));
      await runAt(at("2026-12-01T08:05:00.000Z"));
      const all = reminders("Zaria Reminder College", email);
      expect(all).toHaveLength(4);
      expect(all.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
        "Reminder: your Ilimi demo in 24 hours, Tuesday, 1 December 2026, 10:00 WAT",
        "Reminder: your Ilimi demo in 1 hour, Tuesday, 1 December 2026, 10:00 WAT",
      ]);
      // The hour before is inside the 2-hour change notice: no link the page would answer "too late".
      const lastHour = all.find((m) => m.to.includes(email) && m.subject.includes("in 1 hour"))!;
      expect(lastHour.text).not.toContain("/booking/manage");
      expect(lastHour.text).toContain(
        "It can no longer be moved or cancelled online: that closes 2 hours before it starts.",
      );
      expect(new Set(all.map((m) => m.headers["message-id"])).size).toBe(4);
      expect((await statuses(bookingId)).map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent"]);
    });

    it("a cancelled booking sends no reminder, and its reminders read 'withdrawn'", async () => {
      const { email, bookingId } = await book("Cancelled Reminder Academy", halfPastTenWat);
      expect(await runBookingCommand(db, { kind: "cancel", bookingId }, { now: monday })).toMatchObject({
        status: "cancelled",
      });
      await runAt(at("2026-11-30T09:30:00.000Z"));
      await runAt(at("2026-12-01T08:30:00.000Z"));
      expect(reminders("Cancelled Reminder Academy", email)).toEqual([]);
      expect(new Set((await statuses(bookingId)).map((r) => r.status))).toEqual(new Set(["withdrawn"]));
    });

    it("a moved booking is reminded of its new time only: the old time's reminders never go out", async () => {
      const { email, bookingId } = await book("Moved Reminder Institute", elevenWat);
      expect(
        await runBookingCommand(db, { kind: "reschedule", bookingId, slotStart: twoWat }, { now: monday }),
      ).toMatchObject({ status: "rescheduled" });
      await runAt(at("2026-11-30T10:00:00.000Z")); // the old time's 24 hours before
      expect(reminders("Moved Reminder Institute", email)).toEqual([]);
      await runAt(at("2026-11-30T13:00:00.000Z")); // the new time's
      await runAt(at("2026-12-01T09:00:00.000Z")); // the old time's hour before
      expect(reminders("Moved Reminder Institute", email)).toHaveLength(2);
      await runAt(at("2026-12-01T12:00:00.000Z")); // the new time's
      const sent = reminders("Moved Reminder Institute", email);
      expect(sent.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
        "Reminder: your Ilimi demo in 24 hours, Tuesday, 1 December 2026, 14:00 WAT",
        "Reminder: your Ilimi demo in 1 hour, Tuesday, 1 December 2026, 14:00 WAT",
      ]);
      expect(sent.filter((m) => m.to.includes("sales@ilimi.test")).every((m) => m.subject.includes("14:00 WAT"))).toBe(
        true,
      );
      const rows = await statuses(bookingId);
      expect(rows.filter((r) => r.slot_start === elevenWat).map((r) => r.status)).toEqual([
        "withdrawn",
        "withdrawn",
        "withdrawn",
        "withdrawn",
      ]);
      expect(rows.filter((r) => r.slot_start === twoWat).map((r) => r.status)).toEqual([
        "sent",
        "sent",
        "sent",
        "sent",
      ]);
    });

    it("a reminder whose time passed while the server was down is dropped, never sent late", async () => {
      const { email, bookingId } = await book("Late Reminder School", halfPastElevenWat);
      // The worker wakes 11 minutes after the 24-hour reminder's time: past its 10-minute grace.
      await runAt(at("2026-11-30T10:41:00.000Z", 0));
      expect(reminders("Late Reminder School", email)).toEqual([]);
      const rows = await statuses(bookingId);
      expect(rows.filter((r) => r.offset_minutes === 1440).map((r) => r.status)).toEqual(["dropped", "dropped"]);
      expect(rows.filter((r) => r.offset_minutes === 60).map((r) => r.status)).toEqual(["queued", "queued"]);
    });

    it("the invitation carries an alarm an hour before, as a calendar reads it", async () => {
      const { email } = await book("Alarm Polytechnic", noonWat);
      // The invitation is queued at the real time of booking, not the worker's Monday: once the
      // calendar passed that Monday it waited forever. The worker reads the real clock for it.
      harness.setClock(Date.now());
      await smtp.waitFor(() => smtp.messages.some((m) => m.to.includes(email) && partOfType(m.raw, "text/calendar")));
      const message = smtp.messages.find((m) => m.to.includes(email) && partOfType(m.raw, "text/calendar"))!;
      const vevent = new ICAL.Component(
        ICAL.parse(
          partOfType(message.raw, "text/calendar", (p) => !/attachment/i.test(p.headers["content-disposition"] ?? ""))!
            .body,
        ),
      ).getFirstSubcomponent("vevent")!;
      const alarm = vevent.getFirstSubcomponent("valarm")!;
      expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
      expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-PT1H");
    });

    const sentTo = (sink: ProviderSink, digits: string) => sink.requests.filter((r) => r.body.to === digits);

    it("a visitor who ticked WhatsApp gets the template message, in French for a French booking, as the Cloud API documents it", async () => {
      const { bookingId } = await book("Lycée Rappel", "2026-12-01T12:00:00.000Z", {
        phone: "0803 123 4567",
        whatsapp: true,
        sms: false,
        language: "fr",
      });
      await runAt(at("2026-11-30T12:00:00.000Z"));
      const [request, ...more] = sentTo(whatsapp, "2348031234567");
      expect(more).toEqual([]);
      expect(request!.method).toBe("POST");
      expect(request!.path).toBe("/v21.0/106540352242922/messages");
      expect(request!.headers.authorization).toBe("Bearer test-whatsapp-token-0123456789");
      expect(request!.headers["content-type"]).toMatch(/^application\/json/);
      // The third parameter is where: the booking's own meeting link (ADR 040).
      const meetingUrl = (
        await db.selectFrom("bookings").select("meeting_url").where("id", "=", bookingId).executeTakeFirstOrThrow()
      ).meeting_url;
      expect(meetingUrl).toMatch(/^https:\/\//);
      expect(request!.body).toEqual({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: "2348031234567",
        type: "template",
        template: {
          name: "demo_reminder",
          language: { code: "fr" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "Amina" },
                { type: "text", text: formatSlot("fr", "2026-12-01T12:00:00.000Z") },
                { type: "text", text: meetingUrl },
              ],
            },
          ],
        },
      });
      expect(sentTo(sms, "2348031234567")).toEqual([]); // not ticked
      const rows = await db
        .selectFrom("reminders")
        .select(["channel", "status"])
        .where("booking_id", "=", bookingId)
        .where("offset_minutes", "=", 1440)
        .orderBy("channel")
        .execute();
      expect(rows).toEqual([
        { channel: "email", status: "sent" },
        { channel: "email", status: "sent" },
        { channel: "whatsapp", status: "sent" },
      ]);
    });

    it("a visitor who ticked SMS gets it through the Nigerian gateway's API, from the registered sender", async () => {
      await book("SMS Reminder Academy", "2026-12-01T12:30:00.000Z", {
        phone: "+234 805 555 0101",
        whatsapp: false,
        sms: true,
      });
      await runAt(at("2026-11-30T12:30:00.000Z"));
      const [request, ...more] = sentTo(sms, "2348055550101");
      expect(more).toEqual([]);
      expect(request!.path).toBe("/api/sms/send");
      expect(request!.body).toEqual({
        api_key: "test-termii-key-0123",
        to: "2348055550101",
        from: "Ilimi",
        sms: expect.stringMatching(/^Ilimi: your demo is on Tuesday, 1 December 2026, 13:30 WAT\. https:\/\/\S+$/),
        type: "plain",
        channel: "generic",
      });
      expect(sentTo(whatsapp, "2348055550101")).toEqual([]);
    });

    it("a visitor in Dakar who ticked SMS gets it from the sender ID registered for Senegal, not Nigeria's", async () => {
      await book("Lycée Sénégalais de Dakar", "2026-12-01T15:30:00.000Z", {
        phone: "+221 77 123 45 67",
        whatsapp: false,
        sms: true,
        language: "fr",
      });
      await runAt(at("2026-11-30T15:30:00.000Z"));
      const [request, ...more] = sentTo(sms, "221771234567");
      expect(more).toEqual([]);
      expect(request!.body).toMatchObject({ to: "221771234567", from: "IlimiSN" });
    });

    it("a message the provider refuses is shown failed with the console's words for why, not the provider's, and not retried", async () => {
      const { bookingId } = await book("Refused Reminder School", "2026-12-01T14:00:00.000Z", {
        phone: "08031112222",
        whatsapp: true,
        sms: false,
      });
      whatsapp.answerWith(400);
      try {
        await runAt(at("2026-11-30T14:00:00.000Z"));
      } finally {
        whatsapp.answerWith(200);
      }
      expect(sentTo(whatsapp, "2348031112222")).toHaveLength(1);
      const row = await db
        .selectFrom("reminders")
        .select(["status", "detail"])
        .where("booking_id", "=", bookingId)
        .where("channel", "=", "whatsapp")
        .where("offset_minutes", "=", 1440)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("failed");
      // A code, not the provider's English (which goes to the log): the team reads the copy's words.
      expect(row.detail).toBe("refused");
      expect(reminderReasonText(row.detail)).toBe(leadCopy.reminderReason.refused);
    });

    it("a visitor who withdrew consent on the manage page gets no WhatsApp or SMS reminder, and still the e-mail", async () => {
      const { email, bookingId } = await book("Withdrawn Consent College", "2026-12-01T14:30:00.000Z", {
        phone: "08039998888",
        whatsapp: true,
        sms: true,
      });
      expect(await withdrawReminderConsent(db, bookingId)).toBe("withdrawn");
      expect(await withdrawReminderConsent(db, bookingId)).toBe("alreadyWithdrawn");
      await runAt(at("2026-11-30T14:30:00.000Z"));
      await runAt(at("2026-12-01T13:30:00.000Z"));
      expect(sentTo(whatsapp, "2348039998888")).toEqual([]);
      expect(sentTo(sms, "2348039998888")).toEqual([]);
      expect(reminders("Withdrawn Consent College", email).filter((m) => m.to.includes(email))).toHaveLength(2);
      const rows = await db
        .selectFrom("reminders")
        .select(["channel", "status", "detail"])
        .where("booking_id", "=", bookingId)
        .where("channel", "!=", "email")
        .execute();
      expect(rows.map((r) => r.status)).toEqual(["withdrawn", "withdrawn", "withdrawn", "withdrawn"]);
      expect(new Set(rows.map((r) => reminderReasonText(r.detail)))).toEqual(
        new Set([leadCopy.reminderReason.consent_withdrawn]),
      );
    });
  });
}
