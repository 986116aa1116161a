import "../support/quiet-logs";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerAvailable } from "../support/demo-form";
import { pageWeight, weightTable, type PageWeight } from "../support/page-weight";
import { startServer, type RunningServer } from "../support/start-server";

// Issue #5's budget, checked on the real build as the real server sends each page. Deterministic:
// the same build always weighs the same. A page may load at most 100 KB of gzip-compressed
// JavaScript, and no page runs React in the browser: each loads one script, the common page script
// (ADR 008) or, where the page has behaviour of its own, its own page script (ADR 010).
const pageBudget = { js: 100_000, css: 14_000 };
/** The one script each page loads, by its built name. */
function scriptOf(path: string): RegExp {
  const name = path === "/contact" || path === "/demo" ? "demo-form-page-script" : path === "/pricing" ? "savings-estimator-page-script" : "page-script";
  return new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
}
/** Pages whose script carries a form schema (zod): only these. */
const pagesWithSchema = new Set(["/contact", "/demo", "/pricing"]);

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Page budget test");

describe.skipIf(!built)("the weight of every page", () => {
  let server: RunningServer;
  const rows: PageWeight[] = [];

  beforeAll(async () => {
    server = await startServer({ ILIMI_BUILD_DIR: buildDir });
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map(([, path]) => new URL(path!, "http://x").pathname);
    for (const path of [...new Set([...paths, "/contact", "/demo", "/no-such-page"])]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      rows.push(pageWeight(path, html, join(buildDir, "client")));
    }
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("stays within the JavaScript and CSS budget on every page", () => {
    expect(rows.length).toBeGreaterThan(20);
    const table = weightTable(rows, pageBudget);
    const over = rows.filter((row) => row.jsBytes > pageBudget.js || row.cssBytes > pageBudget.css).map((row) => row.path);
    if (process.env.PAGE_BUDGET_TABLE) console.info(table);
    expect(over, `pages over budget:\n${table}`).toEqual([]);
  });

  it("sends no React to any page, only that page's one script", () => {
    expect(rows.map((r) => r.path)).toEqual(expect.arrayContaining(["/contact", "/demo", "/pricing"]));
    for (const row of rows) {
      expect(row.modules, row.path).toHaveLength(1);
      expect(row.modules[0], row.path).toMatch(scriptOf(row.path));
    }
  });

  it("keeps the form library out of pages without a form of their own", () => {
    // zod is only needed where the demo form or the estimator is (and is found there, so the check works); the footer's box is checked by the server.
    const withZod = (row: PageWeight) => row.modules.some((m) => readFileSync(join(buildDir, "client", m), "utf8").includes("$ZodType"));
    for (const row of rows) expect(withZod(row), row.path).toBe(pagesWithSchema.has(row.path));
  });
});
