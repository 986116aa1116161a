import "../support/quiet-logs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { leadCopy } from "~/content/sales-console-lead";
import { postBooking, requestDemo } from "../support/booking";
import { account, get, twoInstances, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startSmsProvider, startWhatsAppProvider, type ProviderSink } from "../support/message-providers";
import { moveReminderClock, startReminderServer, whatsAppSettings } from "../support/reminder-server";
import { startSmtpSink } from "../support/smtp-sink";
import { waitUntil } from "../support/webhook-sink";

// ADR 077 on the production server: providers that take each request and answer "accepted" only
// after DELIVERY_TIMEOUT_MS (a slow WhatsApp Cloud API, a slow Termii, a mail server that stalls
// after the message) get each reminder exactly once, and the lead page says "maybe sent", with
// why. Before, every such try was retried until the grace ended: one reminder, many messages.
// Then the same with two instances polling one PostgreSQL. The grace is one minute, so the old
// behaviour ends (and fails these tests) within it.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Slow reminder provider test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const slow = {
  ILIMI_BUILD_DIR: buildDir,
  LOG_LEVEL: "warn",
  REMINDER_GRACE_MINUTES: "1",
  DELIVERY_POLL_MS: "50",
  DELIVERY_RETRY_BASE_MS: "100",
  DELIVERY_RETRY_MAX_MS: "300",
  DELIVERY_TIMEOUT_MS: "1000",
  DELIVERY_LEASE_MS: "10000",
};
const answerAfterMs = 2000; // past DELIVERY_TIMEOUT_MS: the provider has it, the sender stopped waiting
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ticked = (phone: string) => ({ phone, remindWhatsapp: "yes", remindSms: "yes", firstName: "Ngozi" });
/** The number as the providers are sent it. */
const digits = (phone: string) => `234${phone.replace(/\D/g, "").slice(1)}`;
const requestsTo = (sink: ProviderSink, phone: string) => sink.requests.filter((r) => r.body.to === digits(phone));

/** The lead page's reminder items, as the signed-in team reads it. */
async function leadItems(server: ConsoleServer, requestId: string, who: string) {
  const cookie = await account(server, who, "sales");
  const html = await (await get(server, `/sales/leads/${requestId}`, cookie)).text();
  return (label: string) => html.split("<li").find((li) => li.includes(label)) ?? "";
}

describe.skipIf(!built)("reminders to providers slower than the send's timeout", () => {
  it(
    "a slow WhatsApp, a slow SMS gateway and a mail server stalling after the message each get the reminder once, and the lead page says 'maybe sent'",
    { timeout: 120_000 },
    async () => {
      const reminders = await startReminderServer(slow);
      cleanups.push(reminders.stop);
      const { server, smtp, whatsapp, sms, sql } = reminders;
      const email = `slow.${Date.now()}@school.edu.ng`;
      const phone = "0803 123 7001";
      const { token, slots } = await requestDemo(server.url, email, ticked(phone));
      expect((await postBooking(server.url, token, slots.at(-1)!)).status).toBe(303);
      const [ids] = sql(
        "select b.id as booking_id, d.id as request_id from bookings b join demo_requests d on d.id = b.demo_request_id where d.email = ?",
        email,
      );
      whatsapp.answerAfter(answerAfterMs);
      sms.answerAfter(answerAfterMs);
      smtp.stallAfterDataTo(email);
      reminders.dueNow(String(ids!.booking_id), 1440);
      const rows = () =>
        sql(
          "select audience, channel, status, detail from reminders where booking_id = ? and offset_minutes = 1440 order by channel, audience",
          ids!.booking_id,
        );
      await waitUntil(
        () => rows().every((r) => r.status !== "queued" && r.status !== "sending"),
        90_000,
        "the day-before reminders to be settled",
      );
      // Give a wrongly retried send time to arrive before counting.
      await new Promise((r) => setTimeout(r, 1500));
      expect(requestsTo(whatsapp, phone)).toHaveLength(1);
      expect(requestsTo(sms, phone)).toHaveLength(1);
      expect(smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Reminder"))).toHaveLength(1);
      expect(rows()).toEqual([
        { audience: "presenter", channel: "email", status: "sent", detail: null },
        { audience: "visitor", channel: "email", status: "maybe_sent", detail: "no_answer" },
        { audience: "visitor", channel: "sms", status: "maybe_sent", detail: "no_answer" },
        { audience: "visitor", channel: "whatsapp", status: "maybe_sent", detail: "no_answer" },
      ]);

      const item = await leadItems(server, String(ids!.request_id), "sales.slow@ilimi.example");
      for (const label of [
        "Visitor · WhatsApp · 24 h before",
        "Visitor · SMS · 24 h before",
        "Visitor · e-mail · 24 h before",
      ]) {
        expect(item(label)).toContain(`>${leadCopy.reminderStatus.maybe_sent}<`);
        expect(item(label)).toContain(leadCopy.reminderReason.no_answer);
      }
      expect(item("Presenter · e-mail · 24 h before")).toContain(`>${leadCopy.reminderStatus.sent}<`);
      // The operator reads which provider was slow, and that it was not repeated.
      expect(server.output()).toMatch(/reminder maybe sent; not repeated/);
    },
  );

  it.skipIf(!adminUrl)(
    "two instances on one PostgreSQL send each reminder to a slow provider exactly once, and record it maybe sent",
    { timeout: 150_000 },
    async () => {
      const whatsapp = await startWhatsAppProvider();
      const sms = await startSmsProvider();
      const smtp = await startSmtpSink();
      cleanups.push(whatsapp.close, sms.close, smtp.close);
      const { a, b, stop } = await twoInstances(adminUrl!, "ilimi_slow_reminders", buildDir, {
        ...slow,
        DELIVERY_DISABLED: "0",
        SMTP_URL: smtp.url,
        SALES_EMAIL: "sales@ilimi.test",
        WHATSAPP_API_URL: whatsapp.url,
        ...whatsAppSettings,
        SMS_API_URL: sms.url,
        SMS_API_KEY: "test-termii-key-0123",
        SMS_SENDER_ID: "Ilimi",
      });
      cleanups.push(stop);
      // Six visitors, through both instances, each with WhatsApp and SMS reminders.
      const phones = Array.from({ length: 6 }, (_, i) => `0803 123 71${String(i).padStart(2, "0")}`);
      const visitors = await Promise.all(
        phones.map((phone, i) =>
          requestDemo([a, b][i % 2]!.url, `slow${i}.${Date.now()}@school.edu.ng`, ticked(phone)),
        ),
      );
      const slots = visitors[0]!.slots.slice(-3);
      const booked = await Promise.all(visitors.map((v, i) => postBooking([b, a][i % 2]!.url, v.token, slots[i % 3]!)));
      expect(booked.map((r) => r.status)).toEqual(booked.map(() => 303));
      whatsapp.answerAfter(answerAfterMs);
      sms.answerAfter(answerAfterMs);
      const client = new pg.Client({ connectionString: a.databaseUrl });
      await client.connect();
      try {
        const count = async (where: string) =>
          Number(
            (await client.query(`select count(*) from reminders where channel <> 'email' and ${where}`)).rows[0].count,
          );
        expect(await count("status = 'queued'")).toBe(24); // 6 bookings x (24 h, 1 h) x (WhatsApp, SMS)
        for (const statement of moveReminderClock(new Date().toISOString())) await client.query(statement);
        await waitUntil(
          async () => (await count("status in ('queued', 'sending')")) === 0,
          100_000,
          "the message reminders to be settled",
        );
        await new Promise((r) => setTimeout(r, 1500));
        // Each visitor has two reminders a channel (24 h and 1 h before): two requests, never more.
        for (const provider of [whatsapp, sms]) {
          expect(provider.requests).toHaveLength(12);
          for (const phone of phones) expect(requestsTo(provider, phone)).toHaveLength(2);
        }
        expect(await count("status = 'maybe_sent' and detail = 'no_answer'")).toBe(24);
      } finally {
        await client.end();
      }
    },
  );
});
