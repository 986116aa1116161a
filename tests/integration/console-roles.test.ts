import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, consoleServerEnv, demoRequest, get, leadIdFor, post, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// The role matrix (issue #18): every console view and action, asked by someone signed out, by a
// sales person and by an admin, gets exactly its answer: the sign-in page, 403, or the thing
// itself. On the embedded SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console role matrix");
const pgAdmin = process.env.TEST_DATABASE_URL || undefined;

type Who = "anonymous" | "sales" | "admin";
type Expect = "sign-in" | 403 | number;

type Case = { name: string; method: "GET" | "POST"; path: (lead: string) => string; fields?: (ctx: { lead: string; salesId: string }) => Record<string, string>; sales: Expect; admin: Expect };

const cases: Case[] = [
  { name: "inbox", method: "GET", path: () => "/sales", sales: 200, admin: 200 },
  { name: "inbox filtered", method: "GET", path: () => "/sales?status=new&q=Test", sales: 200, admin: 200 },
  { name: "inbox automated only", method: "GET", path: () => "/sales?automated=only", sales: 200, admin: 200 },
  { name: "lead", method: "GET", path: (lead) => `/sales/leads/${lead}`, sales: 200, admin: 200 },
  { name: "subscribers", method: "GET", path: () => "/sales/subscribers", sales: 200, admin: 200 },
  { name: "bookings", method: "GET", path: () => "/sales/bookings", sales: 200, admin: 200 },
  { name: "account", method: "GET", path: () => "/sales/account", sales: 200, admin: 200 },
  { name: "export CSV", method: "GET", path: () => "/sales/export?format=csv", sales: 403, admin: 200 },
  { name: "export JSON", method: "GET", path: () => "/sales/export?format=json", sales: 403, admin: 200 },
  { name: "team", method: "GET", path: () => "/sales/users", sales: 403, admin: 200 },
  { name: "audit log", method: "GET", path: () => "/sales/audit", sales: 403, admin: 200 },
  { name: "lead data request", method: "GET", path: (lead) => `/sales/leads/${lead}.data`, sales: 200, admin: 200 },
  { name: "add a note", method: "POST", path: (lead) => `/sales/leads/${lead}`, fields: () => ({ intent: "note", note: "Called, will call back" }), sales: 200, admin: 200 },
  { name: "assign an owner", method: "POST", path: (lead) => `/sales/leads/${lead}`, fields: ({ salesId }) => ({ intent: "owner", owner: salesId }), sales: 200, admin: 200 },
  { name: "change the status", method: "POST", path: (lead) => `/sales/leads/${lead}`, fields: () => ({ intent: "status", status: "lost", reason: "No budget" }), sales: 200, admin: 200 },
  { name: "retry a delivery that is not waiting", method: "POST", path: (lead) => `/sales/leads/${lead}`, fields: () => ({ intent: "retry", delivery: "nope" }), sales: 400, admin: 400 },
  { name: "erase a person", method: "POST", path: (lead) => `/sales/leads/${lead}`, fields: () => ({ intent: "erase", confirm: "ERASE" }), sales: 403, admin: 302 },
  { name: "invite someone", method: "POST", path: () => "/sales/users", fields: () => ({ intent: "invite", email: `new-${Math.random().toString(36).slice(2)}@ilimi.example`, role: "sales" }), sales: 403, admin: 200 },
  { name: "add a closed date", method: "POST", path: () => "/sales/bookings", fields: () => ({ intent: "addClosed", date: "2031-04-11", label: "Eid al-Fitr" }), sales: 403, admin: 200 },
  { name: "start two-factor set-up", method: "POST", path: () => "/sales/account", fields: () => ({ intent: "totp-start" }), sales: 200, admin: 200 },
];

async function answer(server: ConsoleServer, c: Case, cookie: string | undefined, lead: string, salesId: string): Promise<Expect> {
  const response = c.method === "GET" ? await get(server, c.path(lead), cookie) : await post(server, c.path(lead), c.fields!({ lead, salesId }), { cookie });
  const body = await response.text();
  const location = response.headers.get("location") ?? "";
  if (response.status === 302 && location.startsWith("/sales/sign-in")) return "sign-in";
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
    let server: RunningServer;
    let target: ConsoleServer;
    let drop: (() => Promise<void>) | undefined;
    const cookies: Record<Who, string | undefined> = { anonymous: undefined, sales: undefined, admin: undefined };
    let salesId = "";

    beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (backend.name === "PostgreSQL") ({ url: databaseUrl, drop } = await createPostgresDatabase(pgAdmin!, "ilimi_roles"));
      server = await startServer({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
      target = { url: server.url, dataDir: server.dataDir, databaseUrl };
      cookies.admin = await account(target, "admin@ilimi.example", "admin");
      cookies.sales = await account(target, "sales@ilimi.example", "sales");
      const team = await (await get(target, "/sales/users", cookies.admin)).text();
      salesId = /name="user" value="([\w-]+)"/.exec(team)?.[1] ?? "";
      expect(salesId).not.toBe("");
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
          answers[who] = await answer(target, c, cookies[who], lead, salesId);
        }
        expect(answers).toEqual({ anonymous: "sign-in", sales: c.sales, admin: c.admin });
      });
    }
  });
}
