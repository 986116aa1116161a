import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Database as Schema } from "~/db/schema.server";
import type { DeliveryWorker } from "~/delivery/worker.server";
import { startSmsProvider, startWhatsAppProvider, type ProviderSink } from "./message-providers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { startServer, type RunningServer } from "./start-server";
import type { TestDatabase } from "./test-databases";
import { waitUntil } from "./webhook-sink";

// Reminders reaching loopback stand-ins (ADR 041): a real SMTP server, the WhatsApp Cloud API's
// answers and Termii's SMS API's. Either a production server, whose SQLite file is read and, to
// move the clock, written by the tests (the browser tests, the outage test); or the delivery
// worker in the test's own process on SQLite or PostgreSQL, its clock moved by the test
// (startReminderWorker: the reminder and erasure tests).

export const whatsAppSettings = {
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_TOKEN: "test-whatsapp-token-0123456789",
  WHATSAPP_TEMPLATE: "demo_reminder",
};
const smsSettings = { SMS_API_KEY: "test-termii-key-0123", SMS_SENDER_ID: "Ilimi", SMS_SENDER_IDS: "SN=IlimiSN" };

/** SQL that moves a server's reminder clock to `now`: every reminder due then, and its outbox job. */
export const moveReminderClock = (now: string) => [
  `update reminders set due_at = '${now}'`,
  `update outbox set next_attempt_at = '${now}' where record_type = 'reminder' and status = 'pending'`,
];

/** One statement on a server's SQLite file: the rows of a query, nothing for a change. */
export function sqlOn(dataDir: string) {
  return (query: string, ...params: unknown[]): Record<string, unknown>[] => {
    const db = new Database(join(dataDir, "ilimi.sqlite"));
    try {
      db.pragma("busy_timeout = 5000");
      const statement = db.prepare(query);
      if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
      statement.run(...params);
      return [];
    } finally {
      db.close();
    }
  };
}

/**
 * Moves a booked half-hour demo, and its presenter's seat, to start at `start` (whole minutes), as
 * a test does to have a demo end without waiting for it.
 */
export function moveBooking(sql: ReturnType<typeof sqlOn>, bookingId: unknown, start: Date) {
  const from = new Date(start);
  from.setUTCSeconds(0, 0);
  const to = new Date(from.getTime() + 30 * 60_000);
  sql("update bookings set slot_start = ?, slot_end = ? where id = ?", from.toISOString(), to.toISOString(), bookingId);
  sql("update presenter_seats set slot_start = ? where booking_id = ?", from.toISOString(), bookingId);
}

export type ReminderServer = {
  server: RunningServer;
  smtp: SmtpSink;
  whatsapp: ProviderSink;
  sms: ProviderSink;
  sql: ReturnType<typeof sqlOn>;
  /** Makes a booking's reminders `offsetMinutes` before due now, as if the demo were that far away. */
  dueNow: (bookingId: string, offsetMinutes: number) => void;
  stop: () => Promise<void>;
};

export async function startReminderServer(env: Record<string, string> = {}): Promise<ReminderServer> {
  const smtp = await startSmtpSink();
  const whatsapp = await startWhatsAppProvider();
  const sms = await startSmsProvider();
  const server = await startServer({
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_DISABLED: "1",
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    SALES_EMAIL: "sales@ilimi.test",
    WHATSAPP_API_URL: whatsapp.url,
    ...whatsAppSettings,
    SMS_API_URL: sms.url,
    ...smsSettings,
    DELIVERY_POLL_MS: "100",
    ...env,
  });
  const sql = sqlOn(server.dataDir);
  return {
    server,
    smtp,
    whatsapp,
    sms,
    sql,
    dueNow: (bookingId, offsetMinutes) => {
      const now = new Date().toISOString();
      const ids = sql(
        "select id from reminders where booking_id = ? and offset_minutes = ?",
        bookingId,
        offsetMinutes,
      ).map((r) => String(r.id));
      sql("update reminders set due_at = ? where booking_id = ? and offset_minutes = ?", now, bookingId, offsetMinutes);
      sql(
        `update outbox set next_attempt_at = ? where record_type = 'reminder' and status = 'pending' and record_id in (${ids.map(() => "?").join(",")})`,
        now,
        ...ids,
      );
    },
    stop: async () => {
      await server.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
      await smtp.close();
      await whatsapp.close();
      await sms.close();
    },
  };
}

export type ReminderWorker = {
  db: Kysely<Schema>;
  smtp: SmtpSink;
  whatsapp: ProviderSink;
  sms: ProviderSink;
  /** Sets the worker's clock (a booking made "on Monday morning" is made at that time). */
  setClock: (when: number) => void;
  /** Lets the worker run at `when` until nothing due is left open. */
  runAt: (when: number) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The delivery worker in this process on `database`, with reminders on every channel (24 h and
 * 1 h before, 10 minutes' grace) to the stand-ins and its clock at `now`. The app's modules are
 * imported here, not at the top: the browser tests import this file and need none of them.
 */
export async function startReminderWorker(
  database: TestDatabase,
  options: { siteUrl: string; now: number; appSecret?: string },
): Promise<ReminderWorker> {
  const { configureLeads } = await import("~/delivery/config.server");
  const { configureReminders } = await import("~/booking/reminders/config.server");
  const { closeDatabase, getDb, initDatabase } = await import("~/db/connection.server");
  const { startDeliveryWorker } = await import("~/flows/deliveries.server");
  const smtp = await startSmtpSink();
  const whatsapp = await startWhatsAppProvider();
  const sms = await startSmsProvider();
  configureLeads({
    appSecret: options.appSecret,
    smtpUrl: smtp.url,
    smtpFrom: "Ilimi <no-reply@ilimi.test>",
    salesEmail: "sales@ilimi.test",
    webhookUrl: undefined,
    webhookSecret: undefined,
    siteUrl: options.siteUrl,
    retryBaseMs: 40,
    retryMaxMs: 400,
    pollMs: 20,
    leaseMs: 30_000,
    timeoutMs: 2000,
  });
  configureReminders({
    offsetsMinutes: [1440, 60],
    graceMs: 10 * 60_000,
    whatsapp: {
      apiUrl: whatsapp.url,
      phoneNumberId: whatsAppSettings.WHATSAPP_PHONE_NUMBER_ID,
      token: whatsAppSettings.WHATSAPP_TOKEN,
      template: whatsAppSettings.WHATSAPP_TEMPLATE,
    },
    sms: {
      apiUrl: sms.url,
      apiKey: smsSettings.SMS_API_KEY,
      senderId: smsSettings.SMS_SENDER_ID,
      senderIdsByCountry: { SN: "IlimiSN" },
    },
  });
  const db = await initDatabase(database.create());
  let clock = options.now;
  const worker: DeliveryWorker = startDeliveryWorker(getDb(), { now: () => clock });
  return {
    db,
    smtp,
    whatsapp,
    sms,
    setClock: (when) => {
      clock = when;
    },
    runAt: async (when) => {
      clock = when;
      const now = new Date(when).toISOString();
      await waitUntil(
        async () => {
          await worker.runOnce();
          const open = await db
            .selectFrom("reminders")
            .select("id")
            .where("due_at", "<=", now)
            .where("status", "in", ["queued", "sending"])
            .execute();
          const due = await db
            .selectFrom("outbox")
            .select("id")
            .where("status", "=", "pending")
            .where("next_attempt_at", "<=", now)
            .execute();
          return open.length === 0 && due.length === 0;
        },
        15_000,
        "due deliveries to be handled",
      );
    },
    stop: async () => {
      await worker.stop();
      await smtp.close();
      await whatsapp.close();
      await sms.close();
      await closeDatabase();
      await database.cleanup();
    },
  };
}
