import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  consoleServerEnv,
  demoRequest,
  get,
  goodPassword,
  leadIdFor,
  post,
  type ConsoleServer,
} from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startInProcess, type InProcessServer } from "../support/in-process";
import { createPostgresDatabase } from "../support/test-databases";

// The role matrix (issue #18): every console view and action, asked by someone signed out, by a
// sales person and by an admin, gets exactly its answer: the sign-in page, 403, or the thing
// itself. On the embedded SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console role matrix");
const pgAdmin = process.env.TEST_DATABASE_URL || undefined;

type Who = "anonymous" | "sales" | "admin";
type Expect = "sign-in" | 403 | number;

type Context = { lead: string; salesId: string; targetId: string; other: string };
/**
 * `fresh`: the action ends the asker's sessions (sign out, sign out everywhere), so sales and admin
 * each ask with a new account of their role. `anonymous`: what someone signed out gets, when it is
 * not the sign-in page.
 */
type Case = {
  name: string;
  method: "GET" | "POST";
  path: (lead: string) => string;
  fields?: (ctx: Context) => Record<string, string>;
  sales: Expect;
  admin: Expect;
  anonymous?: Expect;
  fresh?: boolean;
  /** The case needs a second lead of the asker's own (ctx.other). */ other?: boolean;
};

const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

const cases: Case[] = [
  { name: "inbox", method: "GET", path: () => "/sales", sales: 200, admin: 200 },
  { name: "inbox filtered", method: "GET", path: () => "/sales?status=new&q=Test", sales: 200, admin: 200 },
  { name: "inbox automated only", method: "GET", path: () => "/sales?automated=only", sales: 200, admin: 200 },
  { name: "lead", method: "GET", path: (lead) => `/sales/leads/${lead}`, sales: 200, admin: 200 },
  { name: "subscribers", method: "GET", path: () => "/sales/subscribers", sales: 200, admin: 200 },
  { name: "bookings", method: "GET", path: () => "/sales/bookings", sales: 200, admin: 200 },
  { name: "today's demos", method: "GET", path: () => "/sales/today", sales: 200, admin: 200 },
  {
    name: "mark no booking held",
    method: "POST",
    path: () => "/sales/today",
    fields: () => ({ intent: "held:no-such-booking" }),
    sales: 404,
    admin: 404,
  },
  {
    name: "mark with no outcome",
    method: "POST",
    path: () => "/sales/today",
    fields: () => ({ intent: "maybe:no-such-booking" }),
    sales: 400,
    admin: 400,
  },
  { name: "account", method: "GET", path: () => "/sales/account", sales: 200, admin: 200 },
  { name: "export CSV", method: "GET", path: () => "/sales/export?format=csv", sales: 403, admin: 200 },
  { name: "export JSON", method: "GET", path: () => "/sales/export?format=json", sales: 403, admin: 200 },
  { name: "export XLSX", method: "GET", path: () => "/sales/export?format=xlsx", sales: 403, admin: 200 },
  {
    name: "merge two leads",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: ({ other }) => ({ intent: "merge", other, keep: "this" }),
    sales: 200,
    admin: 200,
    other: true,
  },
  {
    name: "merge two leads keeping the other",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: ({ other }) => ({ intent: "merge", other: `/sales/leads/${other}`, keep: "other" }),
    sales: 302,
    admin: 302,
    other: true,
  },
  {
    name: "merge with no such lead",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "merge", other: "no-such-lead", keep: "this" }),
    sales: 400,
    admin: 400,
  },
  { name: "team", method: "GET", path: () => "/sales/users", sales: 403, admin: 200 },
  { name: "audit log", method: "GET", path: () => "/sales/audit", sales: 403, admin: 200 },
  { name: "lead data request", method: "GET", path: (lead) => `/sales/leads/${lead}.data`, sales: 200, admin: 200 },
  {
    name: "add a note",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "note", note: "Called, will call back" }),
    sales: 200,
    admin: 200,
  },
  {
    name: "assign an owner",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: ({ salesId }) => ({ intent: "owner", owner: salesId }),
    sales: 200,
    admin: 200,
  },
  {
    name: "move a new lead straight to won",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "status", status: "won", reason: "" }),
    sales: 200,
    admin: 200,
  },
  {
    name: "move to a status that is not one",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "status", status: "archived", reason: "" }),
    sales: 400,
    admin: 400,
  },
  {
    name: "change the status",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "status", status: "lost", reason: "No budget" }),
    sales: 200,
    admin: 200,
  },
  // A lead's next step and My day (issue #27 item 4): "soon" is three days on, a day that is always ahead of the team's today.
  { name: "my day", method: "GET", path: () => "/sales/my-day", sales: 200, admin: 200 },
  { name: "my day data request", method: "GET", path: () => "/sales/my-day.data", sales: 200, admin: 200 },
  {
    name: "set a next step",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "next-step", "next-step-note": "call back Tuesday", "next-step-due": soon }),
    sales: 200,
    admin: 200,
  },
  {
    name: "set a next step on a quick day",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: `next-step:${soon}`, "next-step-note": "call back" }),
    sales: 200,
    admin: 200,
  },
  {
    name: "set a next step due in the past",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "next-step", "next-step-note": "call back", "next-step-due": "2020-01-01" }),
    sales: 400,
    admin: 400,
  },
  {
    name: "clear a next step that is not set",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "next-step-clear" }),
    sales: 400,
    admin: 400,
  },
  {
    name: "retry a delivery that is not waiting",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "retry", delivery: "nope" }),
    sales: 400,
    admin: 400,
  },
  {
    name: "erase a person",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "erase", confirm: "ERASE" }),
    sales: 403,
    admin: 302,
  },
  {
    name: "invite someone",
    method: "POST",
    path: () => "/sales/users",
    fields: () => ({
      intent: "invite",
      email: `new-${Math.random().toString(36).slice(2)}@ilimi.example`,
      role: "sales",
    }),
    sales: 403,
    admin: 200,
  },
  {
    name: "add a closed date",
    method: "POST",
    path: () => "/sales/bookings",
    fields: () => ({ intent: "addClosed", date: "2031-04-11", label: "Eid al-Fitr" }),
    sales: 403,
    admin: 200,
  },
  {
    name: "start two-factor set-up",
    method: "POST",
    path: () => "/sales/account",
    fields: () => ({ intent: "totp-start" }),
    sales: 200,
    admin: 200,
  },
  {
    name: "inbox with every filter",
    method: "GET",
    path: () => "/sales?status=new&size=medium&source=demo&from=2020-01-01&to=2099-12-31&owner=none",
    sales: 200,
    admin: 200,
  },
  {
    name: "export of a filter",
    method: "GET",
    path: () => "/sales/export?format=csv&status=new&q=school",
    sales: 403,
    admin: 200,
  },
  {
    name: "audit log filtered",
    method: "GET",
    path: () => "/sales/audit?action=sign_in&from=2020-01-01",
    sales: 403,
    admin: 200,
  },
  { name: "inbox data request", method: "GET", path: () => "/sales.data", sales: 200, admin: 200 },
  {
    name: "inbox sorted by next step, paged",
    method: "GET",
    path: () => "/sales?sort=due&dir=desc&since=&after=bm9wZQ",
    sales: 200,
    admin: 200,
  },
  {
    name: "change several leads at once",
    method: "POST",
    path: () => "/sales?index",
    fields: ({ lead, salesId }) => ({ intent: "bulk", lead, owner: salesId, status: "contacted", reason: "" }),
    sales: 200,
    admin: 200,
  },
  {
    name: "change several leads with none chosen",
    method: "POST",
    path: () => "/sales?index",
    fields: () => ({ intent: "bulk", owner: "none", status: "", reason: "" }),
    sales: 400,
    admin: 400,
  },
  { name: "team data request", method: "GET", path: () => "/sales/users.data", sales: 403, admin: 200 },
  {
    name: "release from quarantine (not quarantined)",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "release" }),
    sales: 400,
    admin: 400,
  },
  {
    name: "erase without typing ERASE",
    method: "POST",
    path: (lead) => `/sales/leads/${lead}`,
    fields: () => ({ intent: "erase", confirm: "" }),
    sales: 403,
    admin: 400,
  },
  {
    name: "change someone's role",
    method: "POST",
    path: () => "/sales/users",
    fields: ({ targetId }) => ({ intent: "role", user: targetId, role: "sales" }),
    sales: 403,
    admin: 200,
  },
  {
    name: "disable an account",
    method: "POST",
    path: () => "/sales/users",
    fields: ({ targetId }) => ({ intent: "disable", user: targetId }),
    sales: 403,
    admin: 200,
  },
  {
    name: "enable an account",
    method: "POST",
    path: () => "/sales/users",
    fields: ({ targetId }) => ({ intent: "enable", user: targetId }),
    sales: 403,
    admin: 200,
  },
  {
    name: "make someone a presenter",
    method: "POST",
    path: () => "/sales/users",
    fields: ({ targetId }) => ({
      intent: "profile",
      account: targetId,
      name: "Target Person",
      presents: "1",
      languages: "fr",
      hours: "10:00-16:00",
      daysOff: "2031-04-11",
    }),
    sales: 403,
    admin: 200,
  },
  {
    name: "refused presenter hours",
    method: "POST",
    path: () => "/sales/users",
    fields: ({ targetId }) => ({ intent: "profile", account: targetId, languages: "en", hours: "16:00-10:00" }),
    sales: 403,
    admin: 400,
  },
  {
    name: "reassign no booking",
    method: "POST",
    path: () => "/sales/bookings",
    fields: ({ targetId }) => ({ intent: "reassign", booking: "no-such-booking", presenter: targetId }),
    sales: 403,
    admin: 400,
  },
  {
    name: "save the availability",
    method: "POST",
    path: () => "/sales/bookings",
    fields: () => ({
      intent: "availability",
      workingDays: "1",
      opensAt: "09:00",
      closesAt: "17:00",
      slotMinutes: "30",
      capacity: "2",
      minNoticeWorkingHours: "4",
      horizonWorkingDays: "10",
    }),
    sales: 403,
    admin: 200,
  },
  {
    name: "remove a closed date",
    method: "POST",
    path: () => "/sales/bookings",
    fields: () => ({ intent: "removeClosed", date: "2031-04-11" }),
    sales: 403,
    admin: 200,
  },
  {
    name: "change one's password",
    method: "POST",
    path: () => "/sales/account",
    fields: () => ({ intent: "password", current: goodPassword, password: goodPassword }),
    sales: 200,
    admin: 200,
  },
  {
    name: "confirm two-factor with a wrong code",
    method: "POST",
    path: () => "/sales/account",
    fields: () => ({ intent: "totp-confirm", code: "000000" }),
    sales: 400,
    admin: 400,
  },
  {
    name: "turn off two-factor that is off",
    method: "POST",
    path: () => "/sales/account",
    fields: () => ({ intent: "totp-disable", current: goodPassword }),
    sales: 400,
    admin: 400,
  },
  // The sign-in's second step (issue #27, item 7): a ticket that was never given signs nobody in; someone
  // already signed in is sent on into the console, as the sign-in page always does.
  {
    name: "sign-in code with a forged ticket",
    method: "POST",
    path: () => "/sales/sign-in",
    fields: () => ({ intent: "code", ticket: "e30.forged", code: "123456" }),
    sales: 302,
    admin: 302,
    anonymous: 401,
  },
  {
    name: "sign-in with an unknown step",
    method: "POST",
    path: () => "/sales/sign-in",
    fields: () => ({ intent: "promote", email: "admin@ilimi.example" }),
    sales: 302,
    admin: 302,
    anonymous: 400,
  },
  {
    name: "an unknown team action",
    method: "POST",
    path: () => "/sales/users",
    fields: ({ targetId }) => ({ intent: "promote", user: targetId }),
    sales: 403,
    admin: 400,
  },
  // A person's own inbox views (issue #27 item 2): any signed-in role, each on their own views only.
  {
    name: "inbox built-in views",
    method: "GET",
    path: () => "/sales?status=open&owner=me&step=none&booked=week",
    sales: 200,
    admin: 200,
  },
  {
    name: "save an inbox view",
    method: "POST",
    path: () => "/sales?index",
    fields: () => ({
      intent: "view-save",
      name: `Open ${Math.random().toString(36).slice(2)}`,
      query: "status=open&owner=me",
    }),
    sales: 200,
    admin: 200,
  },
  {
    name: "save an inbox view with no name",
    method: "POST",
    path: () => "/sales?index",
    fields: () => ({ intent: "view-save", name: "", query: "status=open" }),
    sales: 400,
    admin: 400,
  },
  {
    name: "delete no such inbox view",
    method: "POST",
    path: () => "/sales?index",
    fields: () => ({ intent: "view-delete", view: "no-such-view" }),
    sales: 404,
    admin: 404,
  },
  {
    name: "sign out everywhere",
    method: "POST",
    path: () => "/sales/account",
    fields: () => ({ intent: "everywhere" }),
    sales: 302,
    admin: 302,
    fresh: true,
  },
  {
    name: "sign out",
    method: "POST",
    path: () => "/sales/sign-out",
    fields: () => ({}),
    sales: 302,
    admin: 302,
    anonymous: 302,
    fresh: true,
  },
];

async function answer(server: ConsoleServer, c: Case, cookie: string | undefined, ctx: Context): Promise<Expect> {
  const response =
    c.method === "GET"
      ? await get(server, c.path(ctx.lead), cookie)
      : await post(server, c.path(ctx.lead), c.fields!(ctx), { cookie });
  const body = await response.text();
  // Whoever asks, whatever the answer: never stored, never indexed.
  // (A data request's redirect carries the directive twice, React Router's and ours: the same meaning.)
  expect(response.headers.get("cache-control"), `${c.name}: Cache-Control`).toMatch(/^no-store(, no-store)?$/);
  expect(response.headers.get("x-robots-tag"), `${c.name}: X-Robots-Tag`).toMatch(/noindex/);
  const location = response.headers.get("location") ?? "";
  if (response.status === 302 && location.startsWith("/sales/sign-in?next=")) return "sign-in";
  // React Router answers a .data request's redirect with 202 and the redirect inside its body.
  if (response.status === 202 && body.includes("/sales/sign-in?next=")) return "sign-in";
  return response.status;
}

const backends = [
  { name: "SQLite", enabled: true },
  { name: "PostgreSQL", enabled: Boolean(pgAdmin) },
];

for (const backend of backends) {
  describe.skipIf(!built || !backend.enabled)(`the console's role matrix on ${backend.name}`, () => {
    let server: InProcessServer;
    let target: ConsoleServer;
    let drop: (() => Promise<void>) | undefined;
    const cookies: Record<Who, string | undefined> = { anonymous: undefined, sales: undefined, admin: undefined };
    let salesId = "";
    let targetId = "";
    let fresh = 0;

    beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (backend.name === "PostgreSQL")
        ({ url: databaseUrl, drop } = await createPostgresDatabase(pgAdmin!, "ilimi_roles"));
      server = await startInProcess({
        ...consoleServerEnv,
        ILIMI_BUILD_DIR: buildDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      target = { url: server.url, dataDir: server.dataDir, databaseUrl };
      cookies.admin = await account(target, "admin@ilimi.example", "admin");
      cookies.sales = await account(target, "sales@ilimi.example", "sales");
      const team = await (await get(target, "/sales/users", cookies.admin)).text();
      salesId = /name="user" value="([\w-]+)"/.exec(team)?.[1] ?? "";
      expect(salesId).not.toBe("");
      // An account the team actions work on, so that no asker changes their own or another asker's.
      await account(target, "target@ilimi.example", "admin");
      const ids = [
        ...(await (await get(target, "/sales/users", cookies.admin)).text()).matchAll(/name="user" value="([\w-]+)"/g),
      ].map((m) => m[1]!);
      targetId = ids.find((id) => id !== salesId) ?? "";
      expect(targetId).not.toBe("");
    }, 120_000);

    afterAll(async () => {
      await server?.kill();
      if (server) rmSync(server.dataDir, { recursive: true, force: true });
      await drop?.();
    });

    for (const c of cases) {
      it(`${c.method} ${c.name}: signed out → sign-in, sales → ${c.sales}, admin → ${c.admin}`, async () => {
        // Each asker gets a lead of their own, so an erasure or a status change by one does not change another's answer.
        const answers: Record<Who, Expect> = { anonymous: 0, sales: 0, admin: 0 };
        for (const who of ["anonymous", "sales", "admin"] as const) {
          const email = `${who}-${c.name.replace(/\W+/g, "-")}-${Date.now()}@school.edu.ng`;
          await demoRequest(target, email);
          const lead = await leadIdFor(target, cookies.admin!, email);
          let other = "";
          if (c.other) {
            await demoRequest(target, `other-${email}`);
            other = await leadIdFor(target, cookies.admin!, `other-${email}`);
          }
          const cookie =
            c.fresh && who !== "anonymous"
              ? await account(target, `${who}-${++fresh}@ilimi.example`, who)
              : cookies[who];
          answers[who] = await answer(target, c, cookie, { lead, salesId, targetId, other });
        }
        expect(answers).toEqual({ anonymous: c.anonymous ?? "sign-in", sales: c.sales, admin: c.admin });
      });
    }
  });
}
