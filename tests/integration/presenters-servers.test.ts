import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { bookingCopy } from "~/content/booking";
import { postBooking, requestDemo } from "../support/booking";
import { twoInstances, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { seedAccount } from "../support/seed";
import { startServer, type RunningServer } from "../support/start-server";

// Issue #25 on the real production server: two presenters (seeded: support/seed.ts); a visitor books
// over HTTP and leaves with the presenter's name on the page and as ORGANIZER of the invitation;
// 20 visitors press the last free presenter's time at once, on one server and on two sharing one
// PostgreSQL. The slot is the last one the server offers, so the day the suite runs does not matter.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Presenter server test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
// BOOKING_CAPACITY 5: with presenters, the presenters are the seats, not the configured capacity.
const quick = {
  ILIMI_BUILD_DIR: buildDir,
  RATE_LIMIT_DISABLED: "1",
  FORM_MIN_FILL_MS: "0",
  LOG_LEVEL: "error",
  BOOKING_CAPACITY: "5",
  DELIVERY_DISABLED: "1",
};
const servers: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const server of servers) {
    await server.kill();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  for (const cleanup of cleanups) await cleanup();
});

async function twoPresenters(target: ConsoleServer): Promise<void> {
  const ada = { name: "Ada Obi", presents: true, languages: ["en"] };
  await seedAccount(target, { email: "ada@ilimi.example", role: "sales", profile: ada });
  const bola = { name: "Bola Ade", presents: true, languages: ["en", "fr"] };
  await seedAccount(target, { email: "bola@ilimi.example", role: "admin", profile: bola });
}

/** One visitor takes one of the two presenters at the last offered time, then 20 press it at once. */
async function raceForLastPresenter(instances: ConsoleServer[]) {
  const first = await requestDemo(instances[0]!.url, `first.${Date.now()}@school.edu.ng`);
  const slot = first.slots.at(-1)!;
  expect((await postBooking(instances[0]!.url, first.token, slot)).status).toBe(303);
  const visitors = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      requestDemo(instances[i % instances.length]!.url, `race${i}.${Date.now()}@school.edu.ng`),
    ),
  );
  const answers = await Promise.all(
    visitors.map((v, i) => postBooking(instances[i % instances.length]!.url, v.token, slot)),
  );
  const bodies = await Promise.all(answers.map((a) => a.text()));
  return { statuses: answers.map((a) => a.status), bodies };
}

// Whole servers and 20 visitors each: on a loaded machine a test outlasts Vitest's 30 s default.
describe.skipIf(!built)("presenters on the production server", { timeout: 120_000 }, () => {
  it("two visitors in a row each get another presenter, named on their page and as ORGANIZER of their invitation", async () => {
    const server = await startServer(quick);
    servers.push(server);
    await twoPresenters(server);
    const names: string[] = [];
    for (const i of [1, 2]) {
      const visitor = await requestDemo(server.url, `row${i}.${Date.now()}@school.edu.ng`);
      const booked = await postBooking(server.url, visitor.token, visitor.slots[0]!);
      expect(booked.status).toBe(303);
      const page = await (await fetch(new URL(booked.headers.get("location")!, server.url))).text();
      const name = /Presented by<\/dt><dd[^>]*>([^<]+)<\/dd>/.exec(page)?.[1];
      expect(name).toBeDefined();
      names.push(name!);
      const token = new URL(booked.headers.get("location")!, server.url).searchParams.get("token")!;
      const ics = (
        await (await fetch(`${server.url}/booking/invite.ics?token=${encodeURIComponent(token)}`)).text()
      ).replace(/\r\n /g, "");
      expect(ics).toContain(`ORGANIZER;CN="${name}":mailto:${name === "Ada Obi" ? "ada" : "bola"}@ilimi.example`);
      expect(ics).toMatch(/ATTENDEE;[^\r\n]*RSVP=TRUE:mailto:row\d/);
    }
    expect(names.sort()).toEqual(["Ada Obi", "Bola Ade"]);
    expect(bookingCopy.booked.presenter).toBe("Presented by");
  });

  it("20 visitors press the last free presenter's time at once: exactly one is booked, 19 are told it was just taken, none gets a 5xx", async () => {
    const server = await startServer(quick);
    servers.push(server);
    await twoPresenters(server);
    const { statuses, bodies } = await raceForLastPresenter([server]);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(bodies.filter((b) => b.includes(bookingCopy.problems.taken))).toHaveLength(19);
  });

  it.skipIf(!adminUrl)("the same on two instances sharing one PostgreSQL", async () => {
    const { a, b, stop } = await twoInstances(adminUrl!, "ilimi_presenters", buildDir, quick);
    cleanups.push(stop);
    await twoPresenters(a);
    const { statuses } = await raceForLastPresenter([a, b]);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });
});
