import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayInZone } from "~/lib/team-clock";
import { requestDemo } from "../support/booking";
import { account, consoleServerEnv, get, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// Admins set when visitors can book from the console (issue #18 "Bookings"): the settings are
// checked like the BOOKING_* configuration, a wrong one changes nothing, a saved one is what the
// public slot picker offers next, closed dates come and go, and each change is in the audit log.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console availability test");

describe.skipIf(!built)("an admin sets when visitors can book a demo", () => {
  let server: RunningServer;
  let target: ConsoleServer;
  let admin: string;
  let sales: string;

  beforeAll(async () => {
    server = await startServer({
      ...consoleServerEnv,
      ILIMI_BUILD_DIR: buildDir,
      BOOKING_MIN_NOTICE_HOURS: "0",
      BOOKING_HORIZON_DAYS: "10",
    });
    target = { url: server.url, dataDir: server.dataDir };
    admin = await account(target, "admin@ilimi.example", "admin");
    sales = await account(target, "sales@ilimi.example", "sales");
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const send = (cookie: string | undefined, fields: [string, string][]) =>
    fetch(`${server.url}/sales/bookings`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const settings = (
    overrides: Record<string, string> = {},
    days = ["1", "2", "3", "4", "5", "6"],
  ): [string, string][] => [
    ["intent", "availability"],
    ...days.map((d): [string, string] => ["workingDays", d]),
    ...Object.entries({
      opensAt: "10:00",
      closesAt: "16:00",
      slotMinutes: "45",
      capacity: "3",
      minNoticeWorkingHours: "0",
      horizonWorkingDays: "5",
      ...overrides,
    }),
  ];
  const rows = (sql: string) => {
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    try {
      return db.prepare(sql).all() as Record<string, unknown>[];
    } finally {
      db.close();
    }
  };

  it("shows the settings to admins only, and refuses a change from sales or a signed-out visitor", async () => {
    expect(await (await get(target, "/sales/bookings", admin)).text()).toContain("When visitors can book");
    const forSales = await get(target, "/sales/bookings", sales);
    expect(forSales.status).toBe(200);
    expect(await forSales.text()).not.toContain("When visitors can book");
    expect((await send(sales, settings())).status).toBe(403);
    expect((await send(undefined, settings())).status).toBe(302);
    expect(rows("select * from booking_settings")).toHaveLength(0);
  });

  it("refuses settings the configuration would refuse, at the field, keeping what was typed and storing nothing", async () => {
    const noRoom = await send(admin, settings({ opensAt: "17:45", closesAt: "18:00" }));
    expect(noRoom.status).toBe(400);
    const page = await noRoom.text();
    expect(page).toContain("Closing time must leave room for one slot after opening time.");
    expect(page).toContain('value="17:45"');
    for (const [field, value] of [
      ["capacity", "0"],
      ["slotMinutes", "ten"],
      ["opensAt", "25:00"],
    ] as const) {
      const answer = await send(admin, settings({ [field]: value }));
      expect(answer.status, field).toBe(400);
      expect(await answer.text(), field).toContain('aria-invalid="true"');
    }
    expect(await (await send(admin, settings({ capacity: "0" }))).text()).toContain("Enter 1 or more.");
    expect((await send(admin, settings({}, []))).status).toBe(400);
    expect(rows("select * from booking_settings")).toHaveLength(0);
  });

  it("stores valid settings, which the public slot picker offers and names at once, and logs the change", async () => {
    const saved = await send(admin, settings());
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Availability saved");
    const { slots, token } = await requestDemo(server.url, `picker.${Date.now()}@school.edu.ng`);
    expect(slots.length).toBeGreaterThan(0);
    // The picker's words say the length the admin set, not the default's 30 minutes (issue #45).
    const picker = await (await fetch(`${server.url}/booking/book?booking=${encodeURIComponent(token)}`)).text();
    expect(picker).toContain("Choose a 45-minute slot");
    for (const slot of slots) {
      // 10:00-16:00 WAT is 09:00-15:00 UTC; 45-minute demos start 09:00, 09:45, ... 14:15 UTC.
      const start = new Date(slot);
      const minutes = start.getUTCHours() * 60 + start.getUTCMinutes();
      expect(minutes, slot).toBeGreaterThanOrEqual(9 * 60);
      expect(minutes + 45, slot).toBeLessThanOrEqual(15 * 60);
      expect((minutes - 9 * 60) % 45, slot).toBe(0);
      expect(start.getUTCDay(), slot).not.toBe(0);
    }
    expect(rows("select action from audit_log where action = 'availability_changed'")).toHaveLength(1);
  });

  it("adds and removes a closed date, refuses one that is not a date, and the picker skips the closed day", async () => {
    const wrong = await send(admin, [
      ["intent", "addClosed"],
      ["date", "29-03-2027"],
      ["label", "Easter"],
    ]);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Enter a date like 2027-03-29.");

    const { slots } = await requestDemo(server.url, `closed.${Date.now()}@school.edu.ng`);
    const day = new Date(slots.at(-1)!).toISOString().slice(0, 10);
    expect(
      (
        await send(admin, [
          ["intent", "addClosed"],
          ["date", day],
          ["label", "Eid al-Fitr"],
        ])
      ).status,
    ).toBe(200);
    expect(await (await get(target, "/sales/bookings", admin)).text()).toContain("Eid al-Fitr");
    const after = await requestDemo(server.url, `closed2.${Date.now()}@school.edu.ng`);
    expect(after.slots.some((s) => new Date(s).toISOString().slice(0, 10) === day)).toBe(false);

    expect(
      (
        await send(admin, [
          ["intent", "removeClosed"],
          ["date", day],
        ])
      ).status,
    ).toBe(200);
    expect(rows("select * from booking_closed_dates")).toHaveLength(0);
    expect(
      rows("select action from audit_log where action in ('closed_date_added', 'closed_date_removed') order by at").map(
        (r) => r.action,
      ),
    ).toEqual(["closed_date_added", "closed_date_removed"]);
  });

  it("finds those changes in the audit log by action and by date, and says when a filter is wrong", async () => {
    // Each entry is a sentence now (issue #27): "<who> closed 2026-12-01 for bookings".
    const rowsOf = (html: string) =>
      [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)]
        .map((m) =>
          m[1]!
            .replace(/<[^>]+>/g, "")
            .replace(/\s+/g, " ")
            .trim(),
        )
        .filter((row) => / for bookings| visitors can book/.test(row));
    const added = rowsOf(await (await get(target, "/sales/audit?action=closed_date_added", admin)).text());
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/closed \d{4}-\d{2}-\d{2} for bookings(?! again)/);
    const changed = rowsOf(await (await get(target, "/sales/audit?action=availability_changed", admin)).text());
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/changed when visitors can book/);
    // The audit log's days are the team's (WAT, the server's default CONSOLE_TIME_ZONE).
    const today = dayInZone(new Date(), "Africa/Lagos");
    expect(
      rowsOf(await (await get(target, `/sales/audit?from=${today}&to=${today}`, admin)).text()).some((row) =>
        /opened \d{4}-\d{2}-\d{2} for bookings again/.test(row),
      ),
    ).toBe(true);
    expect(rowsOf(await (await get(target, "/sales/audit?from=2099-01-01", admin)).text())).toEqual([]);
    expect(await (await get(target, "/sales/audit?action=drop_tables", admin)).text()).toContain(
      "Choose an action from the list.",
    );
    expect((await get(target, "/sales/audit", sales)).status).toBe(403);
  });
});
