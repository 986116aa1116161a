import "../support/quiet-logs";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// One person, one lead (ADR 052) behind a load balancer: the same person's two requests reach two
// instances on one PostgreSQL at the same moment. Each instance looks for a known address before
// it stores; without a lock both would find nothing and make two leads. They join one lead, the
// other request pointing at it, for every one of many people asking twice at once. Two colleagues
// giving one switchboard number at the same moment, under their own names, stay two leads (ADR 095).

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const ready = Boolean(adminUrl) && builtServerAvailable(buildDir, "Repeat request race test");

describe.skipIf(!ready)("two requests from one person, or from two colleagues, at once on two instances", () => {
  const servers: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
    await drop?.();
  });

  it("join one lead for one person and stay two leads for two colleagues", { timeout: 180_000 }, async () => {
    const db = await createPostgresDatabase(adminUrl!, "ilimi_repeat");
    drop = db.drop;
    const env = {
      ILIMI_BUILD_DIR: buildDir,
      DATABASE_URL: db.url,
      RATE_LIMIT_DISABLED: "1",
      FORM_MIN_FILL_MS: "0",
      DELIVERY_DISABLED: "1",
    };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    servers.push(a!, b!);
    const hidden = await demoFormFields(a!.url);
    const people = Array.from({ length: 30 }, (_, i) => i);
    const send = async (url: string, body: URLSearchParams) => {
      const res = await fetch(`${url}/demo`, { method: "POST", body, redirect: "manual", headers: { origin: url } });
      await res.arrayBuffer();
      return res.status;
    };
    const ask = (email: string, phone: string, name?: string) => {
      const body = demoRequestBody(email, hidden);
      body.set("phone", phone);
      if (name) body.set("firstName", name);
      return body;
    };
    // Two colleagues at each of many schools, one switchboard number, two names, sent at once.
    const schools = Array.from({ length: 15 }, (_, i) => i);
    const colleagues = schools.flatMap((i) => [
      send(a!.url, ask(`amaka-${i}@school.example`, `0803 556 ${1000 + i}`, "Amaka")),
      send(b!.url, ask(`bisi-${i}@school.example`, `+234 803 556 ${1000 + i}`, "Bisi")),
    ]);
    // Each person asks twice at once, once on each instance: half of them with one address written
    // two ways, the other half with two addresses and one number written two ways.
    const statuses = await Promise.all(
      people.flatMap((i) => {
        const number = String(1000 + i);
        return i % 2 === 0
          ? [send(a!.url, ask(`person-${i}@race.example`, "")), send(b!.url, ask(` Person-${i}@RACE.example`, ""))]
          : [
              send(a!.url, ask(`work-${i}@race.example`, `0803 555 ${number}`)),
              send(b!.url, ask(`home-${i}@race.example`, `+234 803 555 ${number}`)),
            ];
      }),
    );
    expect(statuses.every((s) => s === 303)).toBe(true);
    expect((await Promise.all(colleagues)).every((s) => s === 303)).toBe(true);

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{
        id: string;
        lead_id: string | null;
        email_normalized: string;
        phone_e164: string | null;
      }>("select id, lead_id, email_normalized, phone_e164 from demo_requests");
      expect(rows).toHaveLength(people.length * 2 + schools.length * 2);
      for (const i of schools) {
        const school = rows.filter((r) => r.email_normalized.endsWith(`-${i}@school.example`));
        expect(
          school.map((r) => r.lead_id),
          `school ${i}: two leads`,
        ).toEqual([null, null]);
      }
      for (const i of people) {
        const mine = rows.filter((r) => r.email_normalized.endsWith(`-${i}@race.example`));
        expect(mine, `person ${i}`).toHaveLength(2);
        const leads = mine.filter((r) => r.lead_id === null);
        expect(leads, `person ${i}: one lead`).toHaveLength(1);
        for (const r of mine) if (r.lead_id !== null) expect(r.lead_id, `person ${i}`).toBe(leads[0]!.id);
      }
    } finally {
      await client.end();
    }
  });
});
