import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBooking, requestDemo } from "../support/booking";
import { account, consoleServerEnv, get, post } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// Issue #25, item 4, on the real production server (ADR 042). A loopback HTTP server plays Google
// Calendar's secret iCal address: a weekly meeting with a week cut out, an all-day event and a
// meeting in another zone, all placed on times the server offers today, so the suite does not
// depend on the day it runs. Then the feeds that must be refused or cut off, the team page that
// says so, and the presenter's own subscription address.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Calendar feed test");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: RunningServer;
let feeds: Server;
let feedBase = "";
let calendar = "";
let adminCookie = "";
let presenterCookie = "";
let presenterId = "";

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The instant as a wall-clock time in a zone, as an iCalendar local time (for TZID=...). */
function wallClock(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

const watDate = (ms: number) => new Date(ms + HOUR).toISOString().slice(0, 10);

function icsOf(events: string[][]): string {
  return `${["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n")}\r\n`;
}

/** Waits for the account's feed to have been read (ok or failed): the server reads it once it is saved. */
async function feedState(
  path: string,
  cookie: string,
  marker: RegExp = /data-feed-state="(ok|failed)"/,
): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const html = await (await get(server, path, cookie)).text();
    if (marker.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the feed was never read (${path})`);
}

beforeAll(async () => {
  if (!built) return;
  feeds = createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/calendar.ics") {
      response.writeHead(200, { "Content-Type": "text/calendar", ETag: '"v1"' });
      return response.end(calendar);
    }
    if (path === "/huge.ics") {
      // 10 MB with no Content-Length: only the cap on what arrives can stop it.
      response.writeHead(200, { "Content-Type": "text/calendar" });
      const chunk = Buffer.alloc(64 * 1024, "X");
      let sent = 0;
      const pump = () => {
        while (sent < 10 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return response.once("drain", pump);
        }
        response.end();
      };
      return pump();
    }
    if (path === "/silent.ics") return; // never answers
    if (path === "/to-private.ics") {
      response.writeHead(302, { Location: "http://10.0.0.1/calendar.ics" });
      return response.end();
    }
    if (path === "/to-server.ics") {
      response.writeHead(302, { Location: `${server.url}/sales/feeds/x.ics` });
      return response.end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  server = await startServer({
    ...consoleServerEnv,
    ILIMI_BUILD_DIR: buildDir,
    LOG_LEVEL: "warn",
    CALENDAR_FEED_ALLOW_LOOPBACK_FOR_TESTS: "1",
    CALENDAR_FEED_TIMEOUT_MS: "1500",
  });
  adminCookie = await account(server, "admin@ilimi.example", "admin");
  presenterCookie = await account(server, "ada@ilimi.example", "sales", {
    profile: { name: "Ada Obi", presents: true, languages: ["en"] },
  });
  const team = await (await get(server, "/sales/users", adminCookie)).text();
  presenterId = /data-calendar-feed="([^"]+)"/.exec(team)![1]!;
});

afterAll(async () => {
  if (!built) return;
  await server.kill();
  rmSync(server.dataDir, { recursive: true, force: true });
  feeds.closeAllConnections();
  feeds.close();
});

describe.skipIf(!built)("a presenter's own calendar", () => {
  it("keeps the times the presenter is busy in their own calendar out of the picker, and refuses to book them", async () => {
    const before = (await requestDemo(server.url, `before.${Date.now()}@school.edu.ng`)).slots;
    const ms = before.map((s) => Date.parse(s));
    // A weekly 20-minute meeting at the first offered time, cut out the next week (EXDATE).
    const weekly = ms[0]!;
    // An all-day event on the last offered day; a meeting in New York time at an offered time in between.
    const lastDay = watDate(ms.at(-1)!);
    const newYork = ms.find(
      (m) => m > weekly + DAY && watDate(m) !== lastDay && watDate(m) !== watDate(weekly + 7 * DAY),
    )!;
    calendar = icsOf([
      [
        "BEGIN:VEVENT",
        "UID:weekly@google.com",
        `DTSTART:${stamp(weekly)}`,
        `DTEND:${stamp(weekly + 20 * 60_000)}`,
        "RRULE:FREQ=WEEKLY",
        `EXDATE:${stamp(weekly + 7 * DAY)}`,
        "END:VEVENT",
      ],
      ["BEGIN:VEVENT", "UID:offsite@google.com", `DTSTART;VALUE=DATE:${lastDay.replace(/-/g, "")}`, "END:VEVENT"],
      [
        "BEGIN:VEVENT",
        "UID:ny@google.com",
        `DTSTART;TZID=America/New_York:${wallClock(newYork, "America/New_York")}`,
        `DTEND;TZID=America/New_York:${wallClock(newYork + 20 * 60_000, "America/New_York")}`,
        "END:VEVENT",
      ],
      [
        "BEGIN:VEVENT",
        "UID:free@google.com",
        `DTSTART:${stamp(ms[1]!)}`,
        `DTEND:${stamp(ms[1]! + 20 * 60_000)}`,
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
      ],
    ]);
    const saved = await post(
      server,
      "/sales/account",
      { intent: "feed-save", feedUrl: `${feedBase}/calendar.ics` },
      { cookie: presenterCookie },
    );
    expect(saved.status).toBe(200);
    const page = await feedState("/sales/account", presenterCookie);
    expect(page).toContain('data-feed-state="ok"');
    expect(page).not.toContain("/calendar.ics");

    const after = (await requestDemo(server.url, `after.${Date.now()}@school.edu.ng`)).slots;
    const iso = (m: number) => new Date(m).toISOString();
    expect(after).not.toContain(iso(weekly));
    expect(after).not.toContain(iso(newYork));
    expect(after.some((s) => watDate(Date.parse(s)) === lastDay)).toBe(false);
    expect(after).toContain(iso(ms[1]!)); // shown as free
    if (before.includes(iso(weekly + 7 * DAY))) expect(after).toContain(iso(weekly + 7 * DAY)); // cut out
    if (before.includes(iso(weekly + 14 * DAY))) expect(after).not.toContain(iso(weekly + 14 * DAY));

    const visitor = await requestDemo(server.url, `busy.${Date.now()}@school.edu.ng`);
    const refused = await postBooking(server.url, visitor.token, iso(weekly));
    expect(refused.status).not.toBe(303);
    expect(
      await (await post(server, "/sales/account", { intent: "feed-remove" }, { cookie: presenterCookie })).text(),
    ).toContain("no longer blocks");
  });

  for (const [name, path, errorClass] of [
    ["answers 10 MB", "/huge.ics", "too_big"],
    ["never answers", "/silent.ics", "timeout"],
    ["redirects to a private address", "/to-private.ics", "refused_address"],
    ["redirects to the server itself", "/to-server.ics", "refused_address"],
  ] as const) {
    it(`marks a feed that ${name} as failing on the team page and the presenter's page, with why`, async () => {
      const saved = await post(
        server,
        "/sales/users",
        { intent: "feed-save", account: presenterId, feedUrl: `${feedBase}${path}` },
        { cookie: adminCookie },
      );
      expect(saved.status).toBe(200);
      const team = await feedState("/sales/users", adminCookie, /data-feed-state="failed"/);
      expect(team).toContain(`data-error-class="${errorClass}"`);
      expect(team).toContain("Calendar failing");
      expect(team).toContain("Never read successfully.");
      expect(await (await get(server, "/sales/account", presenterCookie)).text()).toContain(
        `data-error-class="${errorClass}"`,
      );
      expect(server.output()).toContain("calendar feed failed");
      expect(server.output()).not.toContain(path);
    });
  }

  it("refuses an address that points at the server itself, or is not https, when it is pasted", async () => {
    const own = await post(
      server,
      "/sales/account",
      { intent: "feed-save", feedUrl: `${server.url}/sales/feeds/x.ics` },
      { cookie: presenterCookie },
    );
    expect(own.status).toBe(200);
    expect(await feedState("/sales/account", presenterCookie, /data-error-class="refused_address"/)).toContain(
      "refused",
    );
    for (const feedUrl of [
      "ftp://calendar.example/x.ics",
      "not an address",
      "https://user:pw@calendar.example/x.ics",
      "",
    ]) {
      const refused = await post(
        server,
        "/sales/account",
        { intent: "feed-save", feedUrl },
        { cookie: presenterCookie },
      );
      expect(refused.status).toBe(400);
    }
  });

  it("gives the presenter a subscription address of their demos, which stops working once revoked or replaced", async () => {
    const visitor = await requestDemo(server.url, `sub.${Date.now()}@school.edu.ng`);
    expect((await postBooking(server.url, visitor.token, visitor.slots.at(-1)!)).status).toBe(303);
    const made = await (
      await post(server, "/sales/account", { intent: "subscription-new" }, { cookie: presenterCookie })
    ).text();
    const address = /data-subscription-url[^>]*>([^<]+)</.exec(made)![1]!;
    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const body = await feed.text();
    expect(body).toContain(`DTSTART:${stamp(Date.parse(visitor.slots.at(-1)!))}`);
    expect(body).toContain("@presenter.ilimi");
    // Replaced: the old address is gone, the new one works; revoked: none works.
    const replaced = await (
      await post(server, "/sales/account", { intent: "subscription-new" }, { cookie: presenterCookie })
    ).text();
    const second = /data-subscription-url[^>]*>([^<]+)</.exec(replaced)![1]!;
    expect((await fetch(address)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    await post(server, "/sales/account", { intent: "subscription-revoke" }, { cookie: presenterCookie });
    expect((await fetch(second)).status).toBe(404);
    expect((await fetch(`${server.url}/sales/feeds/..%2F..%2Fetc.ics`)).status).toBe(404);
  });
});
