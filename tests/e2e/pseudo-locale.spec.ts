import { existsSync, rmSync } from "node:fs";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "../support/browser-test";
import { readable } from "../support/readable-text";
import { startServer, type RunningServer } from "../support/start-server";
import { edition } from "../../app/content/editions";
import { localizePath } from "../../app/content/locale";

// Issue #24, ADR 045: the pseudo-localised edition (/xx) proves that every word on every public page
// comes from the catalogue (a hard-coded string shows up unmarked) and that longer text does not
// break the layout at 390 px. It runs against its own build (`npm run build:pseudo`, into
// .builds/pseudo/), which `npm test` makes; the production build has no /xx at all.

const pseudoBuild = ".builds/pseudo";
const pseudo = edition("xx");

/**
 * What may stay unmarked on a /xx page, each with its reason: not copy but names, data and what Intl
 * writes. Everything else with a Latin letter in it was not pseudo-localised, so it is hard-coded.
 */
const allowed: { pattern: RegExp; reason: string }[] = [
  { pattern: /\bIlimi\b/g, reason: "the brand name" },
  { pattern: /\b(LinkedIn|Facebook|YouTube)\b|\bX \(Twitter\)/g, reason: "the social networks' own names" },
  { pattern: /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, reason: "e-mail addresses" },
  { pattern: /\b(https?:\/\/)?[\w-]+(\.[\w-]+)*\.(ng|com|org|example|test|io)(\/\S*)?/g, reason: "web addresses" },
  {
    pattern:
      /\b(NGN|XOF|XAF|F?CFA|EUR|WAT|GMT|UTC|WCAG|PDF|CSV|ICS|SIS|LMS|ERP|API|SMS|SSO|NDPA|NDPC|CDP|ARTCI|APDP|IPDCP|CIL|HAPDP)\b/g,
    reason: "codes and acronyms",
  },
  {
    pattern:
      /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g,
    reason: "dates and days, as Intl writes them in the edition's locale",
  },
];

/** The Latin words a text shows that did not come through the pseudo-localised catalogue. */
function unmarked(text: string): string[] {
  let rest = text;
  for (const { pattern } of allowed) rest = rest.replace(pattern, " ");
  return rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
}

/** Every public page in /xx: the sitemap's English pages moved into it, and those reached by links or by mistake. */
async function pseudoPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const english = [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
    .map(([, path]) => path!)
    .filter((path) => !/^\/(fr|xx)(\/|$)/.test(path));
  expect(english.length).toBeGreaterThan(20);
  const linked = [
    "/demo",
    "/no-such-page",
    "/booking/book",
    "/booking/manage",
    "/booking/cancel",
    "/booking/reschedule",
    "/booking/later",
    "/newsletter/confirm",
    "/newsletter/unsubscribe",
    "/__test/error",
  ];
  return [...new Set([...english, ...linked].map((path) => localizePath("xx", path)))];
}

async function problemsOn(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const lang = await page.locator("html").getAttribute("lang");
  if (lang !== pseudo.htmlLang) problems.push(`${where}: <html lang="${lang}">`);
  for (const text of await readable(page, pseudo.htmlLang)) {
    const words = unmarked(text);
    if (words.length > 0) problems.push(`${where}: "${words.join(" ")}" in "${text.slice(0, 120)}"`);
  }
  return problems;
}

test.describe("the pseudo edition", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  test.skip(
    !existsSync(`${pseudoBuild}/server`),
    `no ${pseudoBuild}/: run \`npm run build:pseudo\` first (npm test does)`,
  );

  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({
      ILIMI_BUILD_DIR: pseudoBuild,
      ILIMI_TEST_ROUTES: "1",
      RATE_LIMIT_DISABLED: "1",
      FORM_MIN_FILL_MS: "0",
      LOG_LEVEL: "error",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  test.use({ viewport: { width: 390, height: 844 } });

  test("every public page of the pseudo edition shows only catalogue copy and fits a 390 px phone", async ({
    page,
  }) => {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const problems: string[] = [];
    for (const path of await pseudoPaths(api)) {
      await page.goto(`${server.url}${path}`);
      problems.push(...(await problemsOn(page, path)));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${path}: ${overflow} px wider than a 390 px phone`);
    }
    await api.dispose();
    expect(problems).toEqual([]);
  });

  test("the server's answers to a refused demo form in the pseudo edition are catalogue copy", async ({ page }) => {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const problems: string[] = [];
    // The summary of a form the server refuses (nothing filled in: the browser's checks are bypassed).
    const refused = await api.post("/xx/demo", {
      headers: { Origin: server.url },
      form: { firstName: "" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    await page.setContent(await refused.text());
    problems.push(...(await problemsOn(page, "/xx/demo refused")));
    // The server's own refusal pages: a foreign origin (403) and a body that is not a form (415).
    const foreign = await api.post("/xx/demo", {
      headers: { Origin: "http://evil.example" },
      form: { firstName: "Awa" },
      maxRedirects: 0,
    });
    const json = await api.post("/xx/contact", {
      headers: { Origin: server.url },
      data: { firstName: "Awa" },
      maxRedirects: 0,
    });
    expect([foreign.status(), json.status()]).toEqual([403, 415]);
    for (const [where, response] of [
      ["refusal 403", foreign],
      ["refusal 415", json],
    ] as const) {
      await page.setContent(await response.text());
      problems.push(...(await problemsOn(page, where)));
    }
    await api.dispose();
    expect(problems).toEqual([]);
  });
});

test("the production build has no pseudo edition", async ({ request }) => {
  // The suite's own server runs the production build (playwright.config.ts).
  expect((await request.get("/xx")).status()).toBe(404);
  expect((await request.get("/xx/pricing")).status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/xx");
});
