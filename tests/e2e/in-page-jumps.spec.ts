import { expect, test, type Page } from "../support/browser-test";

// Every in-page target lands right on a cold load, with and without JavaScript: just below the
// sticky header (scroll-padding-top), and it stays there (nothing above it changes height later).

/** Where the target's top sits in the viewport once scrolling has stopped. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await page
          .locator(selector)
          .first()
          .evaluate((el) => Math.round(el.getBoundingClientRect().top));
        const settled = top === last;
        last = top;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return last;
}

async function headerBottom(page: Page): Promise<number> {
  return page.locator("body > header").evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
}

async function expectLandedBelowHeader(page: Page, selector: string) {
  const top = await settledTop(page, selector);
  expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
  expect(top).toBeLessThan(120);
  // Cold: nothing laid out later pushes it away.
  await page.waitForTimeout(800);
  expect(
    await page
      .locator(selector)
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
  ).toBe(top);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("a visitor following a link to a module lands on that module", async ({ page }) => {
      await page.goto("/modules/fees");
      await expectLandedBelowHeader(page, "#fees");
    });

    test("the estimator's answer lands on the estimate, below the form on a phone", async ({ page }) => {
      await page.goto("/pricing?students=2500&staff=180&fees=250000000#savings-estimator-result");
      await expectLandedBelowHeader(page, "#savings-estimator-result");
    });

    test("a link to a section of a long page lands on it at 1280 px too", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/pricing#compare");
      await expectLandedBelowHeader(page, "#compare");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter's confirmation is not hidden under the header", async ({ page }) => {
    await page.goto("/solutions?newsletter=check-inbox#newsletter-form");
    const top = await settledTop(page, "#newsletter-form");
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
    await expect(page.locator("#newsletter-form").getByRole("status")).toBeInViewport();
  });
});
