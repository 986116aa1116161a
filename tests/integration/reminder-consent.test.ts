import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoFormCopy, demoFormMessages, reminderConsentVersion } from "~/content/forms";
import { demoFormCopy as demoFormCopyFr } from "~/content/fr/forms";
import { reminderConsentCopy } from "~/content/booking";
import { postBooking } from "../support/booking";
import { account, get } from "../support/console";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { startWhatsAppProvider, type ProviderSink } from "../support/message-providers";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "../support/start-server";

// The visitor's side of WhatsApp and SMS reminders on the production server (ADR 041): the boxes
// appear only for configured channels, a box needs the phone number, the consent is stored with
// its wording's version, the manage page withdraws it with a post, and the lead page lists every
// reminder with its state.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Reminder consent test");
const quick = {
  ILIMI_BUILD_DIR: buildDir,
  RATE_LIMIT_DISABLED: "1",
  FORM_MIN_FILL_MS: "0",
  LOG_LEVEL: "error",
  SALES_EMAIL: "sales@ilimi.test",
};
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe.skipIf(!built)("reminder consent on the production server", () => {
  let plain: RunningServer;
  let server: RunningServer;
  let smtp: SmtpSink;
  let whatsapp: ProviderSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    whatsapp = await startWhatsAppProvider();
    plain = await startServer(quick);
    server = await startServer({
      ...quick,
      SMTP_URL: smtp.url,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_TOKEN: "test-whatsapp-token-0123456789",
      SMS_API_KEY: "test-termii-key",
      SMS_SENDER_ID: "Ilimi",
      SMS_API_URL: "http://127.0.0.1:9",
    });
  });
  afterAll(async () => {
    for (const s of [plain, server]) {
      await s?.kill();
      if (s) rmSync(s.dataDir, { recursive: true, force: true });
    }
    await smtp?.close();
    await whatsapp?.close();
  });

  const send = async (base: string, fields: Record<string, string>) => {
    const body = demoRequestBody(
      `consent.${Math.random().toString(36).slice(2)}@school.edu.ng`,
      await demoFormFields(base),
    );
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return fetch(`${base}/demo`, { method: "POST", body, redirect: "manual", headers: { origin: base } });
  };
  const sql = (query: string, ...params: unknown[]) => {
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    try {
      return db.prepare(query).all(...params) as Record<string, unknown>[];
    } finally {
      db.close();
    }
  };

  it("the demo form offers WhatsApp and SMS reminders only where the operator configured them, in each edition", async () => {
    const without = await (await fetch(`${plain.url}/demo`)).text();
    expect(without).not.toContain('name="remindWhatsapp"');
    expect(without).not.toContain('name="remindSms"');
    const offered = await (await fetch(`${server.url}/demo`)).text();
    expect(offered).toContain('name="remindWhatsapp"');
    expect(offered).toContain('name="remindSms"');
    expect(offered).toContain(html(demoFormCopy.remindWhatsapp));
    expect(offered).not.toMatch(/name="remindWhatsapp"[^>]*checked/);
    expect(await (await fetch(`${server.url}/fr/demo`)).text()).toContain(html(demoFormCopyFr.remindSms));
  });

  it("a visitor who ticks WhatsApp without a phone number is asked for one, and nothing is stored", async () => {
    const before = sql("select count(*) as n from demo_requests")[0]!.n;
    const answer = await send(server.url, { phone: "", remindWhatsapp: "yes" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(html(demoFormMessages.phone.forReminders));
    expect(sql("select count(*) as n from demo_requests")[0]!.n).toBe(before);
  });

  it(
    "a visitor ticks WhatsApp, books, stops WhatsApp reminders from the booking page, and the lead page shows each reminder's state",
    { timeout: 60_000 },
    async () => {
      const sent = await send(server.url, {
        phone: "0803 123 4567",
        remindWhatsapp: "yes",
        institution: "Consent Test College",
      });
      expect(sent.status).toBe(303);
      const confirmation = await (await fetch(new URL(sent.headers.get("location")!, server.url))).text();
      const token = /name="token" value="([^"]+)"/.exec(confirmation)![1]!;
      const slot = [...confirmation.matchAll(/name="slot" value="([^"]+)"/g)].at(-1)![1]!;
      const booked = await postBooking(server.url, token, slot);
      expect(booked.status).toBe(303);
      const manageUrl = new URL(booked.headers.get("location")!, server.url);
      const manageToken = manageUrl.searchParams.get("token")!;

      const [request] = sql(
        "select id, remind_whatsapp, remind_sms, reminder_consent_version, reminder_consent_at, reminder_consent_withdrawn_at from demo_requests where institution = 'Consent Test College'",
      );
      expect(request).toMatchObject({
        remind_whatsapp: 1,
        remind_sms: 0,
        reminder_consent_version: reminderConsentVersion,
        reminder_consent_withdrawn_at: null,
      });
      const channels = () =>
        sql(
          "select r.channel, r.status from reminders r join bookings b on b.id = r.booking_id where b.demo_request_id = ? order by r.channel, r.due_at",
          request!.id,
        );
      expect(channels().filter((r) => r.channel === "whatsapp")).toEqual([
        { channel: "whatsapp", status: "queued" },
        { channel: "whatsapp", status: "queued" },
      ]);

      const page = await (await fetch(manageUrl)).text();
      expect(page).toContain(html(reminderConsentCopy.stop));
      const stopped = await fetch(`${server.url}/booking/manage?token=${encodeURIComponent(manageToken)}`, {
        method: "POST",
        body: new URLSearchParams({ token: manageToken, intent: "stop-reminders" }),
        redirect: "manual",
        headers: { origin: server.url },
      });
      expect(stopped.status).toBe(200);
      expect(await stopped.text()).toContain(html(reminderConsentCopy.stopped));
      expect(
        channels()
          .filter((r) => r.channel === "whatsapp")
          .map((r) => r.status),
      ).toEqual(["withdrawn", "withdrawn"]);
      expect(
        channels()
          .filter((r) => r.channel === "email")
          .map((r) => r.status),
      ).toEqual(["queued", "queued", "queued", "queued"]);
      expect(
        sql("select reminder_consent_withdrawn_at from demo_requests where id = ?", request!.id)[0]!
          .reminder_consent_withdrawn_at,
      ).toEqual(expect.any(String));

      const cookie = await account(server, "sales.consent@ilimi.example", "sales");
      const lead = await (await get(server, `/sales/leads/${String(request!.id)}`, cookie)).text();
      expect(lead).toContain("Coming reminders");
      expect(lead).toMatch(/Visitor · WhatsApp · 24 h before[\s\S]*?withdrawn/);
      expect(lead).toMatch(/Presenter · e-mail · 1 h before[\s\S]*?queued/);
      expect(lead).toContain(`wording of ${reminderConsentVersion}`);
      expect(lead).toContain("Withdrew it on");
    },
  );
});
