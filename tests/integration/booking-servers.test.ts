import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { bookingCopy } from "~/content/booking";
import { postBooking, requestDemo } from "../support/booking";
import { builtServerAvailable } from "../support/demo-form";
import { startSmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";
import { startWebhookSink } from "../support/webhook-sink";

// The booking endpoint on the real production server: many visitors on one slot, one server or
// two on one PostgreSQL, and a booking acknowledged just before the process is killed. The slot is
// the last one the server itself offers, so the day the suite runs does not matter.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Booking server test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const quick = { ILIMI_BUILD_DIR: buildDir, RATE_LIMIT_DISABLED: "1", FORM_MIN_FILL_MS: "0", LOG_LEVEL: "error", BOOKING_CAPACITY: "2" };
const servers: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const server of servers) {
    await server.kill();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  for (const cleanup of cleanups) await cleanup();
});

async function raceForOneSlot(instances: RunningServer[]) {
  const visitors = await Promise.all(Array.from({ length: 20 }, (_, i) => requestDemo(instances[i % instances.length]!.url, `race${i}.${Date.now()}@school.edu.ng`)));
  const slot = visitors[0]!.slots.at(-1)!;
  const answers = await Promise.all(visitors.map((v, i) => postBooking(instances[i % instances.length]!.url, v.token, slot)));
  const bodies = await Promise.all(answers.map((a) => a.text()));
  return { statuses: answers.map((a) => a.status), bodies };
}

describe.skipIf(!built)("booking on the production server", () => {
  it("20 visitors press Book on the same slot at once: 2 are booked, 18 are told it was just taken, none gets a 5xx", async () => {
    const server = await startServer(quick);
    servers.push(server);
    const { statuses, bodies } = await raceForOneSlot([server]);
    expect(statuses.filter((s) => s === 303)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    expect(bodies.filter((b) => b.includes(bookingCopy.problems.taken))).toHaveLength(18);
  });

  it.skipIf(!adminUrl)("the same on two instances sharing one PostgreSQL", async () => {
    const database = await createPostgresDatabase(adminUrl!, "ilimi_booking");
    cleanups.push(database.drop);
    const first = await startServer({ ...quick, DATABASE_URL: database.url });
    servers.push(first);
    const second = await startServer({ ...quick, DATABASE_URL: database.url });
    servers.push(second);
    const { statuses, bodies } = await raceForOneSlot([first, second]);
    expect(statuses.filter((s) => s === 303)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    expect(bodies.filter((b) => b.includes(bookingCopy.problems.taken))).toHaveLength(18);
  });

  it("a booking confirmed right before kill -9 is kept, and its invitation, sales e-mail and webhook go out once after the restart", async () => {
    const smtp = await startSmtpSink();
    const webhook = await startWebhookSink();
    cleanups.push(smtp.close, webhook.close);
    const delivery = { SMTP_URL: smtp.url, SALES_EMAIL: "sales@ilimi.test", LEADS_WEBHOOK_URL: webhook.url, LEADS_WEBHOOK_SECRET: "kill-nine-webhook-secret-0123456789" };
    // Delivery off in the first life: the jobs can only go out after the crash.
    const server = await startServer({ ...quick, ...delivery, DELIVERY_DISABLED: "1" });
    const email = `crash.${Date.now()}@school.edu.ng`;
    const visitor = await requestDemo(server.url, email);
    const answer = await postBooking(server.url, visitor.token, visitor.slots.at(-1)!);
    expect(answer.status).toBe(303);
    await server.kill();

    const again = await startServer({ ...quick, ...delivery }, { dataDir: server.dataDir });
    servers.push(again);
    const manage = await fetch(new URL(answer.headers.get("location")!, again.url));
    expect(await manage.text()).toContain(bookingCopy.booked.heading);
    await smtp.waitFor((all) => all.some((m) => m.to.includes(email) && /^Booked:/.test(m.subject)));
    await webhook.waitFor((all) => all.some((w) => w.json.event === "demo_booking.created"));
    await smtp.waitFor((all) => all.some((m) => m.to.includes("sales@ilimi.test") && /^Demo booked\b/.test(m.subject)));
    // Give a duplicate the time to show up if there were one: the poll interval is 2 s.
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.messages.filter((m) => m.to.includes(email) && /^Booked:/.test(m.subject))).toHaveLength(1);
    // Sales' copy with the .ics (the only booking on this server), once too.
    expect(smtp.messages.filter((m) => m.to.includes("sales@ilimi.test") && /^Demo booked\b/.test(m.subject))).toHaveLength(1);
    expect(webhook.received.filter((w) => w.json.event === "demo_booking.created")).toHaveLength(1);
  });

  it("a client that keeps posting to the picker is slowed by the rate limit, however the path is spelt", async () => {
    const server = await startServer({ ILIMI_BUILD_DIR: buildDir, FORM_MIN_FILL_MS: "0", LOG_LEVEL: "error", RATE_LIMIT_DEMO_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "600" });
    servers.push(server);
    const statuses: number[] = [];
    for (const path of ["/booking/book", "/booking/cancel", "/booking/reschedule", "/booking/book", "/Booking/Book"]) {
      const answer = await fetch(`${server.url}${path}`, { method: "POST", body: new URLSearchParams({ token: "forged", slot: "2030-01-07T08:00:00.000Z" }), redirect: "follow", headers: { origin: server.url } });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429 && s < 500)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
