import { expect, test, type Page } from "../support/browser-test";
import { claims } from "../../app/content/claims";
import { moduleDetails, moduleSummaries, moreModules } from "../../app/content/modules";

// SPEC section 2: six detailed modules in this order, each with features and benefits. The names
// are the spec's, written out, so the test checks the spec rather than the content file.
const specModules: { slug: string; name: RegExp }[] = [
  { slug: "admissions", name: /admissions (and|&) enrol?lment/i },
  { slug: "student-information", name: /student information/i },
  { slug: "scheduling", name: /scheduling/i },
  { slug: "exams", name: /exams (and|&) assessment/i },
  { slug: "fees", name: /fees (and|&) billing/i },
  { slug: "hr-payroll", name: /hr (and|&) payroll/i },
];
const otherSlugs = ["library", "hostel", "transport", "analytics"];

const main = (page: Page) => page.getByRole("main");

test("a visitor reads the six detailed modules in the spec's order, each with features and benefits", async ({
  page,
}) => {
  await page.goto("/modules");
  const moduleSections = main(page)
    .locator("section:has(h2[id$='-heading'])")
    .filter({ has: page.locator("h3", { hasText: /^features$/i }) });
  await expect(moduleSections).toHaveCount(6);
  expect(await moduleSections.evaluateAll((els) => els.map((el) => el.id))).toEqual(specModules.map((m) => m.slug));

  for (const [i, spec] of specModules.entries()) {
    const section = page.locator(`#${spec.slug}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(spec.name);
    const detail = moduleDetails[i]!;
    await expect(section.getByRole("list", { name: /features/i }).getByRole("listitem")).toHaveText(detail.features);
    await expect(section.getByRole("list", { name: /benefits/i }).getByRole("listitem")).toHaveText(detail.benefits);
    // The module's figure, set large with its caption, exactly as claims.ts states it.
    if (detail.claim) {
      const claim = claims[detail.claim];
      await expect(section.getByRole("listitem").filter({ hasText: claim.value })).toContainText(
        new RegExp(claim.label, "i"),
      );
    }
  }
});

test("a visitor finds the four other modules, each with a description and three features", async ({ page }) => {
  await page.goto("/modules");
  expect(moreModules.map((m) => m.slug)).toEqual(otherSlugs);
  for (const m of moreModules) {
    const card = page.locator(`#${m.slug}`);
    await expect(card.getByRole("heading", { name: m.name })).toBeVisible();
    await expect(card).toContainText(m.description);
    await expect(card.getByRole("listitem")).toHaveText(m.features);
  }
});

test("every home card's Learn More address has a section on the modules page", async ({ page }) => {
  await page.goto("/modules");
  for (const m of moduleSummaries) await expect(page.locator(`main #${m.slug}`)).toHaveCount(1);
});

test("a visitor opening /modules/fees lands on the fees section", async ({ page }) => {
  const response = await page.goto("/modules/fees");
  expect(response?.status()).toBe(200);
  await expect(page.locator("#fees-heading")).toBeInViewport();
  await expect(page.locator("#fees-heading")).toBeFocused();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/modules$/);
});

test("a visitor opening any module's address lands on that module", async ({ page }) => {
  for (const m of moduleSummaries) {
    await page.goto(`/modules/${m.slug}`);
    await expect(page.locator(`#${m.slug}-heading`), m.slug).toBeFocused();
    await expect(page.locator(`#${m.slug}-heading`), m.slug).toBeInViewport();
  }
});

test("a visitor on a phone opening /modules/hr-payroll lands on HR and payroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/modules/hr-payroll");
  await expect(page.locator("#hr-payroll-heading")).toBeFocused();
  await expect(page.locator("#hr-payroll-heading")).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a visitor landing on the last module on a phone sees nothing move once there", async ({ page }) => {
  // Sections that are laid out late (ADR 011) would change height above the section and push it away.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/modules/analytics");
  const heading = page.locator("#analytics-heading");
  await expect(heading).toBeFocused();
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  await page.waitForTimeout(1000);
  expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBe(top);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, e) =>
                  sum +
                  ((e as unknown as { hadRecentInput: boolean }).hadRecentInput
                    ? 0
                    : (e as unknown as { value: number }).value),
                0,
              ),
          );
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift).toBe(0);
});

test("a visitor jumps to a module from the index at the top without a page load", async ({ page }) => {
  await page.goto("/modules/admissions");
  await expect(page.locator("#admissions-heading")).toBeFocused();
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  const index = main(page).getByRole("navigation", { name: /jump to a module/i });
  await expect(index.getByRole("link")).toHaveCount(moduleSummaries.length);
  await index.getByRole("link", { name: /exams/i }).click();
  await expect(page).toHaveURL(/\/modules\/exams$/);
  await expect(page.locator("#exams-heading")).toBeFocused();
  await expect(page.locator("#exams-heading")).toBeInViewport();

  await index.getByRole("link", { name: /transport/i }).click();
  await expect(page).toHaveURL(/\/modules\/transport$/);
  await expect(page.locator("#transport-heading")).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("a visitor opening an unknown module address sees the modules page from the top", async ({ page }) => {
  await page.goto("/modules");
  const heading = await main(page).getByRole("heading", { level: 1 }).innerText();

  const response = await page.goto("/modules/anything");
  expect(response?.status()).toBe(200);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the first HTML response of /modules holds the heading and every module", async ({ request }) => {
  const response = await request.get("/modules");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const h1 = html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
  expect(h1?.length).toBeGreaterThan(0);
  for (const m of moduleSummaries) {
    expect(html).toContain(`id="${m.slug}"`);
    expect(html).toContain(m.name.replace(/&/g, "&amp;"));
  }
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/modules"/);
});

test("a visitor following a module link from another page, scrolled down, lands on that module", async ({ page }) => {
  await page.goto("/solutions/support");
  await expect(page.locator("#support-heading")).toBeFocused();
  await page.getByRole("contentinfo").getByRole("link", { name: /^fees/i }).click();
  await expect(page).toHaveURL(/\/modules\/fees$/);
  await expect(page.locator("#fees-heading")).toBeFocused();
  await expect(page.locator("#fees-heading")).toBeInViewport();
});
