import "../support/quiet-logs";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFontFaces } from "../../scripts/site-font.mjs";
import { builtServerAvailable } from "../support/demo-form";
import { pageWeight, weightTable, type PageWeight } from "../support/page-weight";
import { startServer, type RunningServer } from "../support/start-server";

// Issue #5's budget, checked on the real build as the real server sends each page. Deterministic:
// the same build always weighs the same. A page may load at most 100 KB of gzip-compressed
// JavaScript, and no page runs React in the browser: each loads one script, the common page script
// (ADR 008) or, where the page has behaviour of its own, its own page script (ADR 010).
const pageBudget = { js: 100_000, css: 14_000 };
/** The one script each page loads, by its built name. */
function scriptOf(french: string): RegExp {
  // The French edition (/fr/...) loads the same script as its English page.
  const path = french.replace(/^\/fr(?=\/|\?|$)/, "") || "/";
  const name =
    path === "/demo?sent=1" || path === "/contact?sent=1"
      ? "demo-confirmation-page-script"
      : path === "/contact" || path === "/demo"
        ? "demo-form-page-script"
        : path === "/pricing"
          ? "savings-estimator-page-script"
          : path.startsWith("/booking/")
            ? "slot-picker-page-script"
            : "page-script";
  return new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
}
/** Pages whose script carries a form schema (zod): only these. */
const pagesWithSchema = new Set(["/contact", "/demo", "/pricing", "/fr/contact", "/fr/demo", "/fr/pricing"]);

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Page budget test");

describe.skipIf(!built)("the weight of every page", () => {
  let server: RunningServer;
  const rows: PageWeight[] = [];
  const pages = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer({ ILIMI_BUILD_DIR: buildDir });
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map(
      ([, path]) => new URL(path!, "http://x").pathname,
    );
    // The booking pages (app/booking) are reached by signed links, never the sitemap: a link that names nothing still renders the page.
    for (const path of [
      ...new Set([
        ...paths,
        "/contact",
        "/demo",
        // A sent request's page (the picker, or the booking on Back): no form left, no form's script.
        "/demo?sent=1",
        "/fr/demo?sent=1",
        "/no-such-page",
        "/booking/book",
        "/booking/manage",
        "/booking/reschedule",
        "/booking/cancel",
        "/booking/later",
        "/fr/demo",
        "/fr/no-such-page",
        "/fr/booking/book",
        "/fr/booking/later",
      ]),
    ]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      rows.push(pageWeight(path, html, join(buildDir, "client")));
      pages.set(path, html);
    }
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("stays within the JavaScript and CSS budget on every page", () => {
    expect(rows.length).toBeGreaterThan(20);
    const table = weightTable(rows, pageBudget);
    const over = rows
      .filter((row) => row.jsBytes > pageBudget.js || row.cssBytes > pageBudget.css)
      .map((row) => row.path);
    if (process.env.PAGE_BUDGET_TABLE) console.info(table);
    expect(over, `pages over budget:\n${table}`).toEqual([]);
  });

  it("sends no React to any page, only that page's one script", () => {
    expect(rows.map((r) => r.path)).toEqual(expect.arrayContaining(["/contact", "/demo", "/pricing", "/booking/book"]));
    for (const row of rows) {
      expect(row.modules, row.path).toHaveLength(1);
      expect(row.modules[0], row.path).toMatch(scriptOf(row.path));
    }
  });

  it("keeps the form library out of pages without a form of their own", () => {
    // zod is only needed where the demo form or the estimator is (and is found there, so the check works); the footer's box is checked by the server.
    const withZod = (row: PageWeight) =>
      row.modules.some((m) => readFileSync(join(buildDir, "client", m), "utf8").includes("$ZodType"));
    for (const row of rows) expect(withZod(row), row.path).toBe(pagesWithSchema.has(row.path));
  });

  it("draws every character of every page's text from the brand font's small file", () => {
    // The font is cut down to the characters the copy uses (scripts/site-font.mjs, ADR 003);
    // a character outside it would be drawn in the fallback face.
    const inFont = new Set(siteFontFaces.flatMap((face) => [...face.characters]));
    const missing: string[] = [];
    for (const [path, html] of pages) {
      const root = parse(html);
      for (const hidden of root.querySelectorAll("script, style, template, title")) hidden.remove();
      const text = root.querySelector("body")?.textContent ?? "";
      const outside = [...new Set(text)].filter((ch) => !/\s/.test(ch) && !inFont.has(ch));
      if (outside.length)
        missing.push(
          `${path}: ${outside.map((ch) => `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`).join(", ")}`,
        );
    }
    expect(pages.size).toBeGreaterThan(20);
    expect(
      missing,
      `characters the font file lacks (add them to scripts/site-font.mjs):\n${missing.join("\n")}`,
    ).toEqual([]);
  });
});
