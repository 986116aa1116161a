import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database as Tables } from "~/db/schema.server";
import { postBooking, requestDemo, type Confirmation } from "../support/booking";
import { bookingProblems } from "../support/booking-invariants";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// Property-based fuzzing of the booking endpoints (issue #16), on the real server: tampered,
// truncated and foreign tokens, malformed slots and bodies, every method. Each answer is a page a
// person can act on (never a 5xx), a booking only ever comes from a valid token and an offered slot,
// and no slot ever holds more bookings than its capacity, also when one booking is changed by
// several posts at once (issue #23). FUZZ_RUNS raises the number of runs.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Booking fuzz test");
const runs = Number(process.env.FUZZ_RUNS || 300);

describe.skipIf(!built)("fuzzing the booking endpoints", () => {
  let server: RunningServer;
  let visitors: Confirmation[];
  let manageToken: string;
  const statuses: Record<number, number> = {};

  beforeAll(async () => {
    server = await startServer({
      ILIMI_BUILD_DIR: buildDir,
      RATE_LIMIT_DISABLED: "1",
      FORM_MIN_FILL_MS: "0",
      LOG_LEVEL: "error",
      BOOKING_CAPACITY: "1",
    });
    visitors = [];
    for (let i = 0; i < 6; i++) visitors.push(await requestDemo(server.url, `fuzz${i}.${Date.now()}@school.edu.ng`));
    const booked = await postBooking(server.url, visitors[0]!.token, visitors[0]!.slots.at(-1)!);
    manageToken = new URL(booked.headers.get("location")!, server.url).searchParams.get("token")!;
  });
  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    console.info(`booking fuzz: answers ${JSON.stringify(statuses)}`);
  });

  const tamper = (token: string) =>
    fc.oneof(
      fc.constant(token),
      fc.string({ maxLength: 700 }),
      fc
        .nat({ max: token.length - 1 })
        .chain((i) =>
          fc
            .string({ minLength: 1, maxLength: 1, unit: "grapheme-ascii" })
            .map((c) => `${token.slice(0, i)}${c}${token.slice(i + 1)}`),
        ),
      fc.nat({ max: token.length }).map((i) => token.slice(0, i)),
      fc.base64String({ maxLength: 200 }).map((p) => `${p}.${token.split(".")[1]}`),
      fc.constant(`${token}.extra`),
    );
  const slot = (offered: string[]) =>
    fc.oneof(
      fc.constantFrom(...offered),
      fc
        .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString()),
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        "",
        "2026-13-45T25:61:00.000Z",
        "0000-00-00T00:00:00Z",
        "2026-12-01T09:00:00+01:00",
        "NaN",
        "[object Object]",
      ),
    );

  const send = async (method: string, path: string, body?: URLSearchParams | string) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      body,
      redirect: "manual",
      headers: {
        origin: server.url,
        ...(typeof body === "string" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    return res.status;
  };

  it(
    "answers every booking post with a booking, a clear refusal or a link problem, never a 5xx",
    { timeout: 300_000 },
    async () => {
      const offered = visitors[1]!.slots;
      const action = fc.record({
        // Both editions: the French booking pages (issue #19) take the same posts.
        path: fc.constantFrom(
          "/booking/book",
          "/booking/reschedule",
          "/booking/cancel",
          "/fr/booking/book",
          "/fr/booking/reschedule",
          "/fr/booking/cancel",
        ),
        token: fc.constantFrom(...visitors.map((v) => v.token), manageToken).chain(tamper),
        slot: slot(offered),
        extra: fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 50 }), { maxKeys: 3 }),
      });
      await fc.assert(
        fc.asyncProperty(action, async ({ path, token, slot: s, extra }) => {
          const status = await send("POST", path, new URLSearchParams({ ...extra, token, slot: s }));
          expect([200, 303, 400, 404, 409, 410]).toContain(status);
        }),
        { numRuns: runs },
      );
    },
  );

  it("answers every link, raw body and method on the booking pages without a 5xx", { timeout: 300_000 }, async () => {
    const request = fc.record({
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE"),
      path: fc.constantFrom(
        "/booking/book?booking=",
        "/booking/manage?token=",
        "/booking/reschedule?token=",
        "/booking/cancel?token=",
        "/booking/invite.ics?token=",
        "/booking/later?x=",
        "/fr/booking/book?booking=",
        "/fr/booking/manage?token=",
        "/fr/booking/cancel?token=",
        "/fr/booking/later?x=",
      ),
      token: fc.constantFrom(visitors[2]!.token, manageToken).chain(tamper),
      body: fc.string({ maxLength: 300 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, token, body }) => {
        const status = await send(method, `${path}${encodeURIComponent(token)}`, method === "GET" ? undefined : body);
        expect(status, `${method} ${path}`).toBeLessThan(500);
      }),
      { numRuns: runs },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it(
    "answers posts changing one booking at once (reschedules, cancels, booking again) without a 5xx, and the seats and events stay consistent",
    { timeout: 300_000 },
    async () => {
      const offered = visitors[3]!.slots;
      const change = fc.oneof(
        fc.record({ kind: fc.constant("reschedule" as const), slot: fc.constantFrom(...offered) }),
        fc.record({ kind: fc.constant("cancel" as const) }),
        fc.record({ kind: fc.constant("book" as const), slot: fc.constantFrom(...offered) }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...offered),
          fc.array(change, { minLength: 2, maxLength: 6 }),
          async (first, changes) => {
            const visitor = await requestDemo(
              server.url,
              `concurrent.${Math.random().toString(36).slice(2)}@school.edu.ng`,
            );
            const booked = await postBooking(server.url, visitor.token, first);
            const manage =
              booked.status === 303
                ? new URL(booked.headers.get("location")!, server.url).searchParams.get("token")!
                : "";
            const answers = await Promise.all(
              changes.map((c) =>
                c.kind === "book"
                  ? send("POST", "/booking/book", new URLSearchParams({ token: visitor.token, slot: c.slot }))
                  : send(
                      "POST",
                      `/booking/${c.kind}?token=${encodeURIComponent(manage)}`,
                      new URLSearchParams({ token: manage, ...(c.kind === "reschedule" ? { slot: c.slot } : {}) }),
                    ),
              ),
            );
            for (const status of answers) expect([200, 303, 400, 404, 409, 410]).toContain(status);
          },
        ),
        { numRuns: Math.max(10, Math.round(runs / 10)) },
      );
      const db = new Kysely<Tables>({
        dialect: new SqliteDialect({
          database: new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true }),
        }),
      });
      try {
        expect(await bookingProblems(db, 1)).toEqual([]);
      } finally {
        await db.destroy();
      }
    },
  );

  it("never puts two bookings in one seat of capacity 1", () => {
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    const over = db
      .prepare("select slot_start, count(*) as n from booking_slot_seats group by slot_start having n > 1")
      .all();
    const confirmed = db.prepare("select count(*) as n from bookings where status = 'confirmed'").get() as {
      n: number;
    };
    const seats = db.prepare("select count(*) as n from booking_slot_seats").get() as { n: number };
    db.close();
    expect(over).toEqual([]);
    expect(seats.n).toBe(confirmed.n);
  });
});
