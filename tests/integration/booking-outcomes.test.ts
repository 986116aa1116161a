import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { bookingCopy } from "~/content/booking";
import { bookingCopy as bookingCopyFr } from "~/content/fr/booking";
import { outcomeCopy } from "~/content/sales-console-outcome";
import { leadCopy } from "~/content/sales-console-lead";
import { requestDemo } from "../support/booking";
import { account, post, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startSmtpSink } from "../support/smtp-sink";
import { startInProcess, type InProcessServer } from "../support/in-process";
import { startServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// Issue #25 items 7 and 8 on the real production server: the lead follows its booking (booked,
// cancelled, held, no-show), the presenter marks the outcome once after the demo ended, a no-show
// e-mail is queued once even when two instances on one PostgreSQL mark it at the same moment, and
// a visitor cannot move or cancel a demo within the minimum notice. Time moves the way the other
// booking tests move it: the booking's slot is moved in the database (here to the past, or to an
// hour from now), as the clock reaching it would.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Booking outcome test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const quick = { ILIMI_BUILD_DIR: buildDir, RATE_LIMIT_DISABLED: "1", FORM_MIN_FILL_MS: "0", LOG_LEVEL: "error" };
const servers: InProcessServer[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const server of servers) {
    await server.kill();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  for (const cleanup of cleanups) await cleanup();
});

type Sql = {
  all: (query: string, ...params: unknown[]) => Promise<Record<string, unknown>[]>;
  run: (query: string, ...params: unknown[]) => Promise<void>;
};

/** The server's SQLite file, opened beside it (WAL lets another connection in). */
function sqliteOf(server: InProcessServer): Sql {
  const open = () => {
    const db = new Database(join(server.dataDir, "ilimi.sqlite"));
    db.pragma("busy_timeout = 5000");
    return db;
  };
  return {
    all: async (query, ...params) => {
      const db = open();
      try {
        return db.prepare(query).all(...params) as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    run: async (query, ...params) => {
      const db = open();
      try {
        db.prepare(query).run(...params);
      } finally {
        db.close();
      }
    },
  };
}

function postgresOf(url: string): Sql & { end: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The same queries as on SQLite, with PostgreSQL's numbered parameters.
  const numbered = (query: string) => {
    let n = 0;
    return query.replace(/\?/g, () => `$${++n}`);
  };
  return {
    all: async (query, ...params) => (await pool.query(numbered(query), params)).rows,
    run: async (query, ...params) => void (await pool.query(numbered(query), params)),
    end: () => pool.end(),
  };
}

/** The clock passes the demo (minutes < 0: it ended that long ago) or comes within `minutes` of it. */
async function moveSlot(db: Sql, bookingId: string, startsInMinutes: number): Promise<void> {
  const start = new Date(Date.now() + startsInMinutes * 60_000);
  start.setUTCSeconds(0, 0);
  const iso = start.toISOString();
  const end = new Date(start.getTime() + 30 * 60_000).toISOString();
  await db.run("update bookings set slot_start = ?, slot_end = ? where id = ?", iso, end, bookingId);
  await db.run("update booking_slot_seats set slot_start = ? where booking_id = ?", iso, bookingId);
  await db.run("update presenter_seats set slot_start = ? where booking_id = ?", iso, bookingId);
}

/** A presenter made by the users CLI, signed in: their cookie. */
async function presenter(
  server: ConsoleServer,
  email: string,
  name: string,
  role: "sales" | "admin" = "sales",
): Promise<string> {
  return account(server, email, role, { profile: { name, presents: true, languages: ["en", "fr"] } });
}

type Visitor = { token: string; slots: string[]; leadId: string };

/** A visitor sends the demo form: the picker's token and times, and the lead it made. */
async function askForDemo(server: ConsoleServer, db: Sql, email: string): Promise<Visitor> {
  const { token, slots } = await requestDemo(server.url, email);
  const [row] = await db.all("select id from demo_requests where email = ?", email);
  return { token, slots, leadId: String(row!.id) };
}

/** The visitor books the last offered time on `edition`'s pages ("" or "/fr"): the booking's id and its manage token. */
async function book(
  server: ConsoleServer,
  db: Sql,
  visitor: Visitor,
  edition = "",
): Promise<{ bookingId: string; manage: string }> {
  const answer = await fetch(`${server.url}${edition}/booking/book`, {
    method: "POST",
    body: new URLSearchParams({ token: visitor.token, slot: visitor.slots.at(-1)! }),
    redirect: "manual",
    headers: { origin: server.url },
  });
  expect(answer.status).toBe(303);
  const manage = new URL(answer.headers.get("location")!, server.url).searchParams.get("token")!;
  const [row] = await db.all("select id from bookings where demo_request_id = ?", visitor.leadId);
  return { bookingId: String(row!.id), manage };
}

async function leadStatus(db: Sql, leadId: string): Promise<string> {
  return String((await db.all("select status from demo_requests where id = ?", leadId))[0]!.status);
}

/** The lead's automatic moves, oldest first, as the audit log holds them. */
async function moves(db: Sql, leadId: string): Promise<{ from: string; to: string; cause: string }[]> {
  const rows = await db.all(
    "select detail from audit_log where action = 'lead_status_changed' and subject_id = ? order by at, id",
    leadId,
  );
  return rows.map((r) => JSON.parse(String(r.detail))).map(({ from, to, cause }) => ({ from, to, cause }));
}

const mark = (server: ConsoleServer, cookie: string, outcome: "held" | "no_show", bookingId: string) =>
  post(server, "/sales/today", { intent: `${outcome}:${bookingId}` }, { cookie });
const change = (server: ConsoleServer, path: string, token: string, fields: Record<string, string> = {}) =>
  fetch(`${server.url}${path}?token=${encodeURIComponent(token)}`, {
    method: "POST",
    body: new URLSearchParams({ token, ...fields }),
    redirect: "manual",
    headers: { origin: server.url },
  });

describe.skipIf(!built)("from booked to held, on the production server", () => {
  it(
    "a booking moves the lead to Demo booked, a cancellation puts it back where it was, and a lead the team moved further stays there",
    { timeout: 120_000 },
    async () => {
      const server = await startInProcess({ ...quick, DELIVERY_DISABLED: "1" });
      servers.push(server);
      const db = sqliteOf(server);
      const admin = await account(server, "admin@ilimi.example", "admin");
      // A lead the team has contacted; the visitor then books, and cancels.
      const first = await askForDemo(server, db, `follow.${Date.now()}@school.edu.ng`);
      expect(
        (
          await post(
            server,
            `/sales/leads/${first.leadId}`,
            { intent: "status", status: "contacted", reason: "" },
            { cookie: admin },
          )
        ).status,
      ).toBe(200);
      const { manage } = await book(server, db, first);
      expect(await leadStatus(db, first.leadId)).toBe("demo_booked");
      expect((await change(server, "/booking/cancel", manage)).status).toBe(200);
      expect(await leadStatus(db, first.leadId)).toBe("contacted");
      // The lead page shows the moves with their causes.
      const leadPage = await (
        await fetch(`${server.url}/sales/leads/${first.leadId}`, { headers: { cookie: admin } })
      ).text();
      expect(leadPage).toContain(leadCopy.history.causes.booking);
      expect(leadPage).toContain(leadCopy.history.causes.cancellation);
      expect(await moves(db, first.leadId)).toEqual([
        { from: "new", to: "contacted", cause: undefined },
        { from: "contacted", to: "demo_booked", cause: "booking" },
        { from: "demo_booked", to: "contacted", cause: "cancellation" },
      ]);

      // Booked, then qualified by the team: the visitor's cancellation leaves it qualified.
      const second = await askForDemo(server, db, `further.${Date.now()}@school.edu.ng`);
      const booked = await book(server, db, second);
      expect(
        (
          await post(
            server,
            `/sales/leads/${second.leadId}`,
            { intent: "status", status: "qualified", reason: "" },
            { cookie: admin },
          )
        ).status,
      ).toBe(200);
      expect((await change(server, "/booking/cancel", booked.manage)).status).toBe(200);
      expect(await leadStatus(db, second.leadId)).toBe("qualified");
      expect((await moves(db, second.leadId)).map((m) => m.cause)).toEqual(["booking", undefined]);
    },
  );

  it(
    "after the demo ends its presenter marks it held in one press: the lead is Demo held; before the end, by someone else, or twice, nothing changes",
    { timeout: 120_000 },
    async () => {
      const server = await startInProcess({ ...quick, DELIVERY_DISABLED: "1" });
      servers.push(server);
      const db = sqliteOf(server);
      const ada = await presenter(server, "ada@ilimi.example", "Ada Obi");
      const other = await account(server, "sales@ilimi.example", "sales");
      const visitor = await askForDemo(server, db, `held.${Date.now()}@school.edu.ng`);
      const { bookingId } = await book(server, db, visitor);

      const early = await mark(server, ada, "held", bookingId);
      expect(early.status).toBe(409);
      expect(await early.text()).toContain("has not ended yet");
      expect(await leadStatus(db, visitor.leadId)).toBe("demo_booked");

      await moveSlot(db, bookingId, -45);
      const today = await (await fetch(`${server.url}/sales/today`, { headers: { cookie: ada } })).text();
      // Today's demos offers the one-press buttons once it has ended.
      expect(today).toContain(`value="held:${bookingId}"`);
      expect(today).toContain(`value="no_show:${bookingId}"`);
      const notTheirs = await mark(server, other, "held", bookingId);
      expect(notTheirs.status).toBe(403);
      expect(await notTheirs.text()).toContain(outcomeCopy.notYours);

      const held = await mark(server, ada, "held", bookingId);
      expect(held.status).toBe(200);
      expect(await held.text()).toContain(outcomeCopy.savedHeld);
      expect(await leadStatus(db, visitor.leadId)).toBe("demo_held");
      expect((await moves(db, visitor.leadId)).at(-1)).toEqual({
        from: "demo_booked",
        to: "demo_held",
        cause: "outcome",
      });

      // Pressed again (or no-show after held): recorded once, nothing else changes.
      const again = await mark(server, ada, "no_show", bookingId);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain(outcomeCopy.already(outcomeCopy.marked.held));
      expect(await db.all("select outcome from bookings where id = ?", bookingId)).toEqual([{ outcome: "held" }]);
      expect(await db.all("select count(*) as n from audit_log where action = 'booking_outcome_marked'")).toEqual([
        { n: 1 },
      ]);
    },
  );

  it(
    "a no-show sends the visitor one polite e-mail in their booking's language, whose link books another time for the same request",
    { timeout: 120_000 },
    async () => {
      const smtp = await startSmtpSink();
      cleanups.push(smtp.close);
      const server = await startInProcess({ ...quick, SMTP_URL: smtp.url, DELIVERY_POLL_MS: "200" });
      servers.push(server);
      const db = sqliteOf(server);
      const admin = await account(server, "admin@ilimi.example", "admin");
      const email = `absent.${Date.now()}@school.edu.ng`;
      const visitor = await askForDemo(server, db, email);
      const { bookingId } = await book(server, db, visitor, "/fr");
      await moveSlot(db, bookingId, -60);
      const marked = await post(
        server,
        `/sales/leads/${visitor.leadId}`,
        { intent: `no_show:${bookingId}` },
        { cookie: admin },
      );
      expect(marked.status).toBe(200);
      expect(await marked.text()).toContain(outcomeCopy.savedNoShow);
      expect(
        (await post(server, `/sales/leads/${visitor.leadId}`, { intent: `no_show:${bookingId}` }, { cookie: admin }))
          .status,
      ).toBe(200);
      // Back where it was before the booking: no demo is booked any more.
      expect(await leadStatus(db, visitor.leadId)).toBe("new");

      const isNoShow = (m: { to: string[]; subject: string }) =>
        m.to.includes(email) && m.subject.startsWith("Nous vous avons manqué");
      await smtp.waitFor((all) => all.some(isNoShow));
      const mail = smtp.messages.find(isNoShow);
      expect(mail!.text).toContain("\u202f:");
      const link = /(http:\/\/\S+\/fr\/booking\/book\?booking=\S+)/.exec(mail!.text)?.[1];
      expect(link).toBeDefined();
      const picker = await (await fetch(link!)).text();
      const token = /name="token" value="([^"]+)"/.exec(picker)?.[1];
      const slot = [...picker.matchAll(/name="slot" value="([^"]+)"/g)].at(-1)?.[1];
      const again = await fetch(`${server.url}/fr/booking/book`, {
        method: "POST",
        body: new URLSearchParams({ token: token!, slot: slot! }),
        redirect: "manual",
        headers: { origin: server.url },
      });
      expect(again.status).toBe(303);
      expect(
        await db.all("select status, outcome, slot_start from bookings where demo_request_id = ?", visitor.leadId),
      ).toEqual([{ status: "confirmed", outcome: null, slot_start: slot }]);
      expect(await leadStatus(db, visitor.leadId)).toBe("demo_booked");
      expect(await db.all("select count(*) as n from outbox where event = 'demo_booking.no_show'")).toEqual([{ n: 1 }]);
      expect(smtp.messages.filter(isNoShow)).toHaveLength(1);
    },
  );

  it.skipIf(!adminUrl)(
    "two instances on one PostgreSQL mark the same no-show at the same moment: one e-mail is queued and sent",
    { timeout: 180_000 },
    async () => {
      const smtp = await startSmtpSink();
      cleanups.push(smtp.close);
      const database = await createPostgresDatabase(adminUrl!, "ilimi_outcomes");
      const env = { ...quick, DATABASE_URL: database.url, SMTP_URL: smtp.url, DELIVERY_POLL_MS: "200" };
      const [one, two] = await Promise.all([startServer(env), startServer(env)]);
      servers.push(one!, two!);
      const a: ConsoleServer = { url: one!.url, dataDir: one!.dataDir, databaseUrl: database.url };
      const b: ConsoleServer = { url: two!.url, dataDir: two!.dataDir, databaseUrl: database.url };
      const db = postgresOf(database.url);
      // Our pool ends before the database is dropped.
      cleanups.push(db.end, database.drop);
      const ada = await presenter(a, "ada@ilimi.example", "Ada Obi", "admin");
      for (let round = 0; round < 4; round++) {
        const email = `race${round}.${Date.now()}@school.edu.ng`;
        const visitor = await askForDemo(a, db, email);
        const { bookingId } = await book(round % 2 ? a : b, db, visitor);
        await moveSlot(db, bookingId, -40 - round * 60);
        const answers = await Promise.all([
          mark(a, ada, "no_show", bookingId),
          mark(b, ada, "no_show", bookingId),
          mark(a, ada, "no_show", bookingId),
          mark(b, ada, "no_show", bookingId),
        ]);
        expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        const texts = await Promise.all(answers.map((r) => r.text()));
        expect(texts.filter((t) => t.includes(outcomeCopy.savedNoShow))).toHaveLength(1);
        expect(
          await db.all(
            "select count(*)::int as n from outbox o join booking_events e on e.id = o.record_id where e.booking_id = ? and e.event = 'demo_booking.no_show'",
            bookingId,
          ),
        ).toEqual([{ n: 1 }]);
        await smtp.waitFor((all) => all.some((m) => m.to.includes(email) && m.subject.startsWith("We missed you")));
      }
      // The outbox's claims hold across instances too: each visitor got exactly one.
      await new Promise((r) => setTimeout(r, 1000));
      const noShows = smtp.messages.filter((m) => m.subject.startsWith("We missed you"));
      expect(noShows).toHaveLength(4);
      expect(new Set(noShows.map((m) => m.to[0])).size).toBe(4);
    },
  );

  it(
    "within the minimum notice the manage page offers no change, and a direct post to reschedule or cancel is refused with a clear page, in both editions",
    { timeout: 120_000 },
    async () => {
      const server = await startInProcess({ ...quick, DELIVERY_DISABLED: "1" });
      servers.push(server);
      const db = sqliteOf(server);
      for (const [edition, copy] of [
        ["", bookingCopy],
        ["/fr", bookingCopyFr],
      ] as const) {
        const visitor = await askForDemo(server, db, `late${edition.replace("/", ".")}.${Date.now()}@school.edu.ng`);
        const { bookingId, manage } = await book(server, db, visitor, edition);
        // Far enough ahead, the page offers both changes.
        const before = await (
          await fetch(`${server.url}${edition}/booking/manage?token=${encodeURIComponent(manage)}`)
        ).text();
        expect(before).toContain(copy.booked.reschedule);
        // An hour and a bit from now (each edition's demo its own time): within the 2 hours' notice.
        await moveSlot(db, bookingId, edition ? 75 : 60);
        const page = await (
          await fetch(`${server.url}${edition}/booking/manage?token=${encodeURIComponent(manage)}`)
        ).text();
        expect(page).toContain(copy.tooLate.heading);
        expect(page).not.toContain(copy.booked.reschedule);
        expect(page).not.toContain(copy.booked.cancel);
        const moved = await change(server, `${edition}/booking/reschedule`, manage, { slot: visitor.slots[0]! });
        expect(moved.status).toBe(409);
        expect(await moved.text()).toContain(copy.tooLate.heading);
        const cancelled = await change(server, `${edition}/booking/cancel`, manage);
        expect(cancelled.status).toBe(409);
        const body = await cancelled.text();
        expect(body).toContain(copy.tooLate.heading);
        expect(body).not.toContain(copy.cancel.confirm);
        expect(await db.all("select status from bookings where id = ?", bookingId)).toEqual([{ status: "confirmed" }]);
        expect(await leadStatus(db, visitor.leadId)).toBe("demo_booked");
      }
    },
  );
});
