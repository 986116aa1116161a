import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postBooking, requestDemo } from "../support/booking";
import { twoInstances } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { moveReminderClock } from "../support/reminder-server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "../support/start-server";
import { waitUntil } from "../support/webhook-sink";

// Reminders on the real production server (ADR 041): sent once with two instances polling one
// PostgreSQL, and never twice across a kill -9 and a restart. The clock is moved by moving the
// reminders' time to now in the database, as if the demo were 24 hours and 1 hour away.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Reminder server test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const quick = {
  ILIMI_BUILD_DIR: buildDir,
  RATE_LIMIT_DISABLED: "1",
  FORM_MIN_FILL_MS: "0",
  LOG_LEVEL: "error",
  BOOKING_CAPACITY: "2",
  DELIVERY_POLL_MS: "50",
  DELIVERY_LEASE_MS: "3000",
  DELIVERY_TIMEOUT_MS: "500",
  SALES_EMAIL: "sales@ilimi.test",
};
const servers: RunningServer[] = [];
const sinks: SmtpSink[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const server of servers) {
    await server.kill();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  for (const sink of sinks) await sink.close();
  for (const cleanup of cleanups) await cleanup();
});

/** Eight visitors book four slots (two seats each), through the given instances in turn. */
async function bookEight(instances: Pick<RunningServer, "url">[]): Promise<void> {
  const visitors = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      requestDemo(instances[i % instances.length]!.url, `remind${i}.${Date.now()}@school.edu.ng`),
    ),
  );
  const slots = visitors[0]!.slots.slice(-4);
  const answers = await Promise.all(
    visitors.map((v, i) => postBooking(instances[(i + 1) % instances.length]!.url, v.token, slots[i % 4]!)),
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 303));
}

const reminderIds = (sink: SmtpSink) =>
  sink.messages.filter((m) => m.subject.startsWith("Reminder")).map((m) => m.headers["message-id"]!);

describe.skipIf(!built)("reminders on the production server", () => {
  it.skipIf(!adminUrl)(
    "two instances on one PostgreSQL send each due reminder exactly once",
    { timeout: 120_000 },
    async () => {
      const smtp = await startSmtpSink();
      sinks.push(smtp);
      const { a, b, stop } = await twoInstances(adminUrl!, "ilimi_reminders", buildDir, {
        ...quick,
        DELIVERY_DISABLED: "0",
        SMTP_URL: smtp.url,
      });
      cleanups.push(stop);
      await bookEight([a, b]);
      const client = new pg.Client({ connectionString: a.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: string }>(
          "select count(*) from reminders where status = 'queued'",
        );
        // 8 bookings x (24 h, 1 h) x (visitor, sales address)
        expect(Number(rows[0]!.count)).toBe(32);
        for (const statement of moveReminderClock(new Date().toISOString())) await client.query(statement);
        await waitUntil(
          async () =>
            Number(
              (await client.query("select count(*) from reminders where status in ('queued', 'sending')")).rows[0]
                .count,
            ) === 0,
          60_000,
          "reminders to be sent",
        );
        const statuses = (await client.query<{ status: string }>("select status from reminders")).rows.map(
          (r) => r.status,
        );
        expect(statuses).toEqual(statuses.map(() => "sent"));
        const ids = reminderIds(smtp);
        expect(ids).toHaveLength(32);
        expect(new Set(ids).size).toBe(32);
      } finally {
        await client.end();
      }
    },
  );

  it(
    "a server killed (kill -9) while sending reminders and started again never sends one twice, and loses none silently",
    { timeout: 120_000 },
    async () => {
      const smtp = await startSmtpSink();
      sinks.push(smtp);
      const env = { ...quick, SMTP_URL: smtp.url };
      const first = await startServer(env);
      servers.push(first);
      await bookEight([first]);
      const file = join(first.dataDir, "ilimi.sqlite");
      const db = new Database(file, { timeout: 10_000 });
      for (const statement of moveReminderClock(new Date().toISOString())) db.prepare(statement).run();
      db.close();
      // Killed as soon as the first reminder arrives: others are claimed, in flight, or still queued.
      await smtp.waitFor((messages) => messages.some((m) => m.subject.startsWith("Reminder")));
      await first.kill();
      const second = await startServer(env, { dataDir: first.dataDir });
      servers.push(second);
      const read = () => {
        const conn = new Database(file, { readonly: true });
        try {
          return conn.prepare("select id, status, detail from reminders").all() as {
            id: string;
            status: string;
            detail: string | null;
          }[];
        } finally {
          conn.close();
        }
      };
      await waitUntil(
        () => read().every((r) => r.status !== "queued" && r.status !== "sending"),
        60_000,
        "every reminder to be settled",
      );
      const rows = read();
      const ids = reminderIds(smtp);
      expect(new Set(ids).size).toBe(ids.length); // never twice
      const received = new Set(ids.map((id) => id.replace(/^<|@reminders\.ilimi>$/g, "")));
      // Every one marked sent arrived; one in flight at the kill may have gone out: it is marked
      // maybe sent (interrupted), not resent (ADR 077).
      for (const row of rows) {
        if (row.status === "sent") expect(received.has(row.id)).toBe(true);
        else expect(row).toMatchObject({ status: "maybe_sent", detail: "interrupted" });
      }
      expect(rows).toHaveLength(32);
    },
  );
});
