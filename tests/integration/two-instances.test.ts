import "../support/quiet-logs";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";
import { startWebhookSink, waitUntil, type WebhookSink } from "../support/webhook-sink";

// Two production servers on one PostgreSQL, as behind a load balancer (issue #6): one is killed in
// the middle of a burst of demo requests, and the form rate limit is counted across both.
// Needs TEST_DATABASE_URL (scripts/start-test-postgres.sh) and a build (ILIMI_BUILD_DIR, default build).

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
if (!adminUrl)
  console.info(
    "TEST_DATABASE_URL is not set: the two-instance tests are skipped (scripts/start-test-postgres.sh starts one).",
  );
const ready = Boolean(adminUrl) && builtServerAvailable(buildDir, "Two-instance test");
const secret = "two-instances-webhook-secret-0123456789";

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A database of its own: the migrations run from zero, raced by both instances as they start. */
const freshDatabase = () => createPostgresDatabase(adminUrl!, "ilimi_two");

type Log = { level?: number; msg?: string; recordId?: string };
const logLines = (server: RunningServer): Log[] =>
  server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Log];
      } catch {
        return []; // not a log line, or the last one, cut short by kill -9
      }
    });

describe.skipIf(!ready)("two instances on one PostgreSQL", () => {
  const servers: RunningServer[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
    for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  });

  async function startTwo(env: (name: "a" | "b") => Record<string, string>): Promise<[RunningServer, RunningServer]> {
    // Together, as a deployment starts them: both race to apply the migrations.
    const started = await Promise.allSettled([startServer(env("a")), startServer(env("b"))]);
    for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
    const [a, b] = started.map((s) => {
      if (s.status === "rejected") throw s.reason;
      return s.value;
    });
    return [a!, b!];
  }

  it(
    "stores and delivers every acknowledged submission once, though one instance is killed mid-burst",
    { timeout: 240_000 },
    async () => {
      const db = await freshDatabase();
      cleanups.push(db.drop);
      const sink: WebhookSink = await startWebhookSink();
      cleanups.unshift(() => sink.close());
      // Each delivery takes a moment, so the instance that is killed likely dies holding some.
      sink.setDelay(40);
      const [a, b] = await startTwo((name) => ({
        ILIMI_BUILD_DIR: buildDir,
        DATABASE_URL: db.url,
        // One receiver; the query string tells it which instance sent each request.
        LEADS_WEBHOOK_URL: `${sink.url}?from=${name}`,
        LEADS_WEBHOOK_SECRET: secret,
        RATE_LIMIT_DISABLED: "1",
        FORM_MIN_FILL_MS: "0",
        DELIVERY_POLL_MS: "100",
        DELIVERY_RETRY_BASE_MS: "100",
        DELIVERY_TIMEOUT_MS: "2000",
        // Long enough that no live delivery outlasts it, short enough that the dead one's jobs return soon.
        DELIVERY_LEASE_MS: "9000",
      }));
      // One page view, posted to both: the form's signed timestamp must hold on either instance.
      const hidden = await demoFormFields(a.url);

      const acknowledged = new Map<string, "a" | "b">();
      const count = (who: "a" | "b") => [...acknowledged.values()].filter((w) => w === who).length;
      let sent = 0;
      let killed = false;
      let afterKill = 0;
      let stop = false;
      const loop = async () => {
        while (!stop && sent < 4000) {
          const n = sent++;
          const who = killed || n % 2 ? "b" : "a";
          const server = who === "a" ? a : b;
          const email = `two-${n}@instances.example`;
          try {
            const res = await fetch(`${server.url}/demo`, {
              method: "POST",
              body: demoRequestBody(email, hidden),
              redirect: "manual",
              headers: { origin: server.url },
            });
            await res.arrayBuffer();
            if (res.status === 303) {
              acknowledged.set(email, who);
              if (killed) afterKill++;
            }
          } catch {
            // a was killed with this request in flight: never acknowledged
          }
        }
      };
      const loops = Array.from({ length: 16 }, loop);
      await waitUntil(
        () => count("a") >= 80 && count("b") >= 80,
        90_000,
        "80 acknowledged submissions on each instance",
      );
      killed = true;
      const killStartedAt = Date.now();
      await a.kill();
      const killedAt = Date.now();
      await waitUntil(() => afterKill >= 100, 90_000, "100 submissions acknowledged by the survivor");
      stop = true;
      await Promise.all(loops);

      // Stored: each acknowledged submission exactly once (and a few in flight at the kill, maybe).
      const rows = await sql<{ id: string; email: string }>(db.url, "select id, email from demo_requests");
      const idsByEmail = new Map<string, string[]>();
      for (const row of rows) idsByEmail.set(row.email, [...(idsByEmail.get(row.email) ?? []), row.id]);
      for (const email of acknowledged.keys()) expect(idsByEmail.get(email), email).toHaveLength(1);
      expect(rows.length).toBe(idsByEmail.size);

      // Delivered: every stored lead (not only the acknowledged ones) reaches the webhook, and the
      // survivor has recorded each delivery.
      const storedIds = new Set(rows.map((r) => r.id));
      const deliveredIds = () => new Set(sink.received.map((r) => String(r.json.id)));
      await waitUntil(
        () => [...storedIds].every((id) => deliveredIds().has(id)),
        90_000,
        "every stored lead at the webhook",
      );
      await waitUntil(
        async () =>
          (await sql<{ n: string }>(db.url, "select count(*) as n from outbox where status <> 'delivered'"))[0]!.n ===
          "0",
        30_000,
        "every outbox job marked delivered",
      );
      expect(sink.received.every((r) => storedIds.has(String(r.json.id)))).toBe(true);
      expect(await b.stop()).toBe(0);

      // Once: every request the webhook got is a delivery attempt the outbox recorded, except those
      // a was making when it died: sent, not yet recorded, so b sent them again once their lease ran
      // out. That repeat is at-least-once's price for a crash (the lead id lets the receiver drop it);
      // any other repeat, e.g. both instances sending one lead at once, fails here.
      const requests = new Map<string, { from: string; at: number }[]>();
      for (const r of sink.received) {
        const id = String(r.json.id);
        requests.set(id, [
          ...(requests.get(id) ?? []),
          { from: new URL(r.url, sink.url).searchParams.get("from") ?? "?", at: r.at },
        ]);
      }
      const attempts = new Map(
        (await sql<{ record_id: string; attempts: number }>(db.url, "select record_id, attempts from outbox")).map(
          (r) => [r.record_id, r.attempts],
        ),
      );
      const recordedByA = new Set(
        logLines(a)
          .filter((l) => l.msg === "lead delivered")
          .map((l) => l.recordId),
      );
      const unrecorded: string[] = [];
      for (const [id, sends] of requests) {
        const extra = sends.length - attempts.get(id)!;
        expect([0, 1], `${id}: ${sends.length} requests, ${attempts.get(id)} attempts`).toContain(extra);
        if (extra === 0) continue;
        unrecorded.push(id);
        // a's last send of it came before it died, and only b sent it afterwards.
        const last = sends.findLastIndex((x) => x.from === "a");
        expect(last, id).toBeGreaterThanOrEqual(0);
        expect(sends[last]!.at, id).toBeLessThanOrEqual(killedAt);
        const after = sends.slice(last + 1);
        expect(after.length, id).toBeGreaterThan(0);
        for (const send of after) expect(send.from === "b" && send.at >= killStartedAt, id).toBe(true);
        expect(recordedByA.has(id), id).toBe(false);
      }
      // No more than a's delivery slots (8) can be caught between sending and recording.
      expect(unrecorded.length).toBeLessThanOrEqual(8);
      const sentBy = (name: string) => sink.received.filter((r) => r.url.endsWith(`from=${name}`)).length;
      expect(sentBy("a")).toBeGreaterThan(0);
      expect(sentBy("b")).toBeGreaterThan(0);
      const retried = [...requests.values()].filter((sends) => sends.length > 1).length - unrecorded.length;
      console.info(
        `two instances: ${sent} sent, ${count("a")} acknowledged by a (killed), ${count("b")} by b, ${rows.length} stored; ` +
          `webhook: ${sentBy("a")} requests from a, ${sentBy("b")} from b, ${unrecorded.length} lead(s) sent again after a died holding them, ` +
          `${retried} retried after a failed attempt`,
      );
      for (const server of [a, b]) expect(server.output()).not.toMatch(/two-\d+@instances\.example/);
    },
  );

  it(
    "counts a client's form posts across both instances, and lets posts through when it cannot count",
    { timeout: 120_000 },
    async () => {
      const db = await freshDatabase();
      cleanups.push(db.drop);
      const [a, b] = await startTwo(() => ({
        ILIMI_BUILD_DIR: buildDir,
        DATABASE_URL: db.url,
        RATE_LIMIT_DISABLED: "0",
        RATE_LIMIT_DEMO_MAX: "4",
        RATE_LIMIT_WINDOW_SECONDS: "600",
        FORM_MIN_FILL_MS: "0",
      }));
      const hidden = await demoFormFields(a.url);
      const post = async (server: RunningServer, n: number) => {
        const res = await fetch(`${server.url}/demo`, {
          method: "POST",
          body: demoRequestBody(`limit-${n}@instances.example`, hidden),
          redirect: "manual",
          headers: { origin: server.url },
        });
        await res.arrayBuffer();
        return { status: res.status, remaining: /\br=(\d+)/.exec(res.headers.get("ratelimit") ?? "")?.[1] };
      };

      // Alternating between the instances: the 5th post is refused, not the 9th as with two memories.
      const answers = [];
      for (let n = 0; n < 6; n++) answers.push(await post(n % 2 ? b : a, n));
      expect(answers.map((x) => x.status)).toEqual([303, 303, 303, 303, 429, 429]);
      expect(answers.map((x) => x.remaining)).toEqual(["3", "2", "1", "0", "0", "0"]);
      // The counter is kept under a keyed hash, not the client's address.
      const keys = await sql<{ key: string; hits: number }>(
        db.url,
        "select key, hits from rate_limits where key like 'demo:%'",
      );
      expect(keys).toEqual([{ key: expect.stringMatching(/^demo:[0-9a-f]{64}$/), hits: 6 }]);

      // The store breaks (here: its table is gone): posts are let through, with a warning, rather
      // than every visitor refused. Back in place, counting resumes where it was.
      await sql(db.url, "alter table rate_limits rename to rate_limits_away");
      expect((await post(a, 6)).status).toBe(303);
      expect(
        logLines(a).filter((l) => l.level === 40 && l.msg?.includes("error from store, allowing request")),
      ).toHaveLength(1);
      // The per-person counter lives in the same table: it lets the post through too, and says so.
      expect(
        logLines(a).filter((l) => l.level === 40 && l.msg === "person counter unavailable, post let through"),
      ).toHaveLength(1);
      await sql(db.url, "alter table rate_limits_away rename to rate_limits");
      expect((await post(b, 7)).status).toBe(429);

      const stored = await sql<{ email: string }>(db.url, "select email from demo_requests order by email");
      expect(stored.map((r) => r.email)).toEqual([0, 1, 2, 3, 6].map((n) => `limit-${n}@instances.example`));
      expect(await a.stop()).toBe(0);
      expect(await b.stop()).toBe(0);
    },
  );
});
