import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerAvailable, demoFormFields, demoRequestBody, mintFormToken } from "../support/demo-form";
import { startInProcess } from "../support/in-process";
import { uniqueEmail } from "../support/leads";
import { startServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// A shared address is many people (issue #45 item 7, ADR 096): a campus behind one NAT, or a
// mobile network's carrier-grade NAT, sends many people's forms from one address. Thirty of them
// send the demo form and book within the window, while one script flooding from one address, or
// one sender flooding from many, is still refused; "Confirm my request" spends no demo post.
// The addresses come from X-Forwarded-For, the site trusting its loopback proxy, as deployed.
// On SQLite in this worker, and on two instances of one PostgreSQL, posting at once.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Shared address tests");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const campus = "203.0.113.7";
const flooder = "198.51.100.9";
const common = { TRUST_PROXY: "loopback", FORM_MIN_FILL_MS: "0", DELIVERY_DISABLED: "1", ILIMI_BUILD_DIR: buildDir };

type Site = { url: string };
type Answer = { status: number; location: string | null; body: string };

async function postForm(site: Site, path: string, body: URLSearchParams, from: string): Promise<Answer> {
  const res = await fetch(`${site.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: site.url, "x-forwarded-for": from },
  });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

/** `count` jobs, `width` at a time: a class sending the form together, not one after another. */
async function atOnce<T>(count: number, width: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await job(i);
      }
    }),
  );
  return results;
}

/** One person behind the campus address: sends the form, then books the `nth` offered time. */
async function personRequestsAndBooks(sites: Site[], hidden: Record<string, string>, nth: number): Promise<string> {
  const site = sites[nth % sites.length]!;
  const sent = await postForm(site, "/demo", demoRequestBody(uniqueEmail(`campus-${nth}`), hidden), campus);
  if (sent.status !== 303 || !sent.location?.startsWith("/demo?sent=1")) return `form ${sent.status}`;
  const page = await (await fetch(new URL(sent.location, site.url))).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
  const slots = [...page.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!);
  if (!token || slots.length === 0) return "no picker";
  const booked = await postForm(
    site,
    "/booking/book",
    new URLSearchParams({ token, slot: slots[nth % slots.length]! }),
    campus,
  );
  return booked.status === 303 && booked.location?.includes("/booking/manage") ? "booked" : `booking ${booked.status}`;
}

describe.skipIf(!built)("a shared address (SQLite)", () => {
  const stops: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  // About 250 posts and pages: a loaded machine needs more than the default 30 seconds for them.
  it(
    "thirty people behind one address send the form and book, while a flooder from one address is refused",
    { timeout: 120_000 },
    async () => {
      const site = await startInProcess(common);
      stops.push(async () => {
        await site.stop();
        rmSync(site.dataDir, { recursive: true, force: true });
      });
      const hidden = await demoFormFields(site.url);
      const people = await atOnce(30, 6, (i) => personRequestsAndBooks([site], hidden, i));
      expect(people).toEqual(new Array(30).fill("booked"));

      // A script from one address, each post with a new e-mail: its address's budget runs out.
      const flood = await atOnce(110, 10, (i) =>
        postForm(site, "/demo", demoRequestBody(uniqueEmail(`flood-${i}`), hidden), flooder),
      );
      expect(flood.filter((a) => a.status === 303)).toHaveLength(100);
      expect(flood.filter((a) => a.status === 429)).toHaveLength(10);

      // One sender from many addresses (or many people's forms with one e-mail): five requests, then refused.
      const email = uniqueEmail("one-sender");
      const same = await atOnce(8, 4, (i) =>
        postForm(site, "/demo", demoRequestBody(email, hidden), `192.0.2.${i + 1}`),
      );
      expect(same.filter((a) => a.status === 303)).toHaveLength(5);
      const refused = same.filter((a) => a.status !== 303);
      expect(refused.map((a) => a.status)).toEqual([429, 429, 429]);
      // Answered on the form's page, in words, not with a bare error.
      expect(refused[0]!.body).toContain("<form");
    },
  );

  it("pressing Confirm my request spends none of the address's demo posts", async () => {
    const site = await startInProcess({ ...common, FORM_MIN_FILL_MS: "60000", RATE_LIMIT_DEMO_MAX: "3" });
    stops.push(async () => {
      await site.stop();
      rmSync(site.dataDir, { recursive: true, force: true });
    });
    const hidden = await demoFormFields(site.url);
    // Three people with a one-tap autofill: each request is kept for "Confirm my request".
    const confirmPages: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = await postForm(site, "/demo", demoRequestBody(uniqueEmail(`autofill-${i}`), hidden), campus);
      expect(sent.location).toMatch(/^\/demo\?confirm=/);
      confirmPages.push(sent.location!);
    }
    for (const page of confirmPages) {
      const html = await (await fetch(new URL(page, site.url))).text();
      const form = html.slice(html.lastIndexOf("<form", html.indexOf('name="confirmRequest"')));
      const action = /^<form[^>]*\baction="([^"]+)"/.exec(form)?.[1];
      expect(action, "the confirm form posts to its own page's address").toMatch(/^\/demo\?confirm=/);
      const confirmToken = /name="confirmRequest" value="([^"]+)"/.exec(html)![1]!;
      const press = new URLSearchParams({
        confirmRequest: confirmToken,
        formToken: mintFormToken(undefined, Date.now() - 2000),
        website: "",
      });
      const pressed = await postForm(site, action!.replace(/&amp;/g, "&"), press, campus);
      expect(pressed.status, "the press is answered, not refused").toBe(303);
      expect(pressed.location).toMatch(/^\/demo\?sent=1&booking=/);
    }
    // The three requests spent the address's three posts; the presses spent none of them.
    expect((await postForm(site, "/demo", demoRequestBody(uniqueEmail("fourth"), hidden), campus)).status).toBe(429);
    // A post to a confirm address is only ever a press: a full request sent there stores nothing.
    const sneaked = await postForm(site, confirmPages[0]!, demoRequestBody(uniqueEmail("sneak"), hidden), flooder);
    expect(sneaked.location).toBe("/demo?sent=1&review=1");
  });
});

describe.skipIf(!built || !adminUrl)("a shared address on two instances of one PostgreSQL", () => {
  let sites: Awaited<ReturnType<typeof startServer>>[] = [];
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl!, "shared_address");
    sites = await Promise.all([
      startServer({ ...common, DATABASE_URL: database.url }),
      startServer({ ...common, DATABASE_URL: database.url }),
    ]);
  });
  afterAll(async () => {
    for (const site of sites) await site.stop();
    await database?.drop();
  });

  it(
    "counts the campus, the flooder and the one sender across both instances, all posting at once",
    { timeout: 180_000 },
    async () => {
      const hidden = await demoFormFields(sites[0]!.url);
      const email = uniqueEmail("one-sender-pg");
      const [people, flood, same] = await Promise.all([
        atOnce(30, 6, (i) => personRequestsAndBooks(sites, hidden, i)),
        atOnce(110, 10, (i) =>
          postForm(sites[i % 2]!, "/demo", demoRequestBody(uniqueEmail(`pg-flood-${i}`), hidden), flooder),
        ),
        atOnce(10, 5, (i) => postForm(sites[i % 2]!, "/demo", demoRequestBody(email, hidden), `192.0.2.${i + 1}`)),
      ]);
      expect(people).toEqual(new Array(30).fill("booked"));
      expect(flood.filter((a) => a.status === 303)).toHaveLength(100);
      expect(flood.filter((a) => a.status === 429)).toHaveLength(10);
      expect(same.filter((a) => a.status === 303)).toHaveLength(5);
      expect(same.filter((a) => a.status === 429)).toHaveLength(5);
    },
  );
});
