import "../support/quiet-logs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookingCommand } from "~/booking/store/commands.server";
import { reminderReasonText } from "~/components/console/lead/reminder-list";
import { leadCopy } from "~/content/sales-console-lead";
import { getDb } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { saveDemoRequest } from "~/leads/store.server";
import type { ProviderSink } from "../support/message-providers";
import { startReminderWorker, type ReminderWorker } from "../support/reminder-server";
import type { SmtpSink } from "../support/smtp-sink";
import { testDatabases } from "../support/test-databases";
import { waitUntil } from "../support/webhook-sink";

// ADR 077 through the real outbox and delivery worker, to real loopback providers: a reminder the
// provider may have received is never sent again. A provider that takes the request and answers
// only after the send's timeout (2 s here) gets it once, and the reminder reads "maybe sent"; a mail
// server that stalls after the message was sent likewise. A provider that cannot have received it
// (connection refused, 503, 429, a 451 before DATA) is tried again and the reminder goes once.
// Booked on Monday 30 November 2026 for Tuesday 1 December; the 24-hour reminders are run.
const monday = () => new Date("2026-11-30T07:00:00.000Z");
const dayBefore = (slotStart: string) => Date.parse(slotStart) - 24 * 60 * 60_000 + 30_000;
const timeoutMs = 2000;

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`reminders that may have gone out, on ${database.name}`, () => {
    let harness: ReminderWorker;
    let db: Kysely<Database>;
    let smtp: SmtpSink;
    let whatsapp: ProviderSink;
    let sms: ProviderSink;

    beforeAll(async () => {
      harness = await startReminderWorker(database, { siteUrl: "http://127.0.0.1:3413", now: monday().getTime() });
      ({ db, smtp, whatsapp, sms } = harness);
    });
    afterAll(async () => {
      await harness?.stop();
    });

    /** A visitor who ticked WhatsApp and SMS books `slotStart`; their number in international digits. */
    async function book(institution: string, slotStart: string, phone: string) {
      harness.setClock(monday().getTime());
      const email = `maybe.${Math.random().toString(36).slice(2)}@college.example`;
      const { id: requestId } = await saveDemoRequest(getDb(), {
        firstName: "Amina",
        lastName: "Bello",
        email,
        phone,
        institution,
        size: null,
        message: null,
        marketingConsent: false,
        privacyNoticeVersion: "2026-11-26",
        source: "demo",
        reminderConsent: { whatsapp: true, sms: true, version: "2026-11-26" },
      });
      const outcome = await runBookingCommand(db, { kind: "book", requestId, slotStart }, { now: monday });
      if (outcome.status !== "booked") throw new Error(outcome.status);
      return { email, bookingId: outcome.booking.id };
    }
    const dayBeforeRows = (bookingId: string) =>
      db
        .selectFrom("reminders")
        .select(["audience", "channel", "status", "detail"])
        .where("booking_id", "=", bookingId)
        .where("offset_minutes", "=", 1440)
        .orderBy("channel")
        .orderBy("audience")
        .execute();
    const sentTo = (sink: ProviderSink, digits: string) => sink.requests.filter((r) => r.body.to === digits);
    /** Lets the worker's clock run from `from`, half a second a turn, until `done`: retries come due. */
    async function runFrom(from: number, done: () => boolean | Promise<boolean>): Promise<number> {
      let when = from;
      await waitUntil(
        async () => {
          harness.setClock((when += 500));
          return done();
        },
        15_000,
        "the retries",
      );
      return when;
    }

    it("a WhatsApp and an SMS provider that answer only after the send's timeout get each reminder once, and it reads 'maybe sent'", async () => {
      const slot = "2026-12-01T08:00:00.000Z";
      const { bookingId } = await book("Slow Provider College", slot, "0803 444 0001");
      whatsapp.answerAfter(timeoutMs + 500);
      sms.answerAfter(timeoutMs + 500);
      try {
        await harness.runAt(dayBefore(slot));
      } finally {
        whatsapp.answerAfter(0);
        sms.answerAfter(0);
      }
      for (const provider of [whatsapp, sms]) {
        // The sender stopped waiting; the provider had it.
        await provider.waitFor((requests) => requests.some((r) => r.body.to === "2348034440001" && r.abandoned));
        expect(sentTo(provider, "2348034440001")).toHaveLength(1);
      }
      const rows = (await dayBeforeRows(bookingId)).filter((r) => r.channel !== "email");
      expect(rows).toEqual([
        { audience: "visitor", channel: "sms", status: "maybe_sent", detail: "no_answer" },
        { audience: "visitor", channel: "whatsapp", status: "maybe_sent", detail: "no_answer" },
      ]);
      expect(leadCopy.reminderStatus.maybe_sent).toBe("maybe sent");
      expect(reminderReasonText("no_answer")).toBe(leadCopy.reminderReason.no_answer);
      // Nothing is left to try: a later run of the worker sends nothing more.
      await harness.runAt(dayBefore(slot) + 60_000);
      expect(sentTo(whatsapp, "2348034440001")).toHaveLength(1);
      expect(sentTo(sms, "2348034440001")).toHaveLength(1);
    });

    it("a mail server that stalls after the message was sent gets it once, and the e-mail reminder reads 'maybe sent'", async () => {
      const slot = "2026-12-01T08:30:00.000Z";
      const { email, bookingId } = await book("Stalled Mail Academy", slot, "0803 444 0002");
      smtp.stallAfterDataTo(email);
      await harness.runAt(dayBefore(slot));
      const received = smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Reminder"));
      expect(received).toHaveLength(1);
      const rows = await dayBeforeRows(bookingId);
      expect(rows.find((r) => r.channel === "email" && r.audience === "visitor")).toEqual({
        audience: "visitor",
        channel: "email",
        status: "maybe_sent",
        detail: "no_answer",
      });
      // The others went as usual: the presenter's (the sales address's), WhatsApp and SMS.
      expect(rows.filter((r) => r.audience === "presenter" || r.channel !== "email").map((r) => r.status)).toEqual([
        "sent",
        "sent",
        "sent",
      ]);
    });

    it("a mail server that answers 451 to the recipient, before any message, is tried again and the reminder goes once", async () => {
      const slot = "2026-12-01T09:00:00.000Z";
      const { email, bookingId } = await book("Deferred Mail School", slot, "0803 444 0003");
      smtp.deferRcptTo(email, 2);
      const settled = await runFrom(dayBefore(slot), async () =>
        (await dayBeforeRows(bookingId)).every((r) => r.status !== "queued" && r.status !== "sending"),
      );
      await harness.runAt(settled);
      expect(smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Reminder"))).toHaveLength(1);
      expect((await dayBeforeRows(bookingId)).map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent"]);
    });

    it("providers answering 503 then 429 are tried again, and each reminder goes once when they recover", async () => {
      const slot = "2026-12-01T09:30:00.000Z";
      const { bookingId } = await book("Busy Provider Institute", slot, "0803 444 0004");
      whatsapp.answerWith(503);
      sms.answerWith(429);
      const tried = (n: number) => () => [whatsapp, sms].every((p) => sentTo(p, "2348034440004").length >= n);
      let when = await runFrom(dayBefore(slot), tried(2));
      whatsapp.answerWith(429);
      sms.answerWith(503);
      when = await runFrom(when, tried(4));
      whatsapp.answerWith(200);
      sms.answerWith(200);
      when = await runFrom(when, async () =>
        (await dayBeforeRows(bookingId)).every((r) => r.status !== "queued" && r.status !== "sending"),
      );
      await harness.runAt(when);
      for (const provider of [whatsapp, sms])
        expect(sentTo(provider, "2348034440004").filter((r) => r.answered === 200)).toHaveLength(1);
      expect((await dayBeforeRows(bookingId)).map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent"]);
    });

    it("providers refusing connections are tried again, and each reminder goes once when they listen again", async () => {
      const slot = "2026-12-01T10:00:00.000Z";
      const { bookingId } = await book("Offline Provider Polytechnic", slot, "0803 444 0005");
      await whatsapp.refuseConnections();
      await sms.refuseConnections();
      // Tried and refused: the reminders are queued again with the reason, not maybe sent.
      let when = await runFrom(
        dayBefore(slot),
        async () =>
          (await dayBeforeRows(bookingId)).filter((r) => r.channel !== "email" && r.detail === "unavailable").length ===
          2,
      );
      await whatsapp.listenAgain();
      await sms.listenAgain();
      when = await runFrom(when, async () =>
        (await dayBeforeRows(bookingId)).every((r) => r.status !== "queued" && r.status !== "sending"),
      );
      await harness.runAt(when);
      for (const provider of [whatsapp, sms]) expect(sentTo(provider, "2348034440005")).toHaveLength(1);
      expect((await dayBeforeRows(bookingId)).map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent"]);
    });
  });
}
