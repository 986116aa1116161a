import { request as http } from "node:http";
import { rmSync } from "node:fs";
import { expect, request as playwrightRequest, test, type Page } from "../support/browser-test";
import { startServer } from "../support/start-server";
import { frenchProblems } from "../support/french-copy-check";
import { readable } from "../support/readable-text";
import { demoFormFields as frFields } from "../../app/content/fr/contact";
import { demoFormMessages, guardPages } from "../../app/content/fr/forms";
import { contactPage } from "../../app/content/fr/contact";
import { localizePath } from "../../app/content/locale";
import { sweep, templatePages } from "../support/screen-templates";
import { editionPaths } from "../support/site-pages";

// Issue #29: not one English word and no typographic slip on a French page, with and without
// JavaScript. Without it, every page is read from the HTML the server sends, one test per page
// (tests/integration/site-editions.test.ts); here, with JavaScript on, one page per screen template
// (every page with FULL_SWEEP=1), the server's error summary and its own refusal pages.
// Only what people read is checked (text, title, alt, aria-label, placeholder, the description),
// never URLs or code; a part marked in another language (the switcher's English) is left out.

test.describe.configure({ timeout: 180_000 });

const frenchPaths = sweep(
  editionPaths("fr"),
  [...templatePages, "/booking/later", "/newsletter/confirm", "/__test/error"].map((path) => localizePath("fr", path)),
);

async function problemsOn(page: Page, where: string): Promise<string[]> {
  const lang = await page.locator("html").getAttribute("lang");
  const problems = lang === "fr" ? [] : [`${where}: <html lang="${lang}">`];
  for (const text of await readable(page, "fr")) problems.push(...frenchProblems(where, text));
  return problems;
}

test.describe("with JavaScript", () => {
  for (const path of frenchPaths) {
    test(`${path} shows no word of English or a typographic slip once its scripts run`, async ({ page }) => {
      await page.goto(path);
      expect(await problemsOn(page, path)).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a French visitor whose demo form the server refuses reads the summary and every message in French", async ({
    page,
  }) => {
    await page.goto("/fr/demo");
    const form = page.locator("main form");
    // Every required field filled (the browser checks those itself); the address only the server refuses.
    await form.getByRole("textbox", { name: frFields.firstName.label, exact: true }).fill("Awa");
    await form.getByRole("textbox", { name: frFields.lastName.label, exact: true }).fill("Diallo");
    await form.getByRole("textbox", { name: frFields.email.label, exact: true }).fill("awa@ecole");
    await form
      .getByRole("textbox", { name: frFields.institution.label, exact: true })
      .fill("Lycée technique de Cotonou");
    await form.getByRole("button", { name: contactPage.submitLabel }).click();
    // The server's summary, which was English (« Adresse e-mail professionnelle : Enter your work email… »).
    const summary = page.locator("main form li a", { hasText: frFields.email.label });
    await expect(summary).toHaveText(`${frFields.email.label}\u202f: ${demoFormMessages.email.invalid}`);
    expect(await problemsOn(page, "/fr/demo after a refused post")).toEqual([]);
  });
});

/** A refusal page the server wrote, read in the browser like any page. */
async function refusalProblems(page: Page, where: string, html: string): Promise<string[]> {
  await page.setContent(html);
  const problems = await problemsOn(page, where);
  await expect(page.getByRole("link", { name: guardPages.home })).toHaveAttribute("href", "/fr");
  await expect(page.getByRole("link", { name: guardPages.back })).toHaveAttribute("href", /^\/fr\//);
  return problems;
}

/** A post with no Content-Length (chunked), which no browser sends with a form. */
function chunkedPost(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "transfer-encoding": "chunked",
          origin: new URL(url).origin,
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end("firstName=Awa");
  });
}

test("a French form's refusals by the server (403, 411, 413, 415) are French pages that lead back into the French edition", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL!;
  const refusals: { code: number; html: string }[] = [];
  const foreign = await request.post("/fr/demo", {
    headers: { Origin: "http://evil.example" },
    form: { firstName: "Awa" },
    maxRedirects: 0,
  });
  refusals.push({ code: foreign.status(), html: await foreign.text() });
  const tooLarge = await request.post("/fr/demo", {
    headers: { Origin: origin, "content-type": "application/x-www-form-urlencoded" },
    data: `message=${"a".repeat(70 * 1024)}`,
    maxRedirects: 0,
  });
  refusals.push({ code: tooLarge.status(), html: await tooLarge.text() });
  const json = await request.post("/fr/contact", {
    headers: { Origin: origin },
    data: { firstName: "Awa" },
    maxRedirects: 0,
  });
  refusals.push({ code: json.status(), html: await json.text() });
  const chunked = await chunkedPost(`${origin}/fr/newsletter`);
  refusals.push({ code: chunked.status, html: chunked.body });
  expect(refusals.map((r) => r.code)).toEqual([403, 413, 415, 411]);

  const problems: string[] = [];
  for (const { code, html } of refusals) problems.push(...(await refusalProblems(page, `refusal ${code}`, html)));
  expect(problems).toEqual([]);
});

test("a French form's 429 page, from a server with the rate limit on, is French", async ({ page }) => {
  const server = await startServer({
    RATE_LIMIT_DISABLED: "0",
    RATE_LIMIT_DEMO_MAX: "2",
    RATE_LIMIT_WINDOW_SECONDS: "60",
    FORM_MIN_FILL_MS: "0",
    LOG_LEVEL: "error",
  });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    let last = 0;
    let html = "";
    for (let i = 0; i < 3; i++) {
      const response = await api.post("/fr/demo", {
        headers: { Origin: server.url },
        form: { firstName: "" },
        maxRedirects: 0,
      });
      last = response.status();
      html = await response.text();
    }
    expect(last).toBe(429);
    expect(await refusalProblems(page, "refusal 429", html)).toEqual([]);
  } finally {
    await api.dispose();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});
