import { expect, test, type Page } from "../support/browser-test";
import { staticPaths } from "../../app/content/pages";
import { accessibilityViolations } from "../support/axe";

// WCAG 2.2 AA: axe reports no violation on any page, at a phone's width and a desktop's.
const widths = [
  { name: "390 px", width: 390, height: 844 },
  { name: "1280 px", width: 1280, height: 800 },
];
const pages = [...staticPaths, "/no-such-page"];

async function expectNoViolations(page: Page) {
  const summary = await accessibilityViolations(page);
  expect(summary, summary.join("\n")).toEqual([]);
}

for (const { name, width, height } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport: { width, height } });
    for (const path of pages) {
      test(`a screen-reader or keyboard user finds no accessibility violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page);
      });
    }
  });
}

test.describe("interactive states", () => {
  test("the open mobile menu has no accessibility violation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: /open menu/i }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page);
  });

  test("the demo form in its error state has no accessibility violation", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/demo");
      await page.waitForLoadState("networkidle");
      await page.getByRole("main").getByRole("button", { name: /request/i }).click();
      await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
      await expectNoViolations(page);
    }
  });
});

test.describe("keyboard and display preferences", () => {
  test("a keyboard user skips straight to the main content", async ({ page }) => {
    await page.goto("/modules");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("every page reflows at 320 px without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px at 320 px`).toBeLessThanOrEqual(0);
    }
  });

  test("with reduced motion requested, nothing animates", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const durations = await page.evaluate(() =>
      Array.from(document.querySelectorAll("*"))
        .map((el) => getComputedStyle(el))
        .flatMap((s) => [s.transitionDuration, s.animationDuration])
        .flatMap((d) => d.split(",").map((x) => parseFloat(x)))
        .filter((seconds) => seconds > 0.001),
    );
    expect(durations).toEqual([]);
  });
});
