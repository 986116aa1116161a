import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, consoleServerEnv, demoRequest, get, leadIdFor, post, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// Bookings in the console (issue #18 "Bookings"), against the built server on its SQLite file:
// the agenda lists the coming demos by day in WAT with a link to each lead, the lead shows its
// booking, and an admin's erasure takes the booking with it. The booking is written straight into
// the server's database, as the booking pages would have left it, to keep this test about the console.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console bookings");

describe.skipIf(!built)("bookings in the sales console", () => {
  let server: RunningServer;
  let target: ConsoleServer;
  let admin = "";
  let sales = "";
  let leadId = "";
  const bookingId = randomUUID();

  function database() {
    return new SQLite(join(server.dataDir, "ilimi.sqlite"));
  }

  beforeAll(async () => {
    server = await startServer({
      ...consoleServerEnv,
      ILIMI_BUILD_DIR: buildDir,
    });
    target = { url: server.url, dataDir: server.dataDir };
    admin = await account(target, "admin@ilimi.example", "admin");
    sales = await account(target, "sales@ilimi.example", "sales");
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("shows an honest empty agenda before anyone has booked", async () => {
    const page = await (await get(target, "/sales/bookings", sales)).text();
    expect(page).toContain("No demos booked");
  });

  it("lists a booked demo under its day in WAT, linking to the lead, and the lead shows it", async () => {
    await demoRequest(target, "booker@school.edu.ng");
    leadId = await leadIdFor(target, admin, "booker@school.edu.ng");
    const db = database();
    const at = new Date().toISOString();
    // 09:00 UTC is 10:00 WAT (UTC+1, no summer time).
    db.prepare(
      "insert into bookings (id, demo_request_id, slot_start, slot_end, status, sequence, created_at, updated_at, cancelled_at) values (?, ?, ?, ?, 'confirmed', 0, ?, ?, null)",
    ).run(bookingId, leadId, "2030-03-05T09:00:00.000Z", "2030-03-05T10:00:00.000Z", at, at);
    db.prepare("insert into booking_slot_seats (slot_start, seat, booking_id) values (?, 1, ?)").run(
      "2030-03-05T09:00:00.000Z",
      bookingId,
    );
    db.close();

    const agenda = await (await get(target, "/sales/bookings", sales)).text();
    // Intl writes "Tuesday, 5 March 2030" or "Tuesday 5 March 2030" depending on the ICU version.
    expect(agenda).toMatch(/Tuesday,? 5 March 2030/);
    expect(agenda).toContain("10:00–11:00");
    expect(agenda).toContain(`href="/sales/leads/${leadId}"`);
    expect(agenda).not.toContain("No demos booked");

    const lead = await (await get(target, `/sales/leads/${leadId}`, sales)).text();
    expect(lead).toMatch(/Tuesday,? 5 March 2030, 10:00–11:00 WAT/);
    expect(lead).toContain("Confirmed");
  });

  it("erases the booking and its held seat with the person, and the agenda no longer lists it", async () => {
    const erased = await post(
      target,
      `/sales/leads/${leadId}`,
      { intent: "erase", confirm: "ERASE" },
      { cookie: admin },
    );
    expect(erased.status).toBe(302);
    const db = database();
    expect(db.prepare("select count(*) as n from bookings where id = ?").get(bookingId)).toEqual({ n: 0 });
    expect(db.prepare("select count(*) as n from booking_slot_seats where booking_id = ?").get(bookingId)).toEqual({
      n: 0,
    });
    db.close();
    expect(await (await get(target, "/sales/bookings", sales)).text()).toContain("No demos booked");
  });
});
