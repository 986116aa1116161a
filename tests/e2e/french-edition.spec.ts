import { expect, test } from "../support/browser-test";
import { moduleSummaries } from "../../app/content/modules";
import { errorPages as frErrors } from "../../app/content/fr/errors";

// Issue #19: the French edition under /fr. Every route of SPEC section 2 answers in French, and the
// switcher is a link that works by keyboard and without JavaScript. That the switcher of every page
// leads to its twin and back, that hreflang pairs are symmetric in the pages and the sitemap, and
// that no French page shows English copy or links out of the edition is read without a browser,
// page by page (tests/integration/site-editions.test.ts).

function firstHeading(html: string): string {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return (match?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

const sections: { path: string; status: number; sameAs?: string }[] = [
  { path: "/fr", status: 200 },
  { path: "/fr/contact", status: 200 },
  { path: "/fr/demo", status: 200, sameAs: "/fr/contact" },
  { path: "/fr/demo?size=medium", status: 200, sameAs: "/fr/contact" },
  { path: "/fr/solutions", status: 200 },
  { path: "/fr/solutions/implementation", status: 200, sameAs: "/fr/solutions" },
  { path: "/fr/solutions/support", status: 200, sameAs: "/fr/solutions" },
  { path: "/fr/solutions/anything/deeper", status: 200, sameAs: "/fr/solutions" },
  { path: "/fr/modules", status: 200 },
  ...moduleSummaries.map((m) => ({ path: `/fr/modules/${m.slug}`, status: 200, sameAs: "/fr/modules" })),
  { path: "/fr/modules/not-a-module", status: 200, sameAs: "/fr/modules" },
  { path: "/fr/pricing", status: 200 },
  { path: "/fr/no-such-page", status: 404 },
  { path: "/fr/company/no-such-page/deeper", status: 404 },
  { path: "/fr/resources/no-such-kind", status: 404 },
];

for (const { path, status, sameAs } of sections) {
  test(`a French visitor opening ${path} gets status ${status} and a French page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr"/);
    const h1 = firstHeading(html);
    if (status === 404) expect(h1).toBe(frErrors.notFound.title);
    else expect(h1.length).toBeGreaterThan(0);
    if (sameAs) expect(h1).toBe(firstHeading(await (await request.get(sameAs)).text()));
    // The same screen as the English page, in another language.
    const english = firstHeading(await (await request.get(path.replace(/^\/fr/, "") || "/")).text());
    expect(h1).not.toBe(english);
  });
}

test("a French visitor on an unknown path sees the French not-found page, and the path is logged", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (msg) => messages.push(msg.text()));
  const response = await page.goto("/fr/cette/page-nexiste-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: frErrors.notFound.title })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: frErrors.notFound.links[0].label })).toHaveAttribute(
    "href",
    "/fr",
  );
  await expect.poll(() => messages.some((m) => m.includes("/fr/cette/page-nexiste-pas"))).toBe(true);
});

test("an unhandled failure on a French page shows the French error screen with status 500", async ({ page }) => {
  const response = await page.goto("/fr/__test/error");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: frErrors.unexpected.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("the switcher is a named link in the other language, reached by keyboard, keeping the query only where the page needs it", async ({
  page,
}) => {
  // A newsletter or booking link works only with its token (ADR 070); a public page drops the query.
  await page.goto("/fr/newsletter/confirm?token=the-visitors-token");
  const switcher = page.locator('a[data-language-switcher="footer"]');
  await expect(switcher).toHaveAttribute("href", "/newsletter/confirm?token=the-visitors-token");
  // A public page drops the rest of its query; the visit's campaign travels on every site link (ADR 096).
  await page.goto("/fr/pricing?page=2&utm_source=partner");
  await expect(page.locator('a[data-language-switcher="footer"]')).toHaveAttribute(
    "href",
    "/pricing?utm_source=partner",
  );
  await page.goto("/fr/newsletter/confirm?token=the-visitors-token");
  await expect(switcher).toHaveAttribute("lang", "en-NG");
  await expect(switcher).toHaveAttribute("hreflang", "en-NG");
  await expect(switcher).toHaveAccessibleName(/English.*Read this page in English/);
  await page.goto("/pricing");
  const header = page.locator('a[data-language-switcher="header"]:visible');
  await expect(header).toHaveAccessibleName(/Lire cette page en français/);
  await header.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/fr\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the switcher works as a plain link", async ({ page }) => {
    await page.goto("/modules");
    await page.locator('a[data-language-switcher="footer"]').click();
    await expect(page).toHaveURL(/\/fr\/modules$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test("a browser that prefers French is offered the French page, never sent there, and a dismissal is remembered", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  const response = await page.goto("/pricing");
  expect(response?.url()).toMatch(/\/pricing$/);
  const suggestion = page.locator("[data-language-suggestion]");
  await expect(suggestion).toBeVisible();
  await expect(suggestion.getByRole("link")).toHaveAttribute("href", "/fr/pricing");
  await suggestion.getByRole("button", { name: "Fermer" }).click();
  await expect(suggestion).toBeHidden();
  await page.reload();
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
  await expect(suggestion).toBeHidden();
  await context.close();
});

test("on a phone, the offer of the other edition never hides the field being filled in or the end of the page", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/demo");
  const suggestion = page.locator("[data-language-suggestion]");
  await expect(suggestion).toBeVisible();
  const top = (await suggestion.boundingBox())!.y;
  const fields = page.locator("main form").getByRole("textbox");
  for (let i = 0; i < (await fields.count()); i++) {
    await fields.nth(i).focus();
    // A single-line field shows whole; a tall one (the message) at least its first line, where the caret is.
    const box = (await fields.nth(i).boundingBox())!;
    expect(box.y + Math.min(box.height, 48), `field ${i} shows above the offer`).toBeLessThanOrEqual(top);
  }
  await page.keyboard.press("End");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole("contentinfo").getByRole("link").last();
  await expect(last).toBeInViewport();
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(top);
  await suggestion.getByRole("button", { name: "Fermer" }).click();
  await expect(suggestion).toBeHidden();
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
  await context.close();
});

test("a browser that prefers English is not offered anything on an English page", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-GB" });
  const page = await context.newPage();
  await page.goto("/pricing");
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
  await expect(page.locator("[data-language-suggestion]")).toBeHidden();
  await context.close();
});

// Longer French words must not push anything off the screen: no French page scrolls sideways.
for (const width of [390, 768, 1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test("no French page is wider than the screen", async ({ page }) => {
      test.setTimeout(90_000);
      const wide: string[] = [];
      for (const path of [
        "/fr",
        "/fr/demo",
        "/fr/pricing",
        "/fr/modules",
        "/fr/solutions",
        "/fr/industries/universities",
        "/fr/company/about",
        "/fr/resources",
        "/fr/privacy",
      ]) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
      }
      expect(wide).toEqual([]);
    });
  });
}
