import "../support/quiet-logs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, demoRequest, get, leadIdFor, twoInstances, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";

// Issue #27 item 2: two people on two instances over one PostgreSQL change the same leads at once
// from the inbox. Nothing is lost: every lead gets both owners' changes in some order and the
// status move, and its audit entries chain (each change starts where the one before it ended).

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const ready = Boolean(adminUrl) && builtServerAvailable(buildDir, "Inbox bulk two-instance test");

describe.skipIf(!ready)("changes to several leads at once on two instances over PostgreSQL", () => {
  let a: ConsoleServer;
  let b: ConsoleServer;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ a, b, stop } = await twoInstances(adminUrl!, "ilimi_bulk2", buildDir));
  }, 120_000);

  afterAll(async () => {
    await stop?.();
  });

  it("loses no change when two people change the same leads at the same moment", async () => {
    const admin = await account(a, "admin@ilimi.example", "admin");
    const sales = await account(b, "sales@ilimi.example", "sales");
    // Two accounts to give the leads to (the team page lists everyone but the admin looking at it).
    await account(a, "second@ilimi.example", "sales");
    const team = await (await get(a, "/sales/users", admin)).text();
    const ids = [...new Set([...team.matchAll(/name="user" value="([\w-]+)"/g)].map((m) => m[1]!))];
    expect(ids).toHaveLength(2);
    const [first, second] = [ids[0]!, ids[1]!];
    const leads: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = `bulk-${i}-${Date.now()}@school.edu.ng`;
      await demoRequest(a, email);
      leads.push(await leadIdFor(a, admin, email));
    }
    const body = (fields: Record<string, string>) => {
      const params = new URLSearchParams(fields);
      for (const lead of leads) params.append("lead", lead);
      return params;
    };
    // The leads go as repeated fields, as a browser sends ticked boxes.
    const send = (server: ConsoleServer, cookie: string, fields: Record<string, string>) =>
      fetch(`${server.url}/sales?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
        body: body(fields),
        redirect: "manual",
      });
    const answers = await Promise.all([
      send(a, admin, { intent: "bulk", owner: first, status: "", reason: "" }),
      send(b, sales, { intent: "bulk", owner: second, status: "", reason: "" }),
      send(b, sales, { intent: "bulk", owner: "", status: "contacted", reason: "" }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);

    const client = new pg.Client({ connectionString: a.databaseUrl });
    await client.connect();
    try {
      const rows = (
        await client.query<{ id: string; status: string; owner_id: string }>(
          "select id, status, owner_id from demo_requests where id = any($1)",
          [leads],
        )
      ).rows;
      const audit = (
        await client.query<{ action: string; subject_id: string; detail: string }>(
          "select action, subject_id, detail from audit_log where subject_id = any($1)",
          [leads],
        )
      ).rows;
      expect(rows).toHaveLength(12);
      for (const lead of rows) {
        expect(lead.status, lead.id).toBe("contacted");
        const owners = audit
          .filter((e) => e.subject_id === lead.id && e.action === "lead_owner_changed")
          .map((e) => JSON.parse(e.detail) as { from: string | null; to: string });
        const moves = audit
          .filter((e) => e.subject_id === lead.id && e.action === "lead_status_changed")
          .map((e) => JSON.parse(e.detail) as { from: string; to: string });
        // Both owner changes happened, the later one starting from the earlier one's owner, and the lead has the later one's.
        expect(owners, lead.id).toHaveLength(2);
        const start = owners.find((o) => o.from === null)!;
        const then = owners.find((o) => o !== start)!;
        expect(then.from, lead.id).toBe(start.to);
        expect(lead.owner_id, lead.id).toBe(then.to);
        expect(new Set([start.to, then.to])).toEqual(new Set([first, second]));
        expect(moves, lead.id).toEqual([expect.objectContaining({ from: "new", to: "contacted" })]);
      }
    } finally {
      await client.end();
    }
  }, 120_000);
});
