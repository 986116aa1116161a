import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { startSmsProvider, startWhatsAppProvider, type ProviderSink } from "./message-providers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { startServer, type RunningServer } from "./start-server";

// A production server whose reminders reach loopback stand-ins (ADR 041): a real SMTP server, the
// WhatsApp Cloud API's answers and Termii's SMS API's. Its SQLite file is read and, to move the clock, written by the
// tests, as the other reminder tests on the server do.

export const whatsAppSettings = {
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_TOKEN: "test-whatsapp-token-0123456789",
  WHATSAPP_TEMPLATE: "demo_reminder",
};
const smsSettings = { SMS_API_KEY: "test-termii-key-0123", SMS_SENDER_ID: "Ilimi" };

/** One statement on a server's SQLite file: the rows of a query, nothing for a change. */
function sqlOn(dataDir: string) {
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
