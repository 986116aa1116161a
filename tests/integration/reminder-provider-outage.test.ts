import "../support/quiet-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCopy } from "~/content/sales-console-lead";
import { postBooking } from "../support/booking";
import { account, get } from "../support/console";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { startReminderServer, type ReminderServer } from "../support/reminder-server";
import { waitUntil } from "../support/webhook-sink";

// Issue #25 item 6 on the production server: the WhatsApp and SMS providers fail with HTTP 503;
// then the SMS gateway goes on refusing until the reminder's grace has passed, and WhatsApp takes
// a request and answers nothing. The SMS reminder is retried, never sent late, given up with a log
// line that names no person; the WhatsApp one is cut off at the end of its grace and, as the
// provider had it, recorded maybe sent and never tried again (ADR 077). Both are shown so on the
// lead page; the e-mail still goes. The clock is moved by moving the reminders' time in the
// database, as the other reminder tests on the server do. DELIVERY_TIMEOUT_MS is far longer than
// the test: a send left waiting on a silent provider past the grace is the bug this test catches
// (the send must stop by then, ADR 055).

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Reminder provider outage test");
const graceMs = 60_000;
const phoneDigits = "2348031234567";

describe.skipIf(!built)("reminders when the message providers fail until their time has passed", () => {
  let reminders: ReminderServer;

  beforeAll(async () => {
    reminders = await startReminderServer({
      ILIMI_BUILD_DIR: buildDir,
      LOG_LEVEL: "info",
      REMINDER_GRACE_MINUTES: String(graceMs / 60_000),
      DELIVERY_POLL_MS: "50",
      DELIVERY_RETRY_BASE_MS: "100",
      DELIVERY_RETRY_MAX_MS: "300",
      DELIVERY_TIMEOUT_MS: "300000",
      DELIVERY_LEASE_MS: "1500000",
    });
  }, 60_000);
  afterAll(async () => {
    await reminders?.stop();
  });

  it(
    "WhatsApp and SMS answering 503, then SMS still 503 and WhatsApp nothing: retried, given up or maybe sent at the end of the grace without sending late, logged without personal data, shown on the lead; the e-mail went",
    { timeout: 120_000 },
    async () => {
      const { server, smtp, whatsapp, sms, sql } = reminders;
      const email = `outage.${Date.now()}@school.edu.ng`;
      const body = demoRequestBody(email, await demoFormFields(server.url));
      for (const [k, v] of Object.entries({
        firstName: "Ngozi",
        lastName: "Okafor",
        phone: "0803 123 4567",
        remindWhatsapp: "yes",
        remindSms: "yes",
        institution: "Outage Test College",
      }))
        body.set(k, v);
      const sent = await fetch(`${server.url}/demo`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { origin: server.url },
      });
      expect(sent.status).toBe(303);
      const confirmation = await (await fetch(new URL(sent.headers.get("location")!, server.url))).text();
      const token = /name="token" value="([^"]+)"/.exec(confirmation)![1]!;
      const slot = [...confirmation.matchAll(/name="slot" value="([^"]+)"/g)].at(-1)![1]!;
      expect((await postBooking(server.url, token, slot)).status).toBe(303);
      const [ids] = sql(
        "select b.id as booking_id, d.id as request_id from bookings b join demo_requests d on d.id = b.demo_request_id where d.email = ?",
        email,
      );
      const bookingId = String(ids!.booking_id);
      const requestId = String(ids!.request_id);
      const dayBefore = (
        sql("select id from reminders where booking_id = ? and offset_minutes = 1440", bookingId) as { id: string }[]
      ).map((r) => r.id);
      expect(dayBefore).toHaveLength(4); // visitor e-mail, presenter e-mail, WhatsApp, SMS
      const moveDue = (due: string, channels: string) => {
        sql(
          `update reminders set due_at = ? where booking_id = ? and offset_minutes = 1440 and channel in (${channels})`,
          due,
          bookingId,
        );
        sql(
          `update outbox set next_attempt_at = ? where record_type = 'reminder' and status = 'pending' and record_id in (${dayBefore.map(() => "?").join(",")})`,
          new Date().toISOString(),
          ...dayBefore,
        );
      };
      const row = (channel: string) =>
        sql(
          "select status, detail from reminders where booking_id = ? and offset_minutes = 1440 and channel = ? order by audience",
          bookingId,
          channel,
        ) as { status: string; detail: string | null }[];

      // The 24-hour reminders come due now. The providers answer 503: retried, the e-mails go.
      whatsapp.answerWith(503);
      sms.answerWith(503);
      moveDue(new Date().toISOString(), "'email', 'whatsapp', 'sms'");
      for (const provider of [whatsapp, sms])
        await provider.waitFor((requests) => requests.filter((r) => r.answered === 503).length >= 2);
      await waitUntil(() => row("email").every((r) => r.status === "sent"), 30_000, "the e-mail reminders");
      expect(smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Reminder"))).toHaveLength(1);

      // Now the grace ends a few seconds from now, and WhatsApp stops answering at all. One job's
      // attempts run one after another, so the request after the next one has read the new time.
      const graceEnds = Date.now() + 8_000;
      moveDue(new Date(graceEnds - graceMs).toISOString(), "'whatsapp', 'sms'");
      whatsapp.holdFrom(whatsapp.requests.length + 2);
      await waitUntil(
        () => ["whatsapp", "sms"].every((c) => row(c).every((r) => r.status !== "queued" && r.status !== "sending")),
        60_000,
        "the message reminders to be settled",
      );

      for (const provider of [whatsapp, sms]) {
        const requests = provider.requests.filter((r) => r.body.to === phoneDigits);
        // Retried after 503s, never answered 200.
        expect(requests.filter((r) => r.answered === 503).length).toBeGreaterThanOrEqual(3);
        expect(requests.some((r) => r.answered === 200)).toBe(false);
      }
      // WhatsApp: one send the provider had and never answered, which the server hung up on at the
      // end of its grace, and no try after it: the provider may deliver it, so it is maybe sent.
      const toWhatsApp = whatsapp.requests.filter((r) => r.body.to === phoneDigits);
      expect(toWhatsApp.filter((r) => r.answered === undefined)).toHaveLength(1);
      expect(toWhatsApp.at(-1)).toMatchObject({ abandoned: true });
      expect(row("whatsapp")).toEqual([{ status: "maybe_sent", detail: "no_answer" }]);
      // SMS: its last try's reason as a code, given up at its time; the provider's words are in the log only.
      expect(row("sms")).toEqual([{ status: "failed", detail: "gave_up:unavailable" }]);
      // Nothing is left to try: no outbox job of these reminders is pending. The worker settles a
      // job after the reminder's own row, so the two are read once both are written.
      const outboxStatuses = () =>
        sql(
          `select status from outbox where record_type = 'reminder' and record_id in (${dayBefore.map(() => "?").join(",")})`,
          ...dayBefore,
        ).map((r) => r.status);
      await waitUntil(() => !outboxStatuses().includes("pending"), 10_000, "the reminders' outbox jobs to be settled");
      expect(outboxStatuses()).not.toContain("pending");

      // The log says it, without the visitor's name, address or number. It is written after the
      // reminder's record, and reaches this process through a pipe: wait for it, not for the record.
      const givenUp = () => server.output().match(/reminder failed until past its time; given up/g) ?? [];
      await waitUntil(() => givenUp().length >= 1, 15_000, "the log line of the reminder given up");
      expect(givenUp()).toHaveLength(1);
      expect(server.output()).toMatch(/reminder maybe sent; not repeated/);
      const log = server.output();
      for (const personal of [email, "Ngozi", "Okafor", "8031234567", "803 123 4567"])
        expect(log).not.toContain(personal);
      // The technical reason is the log's: the operator reads which provider failed and how.
      expect(log).toMatch(/WhatsApp: no answer within \d+ ms/);
      expect(log).toMatch(/SMS gateway answered HTTP 503/);

      // The lead page shows each reminder's state, the reason with it.
      const cookie = await account(server, "sales.outage@ilimi.example", "sales");
      const lead = await (await get(server, `/sales/leads/${requestId}`, cookie)).text();
      const item = (label: string) => lead.split("<li").find((li) => li.includes(label)) ?? "";
      // The console's words for why, never the server's: no "ChannelError", no provider text.
      for (const [label, state, why] of [
        ["Visitor · WhatsApp · 24 h before", "maybe sent", leadCopy.reminderReason.no_answer],
        ["Visitor · SMS · 24 h before", "failed", leadCopy.reminderGaveUp(leadCopy.reminderReason.unavailable)],
      ] as const) {
        expect(item(label)).toContain(`>${state}<`);
        expect(item(label)).toContain(why);
        expect(item(label)).not.toMatch(/ChannelError|MaybeSentError|no answer within|HTTP 503/);
      }
      expect(item("Visitor · e-mail · 24 h before")).toContain(">sent<");
    },
  );
});
