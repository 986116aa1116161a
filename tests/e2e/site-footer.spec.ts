import { expect, test } from "../support/browser-test";
import { specMenuPaths, specTopBarPaths } from "../support/spec-paths";

// Every link of the top bar's menus (SPEC section 2), which the footer's site map must repeat so
// that the site works before, or without, JavaScript.
const everyMenuLink = [...specMenuPaths, ...specTopBarPaths];

const socialNetworks = ["LinkedIn", "X (Twitter)", "Facebook", "YouTube"];

test("a visitor finds the newsletter box, contact details, social links, policy links and the year in the footer", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");

  const newsletter = footer.getByRole("region");
  await expect(newsletter.getByRole("heading")).toBeVisible();
  await expect(newsletter.getByRole("textbox")).toHaveAttribute("type", "email");
  await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();

  await expect(footer.getByText("Abuja, Nigeria", { exact: true })).toBeVisible();
  await expect(footer.getByText("Mon-Fri 9AM-6PM WAT", { exact: true })).toBeVisible();
  await expect(footer.locator('a[href^="tel:+"]')).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();

  for (const network of socialNetworks) {
    await expect(footer.getByRole("link", { name: new RegExp(network.replace(/[()]/g, "\\$&")) })).toBeVisible();
  }

  const legal = footer.getByRole("navigation", { name: "Legal" });
  for (const [name, href] of [
    ["Privacy", "/privacy"],
    ["Terms", "/terms"],
    ["Cookies", "/cookies"],
  ] as const) {
    await expect(legal.getByRole("link", { name })).toHaveAttribute("href", href);
  }

  await expect(footer.getByText(`© ${new Date().getFullYear()} Ilimi`)).toBeVisible();
  await expect(footer.getByText(/Founded in 2021 in Abuja/)).toBeVisible();
});

test("hovering a social link shows its name after the 700 ms delay, and the next one at once", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const linkedin = footer.getByRole("link", { name: /LinkedIn/ });
  const x = footer.getByRole("link", { name: /X \(Twitter\)/ });
  await linkedin.scrollIntoViewIfNeeded();
  // Each tooltip is in the server's markup, hidden, beside its link; data-state says how it opened.
  const tooltip = (name: string) => footer.getByRole("tooltip", { name, exact: true });

  // Timings are taken inside the page, so a busy test machine cannot blur them: when the pointer
  // reached each link, whether its tooltip was showing 400 ms later, when the page's own 700 ms timer
  // set then fired, and when the tooltip appeared. On a loaded machine timers fire late, the
  // tooltip's and the page's alike: the tooltip is compared with that timer, not with the wall clock
  // (a 1200 ms wait from outside the page failed once in CI though the tooltip came right after).
  await page.evaluate(() => {
    const log: Record<string, { enter?: number; shown?: number; at400?: boolean; at700?: number }> = {};
    Object.assign(window, { tooltipLog: log });
    const entry = (name: string) => (log[name] ??= {});
    const showing = () =>
      [...document.querySelectorAll<HTMLElement>('footer [role="tooltip"]')].filter((el) => !el.hidden);
    document.addEventListener("pointerover", (event) => {
      const name = (event.target as Element)
        .closest("footer a[aria-label]")
        ?.getAttribute("aria-label")
        ?.replace(/^.* on /, "");
      if (!name || entry(name).enter !== undefined) return;
      entry(name).enter = performance.now();
      setTimeout(() => (entry(name).at400 = showing().some((el) => el.textContent === name)), 400);
      setTimeout(() => (entry(name).at700 = performance.now()), 700);
    });
    new MutationObserver(() => {
      for (const el of showing()) entry(el.textContent ?? "").shown ??= performance.now();
    }).observe(document.body, { attributes: true, attributeFilter: ["hidden"], subtree: true });
  });
  type Log = Record<string, { enter: number; shown: number; at400: boolean; at700?: number }>;
  const readLog = () => page.evaluate(() => (window as unknown as { tooltipLog: Log }).tooltipLog);

  await linkedin.hover();
  await expect(tooltip("LinkedIn")).toBeVisible();
  await expect(tooltip("LinkedIn")).toHaveAttribute("data-state", "delayed-open");
  await expect.poll(async () => (await readLog())["LinkedIn"]?.at700).toBeDefined();
  const first = (await readLog())["LinkedIn"]!;
  expect(first.at400).toBe(false); // not showing at ~400 ms
  // showing from 700 ms, and with the page's own 700 ms timer, not a beat of the clock later
  expect(first.shown - first.enter).toBeGreaterThanOrEqual(690);
  expect(first.shown - first.at700!).toBeLessThanOrEqual(250);

  // Within the 300 ms skip delay, the neighbour's tooltip opens without waiting again. The pointer
  // glides there in small steps, as a hand would (one jump would look like a move into the tooltip).
  const target = (await x.boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 });
  await expect(tooltip("X (Twitter)")).toBeVisible({ timeout: 400 }); // well under the 700 ms delay
  await expect(tooltip("X (Twitter)")).toHaveAttribute("data-state", "instant-open");
  await expect(tooltip("LinkedIn")).toBeHidden();
  const second = (await readLog())["X (Twitter)"]!;
  expect(second.shown - second.enter).toBeLessThan(300);

  // Hoverable (WCAG 1.4.13): the pointer may move up onto the tooltip, and it stays.
  const tip = (await tooltip("X (Twitter)").boundingBox())!;
  await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 4 });
  await expect(tooltip("X (Twitter)")).toBeVisible();
  // Dismissable without moving the pointer: Escape.
  await page.keyboard.press("Escape");
  await expect(tooltip("X (Twitter)")).toBeHidden();
});

const tooltipAppears = 5_000;

test("a keyboard user sees a social link's tooltip on focus, and Escape dismisses it", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const facebook = footer.getByRole("link", { name: /Facebook/ });
  const tooltip = footer.getByRole("tooltip", { name: "Facebook", exact: true });
  // Tab from the link before it, as a keyboard user arrives.
  await footer.getByRole("link", { name: /X \(Twitter\)/ }).focus();
  await page.keyboard.press("Tab");
  await expect(facebook).toBeFocused();
  // The tooltip opens after its 700 ms delay; when that is shown is the hover test's concern. Here
  // only that it opens: a loaded CI machine has been seen to take more than 1.5 s after a resize.
  await expect(tooltip).toBeVisible({ timeout: tooltipAppears });
  await page.keyboard.press("Escape");
  await expect(tooltip).toBeHidden();
  await expect(facebook).toBeFocused();
  // It stays in view at the narrowest phone width, not cut off by the screen's edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  const first = footer.getByRole("tooltip", { name: "LinkedIn", exact: true });
  await expect(first).toBeVisible({ timeout: tooltipAppears });
  const box = (await first.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's site map holds every link of the top bar's menus", async ({ page }) => {
    await page.goto("/");
    const siteMap = page.locator("nav#site-map");
    await expect(siteMap).toHaveAttribute("aria-label", "Site map");
    const hrefs = await siteMap.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of everyMenuLink) expect(hrefs).toContain(href);
  });
});
