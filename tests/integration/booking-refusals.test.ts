import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookingToken } from "~/booking/tokens.server";
import { bookingCopy, type BookingProblem } from "~/content/booking";
import { SQLITE_FILE_NAME, closeDatabase, initDatabase } from "~/db/connection.server";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { requestDemo, type Confirmation } from "../support/booking";
import { builtServerAvailable } from "../support/demo-form";
import { configureLeads } from "~/delivery/config.server";
import { startServer, testAppSecret, type RunningServer } from "../support/start-server";

// Each reason a picked time is refused, as a browser without JavaScript meets it on the production
// server: the specific message, the picker again, its own status (not the "link does not work" 400
// of a page without its token), and nothing stored. The times are derived from what the server
// itself offers, so the day the suite runs does not matter; the closed date is one the operator
// adds (a moving holiday) to the server's own database while it runs.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Booking refusal test");
const halfHour = 30 * 60_000;

let server: RunningServer;
let store: SQLite.Database;

beforeAll(async () => {
  if (!built) return;
  server = await startServer({
    ILIMI_BUILD_DIR: buildDir,
    RATE_LIMIT_DISABLED: "1",
    FORM_MIN_FILL_MS: "0",
    LOG_LEVEL: "error",
    BOOKING_CAPACITY: "1",
  });
  store = new SQLite(join(server.dataDir, SQLITE_FILE_NAME));
});
afterAll(async () => {
  store?.close();
  await server?.kill();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** The picker's post, as the browser sends it: to the form's own action. */
async function pick(visitor: Confirmation, slot: string) {
  const res = await fetch(new URL(visitor.action, server.url), {
    method: "POST",
    body: new URLSearchParams({ token: visitor.token, slot }),
    redirect: "manual",
    headers: { origin: server.url },
  });
  return { status: res.status, html: await res.text() };
}

const bookings = () => (store.prepare("SELECT count(*) AS n FROM bookings").get() as { n: number }).n;

/** A working-hours slot (Mon-Fri, 09:00-17:30 WAT = 08:00-16:30 UTC) after `from` and before the first slot offered: inside the notice. */
function insideNotice(from: number, firstOffered: string): string | undefined {
  for (let t = Math.ceil(from / halfHour) * halfHour + halfHour; t < Date.parse(firstOffered); t += halfHour) {
    const at = new Date(t);
    const minutes = at.getUTCHours() * 60 + at.getUTCMinutes();
    if (at.getUTCDay() >= 1 && at.getUTCDay() <= 5 && minutes >= 8 * 60 && minutes <= 16 * 60 + 30)
      return at.toISOString();
  }
  return undefined;
}

describe.skipIf(!built)("a refused time on the production server", () => {
  it("each reason gets its own message, the picker again and its status, and nothing is stored", async () => {
    const first = await requestDemo(server.url, `refused.${Date.now()}@school.edu.ng`);
    const visitor = await requestDemo(server.url, `refused2.${Date.now()}@school.edu.ng`);
    const lastDay = visitor.slots.at(-1)!.slice(0, 10);
    // Full: the first visitor takes the only seat of the first day's last slot.
    const full = visitor.slots.filter((s) => s.startsWith(visitor.slots[0]!.slice(0, 10))).at(-1)!;
    const stillFree = visitor.slots.find((s) => s !== full && !s.startsWith(lastDay))!;
    expect((await pick(first, full)).status).toBe(303);
    // Closed: the operator adds the last offered day as a moving holiday.
    store
      .prepare("INSERT INTO booking_closed_dates (date, label, created_at) VALUES (?, ?, ?)")
      .run(lastDay, "Eid al-Fitr", new Date().toISOString());
    const notice = insideNotice(Date.now(), visitor.slots[0]!);
    expect(notice, "a working-hours slot before the first one offered").toBeDefined();
    const cases: [string, BookingProblem, number][] = [
      [new Date(Date.parse(visitor.slots[0]!) - 7 * 86_400_000).toISOString(), "past", 400],
      [`${visitor.slots[0]!.slice(0, 10)}T19:00:00.000Z`, "outsideHours", 400],
      [visitor.slots.at(-1)!, "closed", 400],
      [full, "taken", 409],
      [notice!, "notice", 400],
      ["not-a-date", "invalid", 400],
    ];
    const before = bookings();
    for (const [slot, problem, status] of cases) {
      const answer = await pick(visitor, slot);
      expect({ slot, problem, status: answer.status }).toEqual({ slot, problem, status });
      expect(answer.html, problem).toContain(bookingCopy.problems[problem]);
      // The picker again, with the times still free (the full one and the closed day's are gone).
      expect(answer.html).toContain(`name="slot" value="${stillFree}"`);
      expect(answer.html).not.toContain(`name="slot" value="${full}"`);
      expect(answer.html).not.toContain(`name="slot" value="${visitor.slots.at(-1)}"`);
    }
    expect(bookings()).toBe(before);
  });

  it("a visitor who books again from the same confirmation is told there already is a booking, and keeps the first time", async () => {
    const visitor = await requestDemo(server.url, `twice.${Date.now()}@school.edu.ng`);
    const [firstTime, secondTime] = visitor.slots.slice(-4, -2);
    expect((await pick(visitor, firstTime!)).status).toBe(303);
    const before = bookings();
    const again = await fetch(new URL(visitor.action, server.url), {
      method: "POST",
      body: new URLSearchParams({ token: visitor.token, slot: secondTime! }),
      redirect: "manual",
      headers: { origin: server.url },
    });
    expect(again.status).toBe(303);
    const shown = await (await fetch(new URL(again.headers.get("location")!, server.url))).text();
    expect(shown).toContain(bookingCopy.booked.alreadyHeading);
    expect(bookings()).toBe(before);
    const seats = (slot: string) =>
      (store.prepare("SELECT count(*) AS n FROM booking_slot_seats WHERE slot_start = ?").get(slot) as { n: number }).n;
    expect([seats(firstTime!), seats(secondTime!)]).toEqual([1, 0]);
  });
});

describe.skipIf(!built)("a booking link that names nothing it can use", () => {
  // Signed with the test server's own secret, against its own database: these links are genuine,
  // only stale or pointing at nothing.
  let db: Kysely<Database>;
  beforeAll(async () => {
    configureLeads({
      appSecret: testAppSecret,
      webhookUrl: undefined,
      webhookSecret: undefined,
      smtpUrl: undefined,
      salesEmail: undefined,
    });
    db = await initDatabase({ dataDir: server.dataDir, databaseUrl: undefined, sqliteSynchronous: "FULL" });
  });
  afterAll(() => closeDatabase());
  const nobody = "00000000-0000-4000-8000-000000000000";
  const page = async (path: string, init?: RequestInit) => {
    const res = await fetch(new URL(path, server.url), { redirect: "manual", ...init });
    return { status: res.status, html: await res.text() };
  };
  const post = (path: string, fields: Record<string, string>) =>
    page(path, { method: "POST", body: new URLSearchParams(fields), headers: { origin: server.url } });

  it("an expired e-mail link says it has expired, on every booking page and the .ics", async () => {
    const expired = await createBookingToken(db, "manage", nobody, Date.now() - 60_000);
    for (const path of ["/booking/manage", "/booking/reschedule", "/booking/cancel", "/fr/booking/cancel"]) {
      const shown = await page(`${path}?token=${expired}`);
      expect(shown.status, path).toBe(410);
      expect(shown.html, path).toContain(path.startsWith("/fr") ? "Ce lien a expiré" : bookingCopy.links.expiredTitle);
    }
    expect((await post(`/booking/cancel?token=${expired}`, { token: expired })).status).toBe(410);
    expect((await page(`/booking/invite.ics?token=${expired}`)).status).toBe(410);
  });

  it("a genuine link for a demo request that is not stored books nothing and says so", async () => {
    const before = bookings();
    const token = await createBookingToken(db, "book", nobody, Date.now() + 3_600_000);
    const shown = await page(`/booking/book?booking=${token}`);
    expect(shown.status).toBe(404);
    expect(shown.html).toContain(bookingCopy.links.noRequestTitle);
    expect(shown.html).not.toContain('name="slot"');
    const posted = await post(`/booking/book?booking=${token}`, {
      token,
      slot: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(posted.status).toBe(404);
    expect(posted.html).toContain(bookingCopy.links.noRequestTitle);
    expect(bookings()).toBe(before);
  });

  it("a genuine link for a booking that does not exist shows no one's booking", async () => {
    const token = await createBookingToken(db, "manage", nobody, Date.now() + 3_600_000);
    for (const path of ["/booking/manage", "/booking/reschedule", "/booking/cancel", "/booking/invite.ics"]) {
      const shown = await page(`${path}?token=${token}`);
      expect(shown.status, path).toBe(404);
      expect(shown.html, path).not.toContain("BEGIN:VCALENDAR");
      if (!path.endsWith(".ics")) expect(shown.html, path).toContain(bookingCopy.links.invalidTitle);
    }
    expect((await post(`/booking/cancel?token=${token}`, { token })).status).toBe(404);
    expect(
      (
        await post(`/booking/reschedule?token=${token}`, {
          token,
          slot: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        })
      ).status,
    ).toBe(404);
  });
});
