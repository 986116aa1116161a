import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// Cookieless visit counting on the real server (issue #28, ADR 037): every public page answers
// without a cookie; a person's views are counted, written at shutdown, while robots, tools, the
// console, data requests, assets and health checks are not; the operator's switch turns it off;
// and two instances on one PostgreSQL add into the same totals, losing and doubling nothing.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const ready = builtServerAvailable(buildDir, "Visit counting test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;

const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const tools = [
  "curl/8.5.0",
  "Wget/1.21.4",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "kube-probe/1.30",
];

const stored = (server: RunningServer) => {
  const db = new SQLite(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
  try {
    return db.prepare("select path, views, visitors from visit_counts").all() as {
      path: string;
      views: number;
      visitors: number;
    }[];
  } finally {
    db.close();
  }
};

describe.skipIf(!ready)("visit counting on a real server", () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      await server.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it("answers every public page without a cookie, and counts a person's views but no robot's, tool's, console's or health check's", async () => {
    // Written only at shutdown: the flush timer is longer than the test.
    const server = await startServer({ ILIMI_BUILD_DIR: buildDir, VISIT_FLUSH_SECONDS: "300", LOG_LEVEL: "warn" });
    servers.push(server);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(paths.length).toBeGreaterThan(50);
    const counted = new Map<string, number>();
    for (const path of [...paths, "/demo?size=medium", "/pricing?utm_campaign=term"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { "User-Agent": phone } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("set-cookie"), path).toBeNull();
      await response.arrayBuffer();
      // One phone's views of a page count once a day, however often it loads it (ADR 079).
      counted.set(path.split("?")[0]!, 1);
    }
    for (const userAgent of tools)
      expect((await fetch(`${server.url}/pricing`, { headers: { "User-Agent": userAgent } })).status).toBe(200);
    // Node's own fetch says "node": a tool too.
    expect((await fetch(`${server.url}/pricing`)).status).toBe(200);
    const asset = /\/assets\/[\w.-]+\.css|\/assets\/[\w.-]+\.js/.exec(
      await (await fetch(`${server.url}/sales/sign-in`)).text(),
    )?.[0];
    for (const path of [
      "/sales/sign-in",
      "/sales",
      "/healthz",
      "/readyz",
      "/pricing.data",
      "/no-such-page",
      ...(asset ? [asset] : []),
    ]) {
      await (
        await fetch(`${server.url}${path}`, { headers: { "User-Agent": phone }, redirect: "manual" })
      ).arrayBuffer();
    }
    await fetch(`${server.url}/pricing`, { method: "HEAD", headers: { "User-Agent": phone } });

    expect(await server.stop()).toBe(0);
    const rows = stored(server);
    const views = new Map<string, number>();
    for (const row of rows) views.set(row.path, (views.get(row.path) ?? 0) + row.views);
    expect(Object.fromEntries([...views].sort())).toEqual(Object.fromEntries([...counted].sort()));
    // One phone, one day: one visitor, counted on its first page.
    expect(rows.reduce((sum, row) => sum + row.visitors, 0)).toBe(1);
  });

  it("counts nothing when the operator turns counting off", async () => {
    const server = await startServer({ ILIMI_BUILD_DIR: buildDir, VISIT_COUNTING: "off", LOG_LEVEL: "warn" });
    servers.push(server);
    expect((await fetch(`${server.url}/pricing`, { headers: { "User-Agent": phone } })).status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(stored(server)).toEqual([]);
  });
});

describe.skipIf(!ready || !adminUrl)("visit counting on two instances over one PostgreSQL", () => {
  it("adds both instances' views into the same totals, losing and doubling none, counting a visitor seen by both once and holding a flooding client's limits across both", async () => {
    const database = await createPostgresDatabase(adminUrl!, "ilimi_visits2");
    const env = {
      ILIMI_BUILD_DIR: buildDir,
      DATABASE_URL: database.url,
      TRUST_PROXY: "true",
      VISIT_FLUSH_SECONDS: "1",
      LOG_LEVEL: "warn",
    };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    try {
      // 40 visitors (prerendered pages, the cheapest to serve), each on /pricing and /modules, several
      // times, reaching both instances as a balancer would send them: 250 loads, 80 views.
      const visit = (server: RunningServer, i: number) =>
        fetch(`${server.url}${i % 80 < 40 ? "/pricing" : "/modules"}`, {
          headers: { "User-Agent": phone, "X-Forwarded-For": `203.0.113.${i % 40}` },
        }).then((r) => r.arrayBuffer());
      // And one client flooding both at once: one page reloaded 200 times on each, then 100 agent strings on each.
      const flood = (server: RunningServer, i: number) =>
        fetch(`${server.url}/company`, {
          headers: {
            "User-Agent": i < 200 ? phone : `${phone} Flood/${i % 2 ? "a" : "b"}${i}`,
            "X-Forwarded-For": "198.51.100.9",
          },
        }).then((r) => r.arrayBuffer());
      const batch = async (load: typeof visit, server: RunningServer, from: number, count: number, step = 1) => {
        for (let i = from; i < from + count * step; i += 10 * step)
          await Promise.all(Array.from({ length: 10 }, (_, j) => load(server, i + j * step)));
      };
      await Promise.all([batch(visit, a, 0, 100), batch(visit, b, 20, 150)]);
      await Promise.all([batch(flood, a, 0, 200), batch(flood, b, 0, 200)]);
      await Promise.all([batch(flood, a, 200, 100, 2), batch(flood, b, 201, 100, 2)]);
      expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const sums = async (where: string) =>
          (
            await client.query(
              `select sum(views)::int as views, sum(visitors)::int as visitors from visit_counts where ${where}`,
            )
          ).rows[0];
        expect(await sums("path in ('/pricing', '/modules')")).toEqual({ views: 80, visitors: 40 });
        // The flood: one view of /company for the reloads, and no more than 20 visitors for 201 agents.
        expect(await sums("path = '/company'")).toEqual({ views: 20, visitors: 20 });
      } finally {
        await client.end();
      }
    } catch (error) {
      console.error(a.output().slice(-3000), b.output().slice(-3000));
      throw error;
    } finally {
      await a.kill();
      await b.kill();
      for (const server of [a, b]) rmSync(server.dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
