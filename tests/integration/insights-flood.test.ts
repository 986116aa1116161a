import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, get } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// A stranger cannot flood Insights (ADR 079), on the real server and its SQLite file: one page
// reloaded 400 times by one client is one view; 200 agent strings from one address are not 200
// visitors; 3,000 distinct campaigns and referrers add a bounded number of rows, the page lists the
// top lines and one "other" line within a size budget, and the CSV holds every stored line.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const ready = builtServerAvailable(buildDir, "Insights flood test");
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
/** The console's Insights page, all tables, must stay under this whatever was counted (60 KB after the flood below). */
const PAGE_BUDGET = 100_000;
/** 3,000 real requests, on two cores shared with other test files: 30 to 110 s measured. */
const FLOOD_MS = 240_000;

describe.skipIf(!ready)("Insights under a flood of views", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Written at shutdown or by an explicit wait: a flush every second.
    server = await startServer({
      ILIMI_BUILD_DIR: buildDir,
      TRUST_PROXY: "true",
      RATE_LIMIT_DISABLED: "1",
      VISIT_FLUSH_SECONDS: "1",
      LOG_LEVEL: "warn",
    });
  });
  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const query = <T>(statement: string, ...params: unknown[]) => {
    const db = new SQLite(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    try {
      db.pragma("busy_timeout = 5000");
      return db.prepare(statement).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  const sums = (path: string) =>
    query<{ views: number | null; visitors: number | null }>(
      "select sum(views) as views, sum(visitors) as visitors from visit_counts where path = ?",
      path,
    )[0]!;
  const view = (path: string, client: string, userAgent = phone, referer?: string) =>
    fetch(`${server.url}${path}`, {
      // A new connection each time, as a flooding script's: a kept-alive one can be closed by the
      // server's idle timeout just as the loaded test process reuses it (ECONNRESET).
      headers: {
        "User-Agent": userAgent,
        "X-Forwarded-For": client,
        Connection: "close",
        ...(referer ? { Referer: referer } : {}),
      },
    }).then(async (r) => {
      await r.arrayBuffer();
      expect(r.status, path).toBe(200);
    });
  /** Loads in waves of 20 at once, as a flooding script would. */
  const inWaves = async (count: number, load: (i: number) => Promise<void>) => {
    for (let i = 0; i < count; i += 20)
      await Promise.all(Array.from({ length: Math.min(20, count - i) }, (_, j) => load(i + j)));
  };
  /** Waits until the server has flushed what it was sent (a flush a second). */
  const flushed = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  };

  it("counts one client's 400 loads of one page as one view and one visitor", async () => {
    await inWaves(400, () => view("/pricing", "192.0.2.10"));
    await flushed(() => (sums("/pricing").views ?? 0) > 0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sums("/pricing")).toEqual({ views: 1, visitors: 1 });
  });

  it("counts 200 agent strings from one address as at most 20 visitors", async () => {
    await inWaves(200, (i) => view("/modules", "192.0.2.20", `${phone} Variant/${i}`));
    await flushed(() => (sums("/modules").visitors ?? 0) > 0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sums("/modules")).toEqual({ views: 20, visitors: 20 });
  });

  it(
    "keeps 3,150 distinct campaigns and referrers from 30 clients to a bounded number of rows, the page to the top lines under its budget, and the rest in the CSV",
    async () => {
      // Prerendered pages, the cheapest to serve.
      const paths = ["scheduling", "fees", "library", "exams", "hr-payroll", "transport", "hostel", "analytics"].map(
        (m) => `/modules/${m}`,
      );
      const rowsBefore = query<{ n: number }>(
        "select (select count(*) from visit_counts) + (select count(*) from visit_totals) as n",
      )[0]!.n;
      // 30 clients, 100 loads each, each load a new agent string and a new referring site, the first
      // five a new campaign too (a page with a query is rendered, not served prerendered: slower).
      await inWaves(3000, (i) => {
        const load = Math.floor(i / 30);
        return view(
          `${paths[i % paths.length]}${load < 5 ? `?utm_campaign=junk-${i}` : ""}`,
          `198.51.100.${i % 30}`,
          `${phone} Variant/${load}`,
          `https://spam-${i}.example/`,
        );
      });
      const counted = () =>
        query<{ n: number }>("select sum(views) as n from visit_totals where dimension = 'all'")[0]!.n;
      let last = -1;
      // Settled: two flushes that add nothing.
      for (let i = 0; i < 20 && counted() !== last; i++) {
        last = counted();
        await new Promise((r) => setTimeout(r, 2100));
      }
      const rowsAdded =
        query<{ n: number }>(
          "select (select count(*) from visit_counts) + (select count(*) from visit_totals) as n",
        )[0]!.n - rowsBefore;
      // Without limits: 3,000 lines of visit_counts and 6,000 of visit_totals. Each client counts at
      // most 20 visitors and brings at most 10 values, the day keeps at most 100 of each dimension,
      // the rest counts as "other".
      expect(rowsAdded).toBeLessThan(1000);
      // Named values besides "" (none): the day's 100 and the "other" bucket.
      const values = query<{ dimension: string; n: number }>(
        "select dimension, count(*) as n from visit_totals where dimension in ('utm_campaign', 'referrer_host') and value <> '' group by dimension order by dimension",
      );
      expect(values).toEqual([
        { dimension: "referrer_host", n: 100 + 1 },
        { dimension: "utm_campaign", n: 100 + 1 },
      ]);

      const cookie = await account(server, "insights-flood@ilimi.example", "sales");
      const page = await get(server, "/sales/insights", cookie);
      expect(page.status).toBe(200);
      const html = await page.text();
      const bytes = new TextEncoder().encode(html).length;
      expect(bytes).toBeLessThan(PAGE_BUDGET);
      const campaignsOnPage = [...new Set(html.match(/junk-\d+/g) ?? [])];
      expect(campaignsOnPage.length).toBeGreaterThan(0);
      expect(campaignsOnPage.length).toBeLessThanOrEqual(20);
      expect(html).toMatch(/Other \(\d+ more lines, each in the CSV\)/);

      const csv = await (await get(server, "/sales/insights/export?table=campaigns", cookie)).text();
      const csvCampaigns = [...new Set(csv.match(/junk-\d+/g) ?? [])];
      expect(csvCampaigns).toHaveLength(100);
      for (const campaign of campaignsOnPage) expect(csvCampaigns).toContain(campaign);
      expect(csv).toContain("(other values, past a day's or a visitor's limit)");
    },
    FLOOD_MS,
  );
});
