import { expect, test, type Page } from "../support/browser-test";
import { staticPaths } from "../../app/content/pages";
import { accessibilityViolations } from "../support/axe";
import { sweep, templatePages } from "../support/screen-templates";

// WCAG 2.2 AA: axe reports no violation on any page, at a phone's width and a desktop's: one page
// of each screen template (and the French edition's home), or every page with FULL_SWEEP=1.
const widths = [
  { name: "390 px", width: 390, height: 844 },
  { name: "1280 px", width: 1280, height: 800 },
];
// The French edition's pages of each kind too (issue #19): its words are longer, its layout the same.
const frenchPages = [
  "/fr",
  "/fr/demo?size=medium",
  "/fr/pricing",
  "/fr/modules",
  "/fr/industries/universities",
  "/fr/resources/guides/moving-fee-collection-online",
  "/fr/privacy",
  "/fr/no-such-page",
];
const pages = sweep(
  [...staticPaths, "/contact", "/demo?size=medium", "/no-such-page", ...frenchPages],
  [...templatePages, "/fr"],
);

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
      await page
        .getByRole("main")
        .getByRole("button", { name: /request/i })
        .click();
      await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
      await expectNoViolations(page);
    }
  });
});

test("every form control's border stands out 3:1 from what is behind it (WCAG 1.4.11)", async ({ page }) => {
  for (const path of ["/demo", "/pricing", "/newsletter"]) {
    await page.goto(path);
    const ratios = await page
      .locator("main :is(input:not([type=hidden]):not([tabindex='-1']), select, textarea)")
      .evaluateAll((controls) => {
        const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        const behind = (el: Element | null): string => {
          for (let node = el; node; node = node.parentElement) {
            const bg = getComputedStyle(node).backgroundColor;
            if (rgb(bg)[3] !== 0 && bg !== "transparent") return bg;
          }
          return "rgb(255, 255, 255)";
        };
        return controls
          .filter((c) => (c as HTMLElement).offsetParent !== null)
          .map((c) => {
            const [a, b] = [
              luminance(rgb(getComputedStyle(c).borderTopColor)),
              luminance(rgb(behind(c.parentElement))),
            ];
            return { name: (c as HTMLInputElement).name, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
          });
      });
    expect(ratios.length, path).toBeGreaterThan(0);
    for (const { name, ratio } of ratios) expect(ratio, `${path} ${name}`).toBeGreaterThanOrEqual(3);
  }
});

test.describe("keyboard and display preferences", () => {
  test("a keyboard user skips straight to the main content", async ({ page }) => {
    await page.goto("/modules");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    // A bar with room around its words, not text cramped over the logo.
    const padding = await skip.evaluate(
      (el) => getComputedStyle(el).paddingLeft + " " + getComputedStyle(el).paddingTop,
    );
    expect(padding).toBe("16px 8px");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("every page reflows at 320 px without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
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
