import { expect, test, type Page } from "../support/browser-test";
import { claims } from "../../app/content/claims";

// SPEC section 2 (Solutions page) and section 9 (four steps; no duration beyond "weeks").
// Step names and section ids are written out here, so the test checks the spec, not the content file.
const steps = ["Discovery", "Configuration", "Training", "Go Live"];

const main = (page: Page) => page.getByRole("main");

async function solutionsHeading(page: Page): Promise<string> {
  return (await main(page).getByRole("heading", { level: 1 }).innerText()).trim();
}

test("a visitor reads the benefits, the differentiators and the key statistics", async ({ page }) => {
  await page.goto("/solutions");
  await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();

  const benefits = page.locator("#benefits");
  await expect(benefits.getByRole("heading", { level: 2 })).toBeVisible();
  expect(await benefits.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);

  // Why Ilimi rather than spreadsheets or a generic ERP: the qualitative claims of SPEC section 1.
  const differentiators = page.locator("#why-ilimi");
  await expect(differentiators.getByRole("heading", { level: 2 })).toContainText(/spreadsheets/i);
  for (const claim of [
    /built for education/i,
    /Nigeria/,
    /single sign-on/i,
    /role-based permissions/i,
    /weeks/i,
    /24\/7/,
  ]) {
    await expect(differentiators).toContainText(claim);
  }

  // Every figure of SPEC section 1 appears with its caption, exactly as claims.ts states it.
  for (const claim of Object.values(claims)) {
    const stat = main(page)
      .getByRole("listitem")
      .filter({ hasText: claim.value })
      .filter({ hasText: new RegExp(claim.label, "i") });
    await expect(stat.first()).toBeVisible();
    if ("qualifier" in claim) await expect(stat.first()).toContainText(new RegExp(claim.qualifier, "i"));
  }

  // No figure on the page that claims.ts does not hold, and no invented implementation length.
  const text = await main(page).innerText();
  const allowed = new Set<string>(Object.values(claims).map((c) => c.value));
  for (const figure of text.match(/\d+(?:\.\d+)?%|\d+\/7/g) ?? []) expect(allowed).toContain(figure);
  expect(text).not.toMatch(/\b\d+\s*(?:-|to)?\s*\d*\s*(?:weeks?|months?|days?)\b/i);
});

test("a visitor follows the four implementation steps in order", async ({ page }) => {
  await page.goto("/solutions");
  const items = page.locator("#implementation ol > li");
  await expect(items).toHaveCount(4);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(steps);
  for (const item of await items.all()) {
    await expect(item.getByRole("paragraph").first()).not.toBeEmpty();
  }
});

test("a visitor sees how to reach support and calls to action", async ({ page }) => {
  await page.goto("/solutions");
  const support = page.locator("#support");
  await expect(support).toContainText("24/7");
  await expect(support).toContainText("Mon-Fri 9AM-6PM WAT");
  await expect(support).toContainText(/within 24 hours/i);
  await expect(support.locator('a[href^="tel:"]')).toBeVisible();
  await expect(support.locator('a[href^="mailto:"]')).toBeVisible();
  expect(await main(page).locator('a[href="/demo"]').count()).toBeGreaterThanOrEqual(2);
  expect(await main(page).locator('a[href="/contact"]').count()).toBeGreaterThanOrEqual(2);
});

for (const section of ["implementation", "support"]) {
  test(`a visitor opening /solutions/${section} lands on the ${section} section`, async ({ page }) => {
    await page.goto("/solutions");
    const heading = await solutionsHeading(page);

    const response = await page.goto(`/solutions/${section}`);
    expect(response?.status()).toBe(200);
    expect(await solutionsHeading(page)).toBe(heading);
    await expect(page.locator(`#${section}-heading`)).toBeInViewport();
    // Screen reader users land there too: focus moves to the section's heading.
    await expect(page.locator(`#${section}-heading`)).toBeFocused();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/solutions$/);
  });
}

test("a visitor with reduced motion lands on the support section too", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/solutions/support");
  await expect(page.locator("#support-heading")).toBeFocused();
  await expect(page.locator("#support-heading")).toBeInViewport();
});

test("a visitor moves between implementation and support without a page load", async ({ page }) => {
  await page.goto("/solutions/implementation");
  await expect(page.locator("#implementation-heading")).toBeFocused();
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await page.getByRole("contentinfo").getByRole("link", { name: "Support", exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\/support$/);
  await expect(page.locator("#support-heading")).toBeFocused();
  await expect(page.locator("#support-heading")).toBeInViewport();

  await page.getByRole("contentinfo").getByRole("link", { name: "Implementation", exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\/implementation$/);
  await expect(page.locator("#implementation-heading")).toBeFocused();
  await expect(page.locator("#implementation-heading")).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("a visitor opening an unknown solutions sub-path sees the solutions page from the top", async ({ page }) => {
  await page.goto("/solutions");
  const heading = await solutionsHeading(page);

  const response = await page.goto("/solutions/anything-else");
  expect(response?.status()).toBe(200);
  expect(await solutionsHeading(page)).toBe(heading);
  await page.waitForLoadState("networkidle");
  await expect(main(page).getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/solutions$/);
});

test("a visitor following the Support link from another page, scrolled down, lands on support", async ({ page }) => {
  await page.goto("/modules/hr-payroll");
  await expect(page.locator("#hr-payroll-heading")).toBeFocused();
  await page.getByRole("contentinfo").getByRole("link", { name: "Support", exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\/support$/);
  await expect(page.locator("#support-heading")).toBeFocused();
  await expect(page.locator("#support-heading")).toBeInViewport();
});
