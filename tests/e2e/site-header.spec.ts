import { expect, test, type Page } from "../support/browser-test";
import { specMenus } from "../support/spec-paths";

// The top bar's menus link the paths of SPEC section 2 (tests/support/spec-paths.ts).
const menus = specMenus;

/**
 * Controls swap their no-JavaScript fallbacks for the real thing once the page script has run
 * (the fixture's goto waits for that too): the phone's link to the site map is hidden, and every
 * menu trigger has been given its behaviour.
 */
async function waitForPageScript(page: Page) {
  await expect(page.locator('header a[href="#site-map"]')).toBeHidden();
  await expect(page.locator("[data-desktop-nav][data-enhanced]")).toHaveCount(1);
  await expect(page.locator("dialog[data-mobile-menu][data-enhanced]")).toHaveCount(1);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a visitor opens each desktop menu by hovering and sees its links", async ({ page }) => {
    await page.goto("/");
    await waitForPageScript(page);
    for (const [label, hrefs] of Object.entries(menus)) {
      const trigger = mainNav(page).getByRole("button", { name: label });
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const content = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await expect(content).toBeVisible();
      const links = content.getByRole("link");
      await expect(links).toHaveCount(hrefs.length);
      for (const href of hrefs) await expect(content.locator(`a[href="${href}"]`)).toBeVisible();

      // Each menu opens under its own trigger, not in a shared panel centred under the bar.
      const triggerBox = (await trigger.boundingBox())!;
      const contentBox = (await content.boundingBox())!;
      expect(contentBox.y).toBeGreaterThanOrEqual(triggerBox.y + triggerBox.height - 1);
      expect(contentBox.x).toBeLessThanOrEqual(triggerBox.x + 1);
      expect(contentBox.x + contentBox.width).toBeGreaterThanOrEqual(triggerBox.x + triggerBox.width - 1);
    }
    await expect(mainNav(page).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/demo");
  });

  test("a visitor who hovers a menu and then clicks its trigger keeps it open; a second click closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const trigger = mainNav(page).getByRole("button", { name: "Industries" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a visitor picks a module from the Modules menu and the menu closes on the new page", async ({ page }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await mainNav(page).getByRole("button", { name: "Modules" }).hover();
    await mainNav(page)
      .getByRole("link", { name: /Fees & Billing/ })
      .click();
    await expect(page).toHaveURL(/\/modules\/fees$/);
    await expect(mainNav(page).getByRole("button", { name: "Modules" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a keyboard user opens the Modules menu with Enter, moves with arrows and Tab, and closes it with Escape", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const trigger = mainNav(page).getByRole("button", { name: "Modules" });
    // Skip link, logo, Solutions, Modules: the trigger is reached with the keyboard alone.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const content = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    await expect(content).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(content.getByRole("link").nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(content.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(content.getByRole("link").nth(2)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(content.getByRole("link").nth(1)).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(content).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    // Space opens a menu as well.
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
  });

  test("a hovered menu closes when the pointer leaves it; a clicked one stays until a click elsewhere or focus leaves the bar", async ({
    page,
  }) => {
    await page.goto("/");
    const industries = mainNav(page).getByRole("button", { name: "Industries" });
    const company = mainNav(page).getByRole("button", { name: "Company" });
    await industries.hover();
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 700);
    await expect(industries).toHaveAttribute("aria-expanded", "false");

    await industries.click();
    await page.mouse.move(640, 700);
    await page.waitForTimeout(500); // longer than the grace period that closes a hovered menu
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 700);
    await expect(industries).toHaveAttribute("aria-expanded", "false");

    // One menu at a time; Tab through Company's three links and Pricing, then out of the bar.
    await industries.click();
    await company.click();
    await expect(industries).toHaveAttribute("aria-expanded", "false");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Pricing" })).toBeFocused();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(company).toHaveAttribute("aria-expanded", "false");
  });

  test("on a page with a script of its own (the contact page) the menus behave the same", async ({ page }) => {
    await page.goto("/contact");
    const trigger = mainNav(page).getByRole("button", { name: "Modules" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("the top bar stays visible after the visitor scrolls down", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = page.getByRole("banner");
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())!.y).toBe(0);
    await expect(mainNav(page).getByRole("button", { name: "Solutions" })).toBeInViewport();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a visitor opens the menu, Tab stays inside it, and Escape closes it and returns to the toggle", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await expect(mainNav(page)).toBeHidden();

    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();

    for (const label of Object.keys(menus)) await expect(dialog.getByRole("button", { name: label })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(dialog.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
    await expect(dialog.getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/demo");

    // Focus is trapped: more presses of Tab (and Shift+Tab) than the sheet has controls never leave it.
    const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a visitor taps a link in the menu, lands on its page, and the menu is closed", async ({ page }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("button", { name: "Modules" }).tap();
    await dialog.getByRole("link", { name: /Fees & Billing/ }).tap();
    await expect(page).toHaveURL(/\/modules\/fees$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the page behind the open menu stays put, and turning the phone to a desktop-wide screen closes the menu", async ({
    page,
  }) => {
    await page.goto("/demo"); // a page with a script of its own: the menu behaves the same there
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();

    // One menu unfolded at a time, like an accordion.
    await dialog.getByRole("button", { name: "Solutions" }).tap();
    await dialog.getByRole("button", { name: "Company" }).tap();
    await expect(dialog.getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("link", { name: "Careers" })).toBeVisible();

    await page.mouse.move(200, 30); // over the sheet's own top row, which does not scroll
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(dialog).toBeHidden();
    await expect(page.locator("[data-mobile-menu-toggle]")).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });

  test("closing the menu leaves the page where it was, without a shift", async ({ page }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    const before = await page.evaluate(() => document.body.getAttribute("style") ?? "");

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    expect(await page.evaluate(() => document.body.getAttribute("style") ?? "")).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 800, height: 800 } });

  test("a menu near the right edge of the screen opens within it", async ({ page }) => {
    await page.goto("/");
    for (const label of ["Modules", "Company"]) {
      const trigger = mainNav(page).getByRole("button", { name: label });
      await trigger.click();
      const box = (await page.locator(`#${await trigger.getAttribute("aria-controls")}`).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(800);
      await page.keyboard.press("Escape");
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the phone menu control is a link to the footer's site map", async ({ page }) => {
    await page.goto("/");
    const menuLink = page.getByRole("banner").getByRole("link", { name: "Menu" });
    await expect(menuLink).toHaveAttribute("href", "#site-map");
    await menuLink.click();
    await expect(page).toHaveURL(/#site-map$/);
    await expect(page.getByRole("navigation", { name: "Site map" })).toBeInViewport();
  });
});

test.describe("without JavaScript, on a desktop screen", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("every menu shows its links on hover, so a visitor reaches any sub-page from the header", async ({ page }) => {
    await page.goto("/");
    for (const [menu, paths] of Object.entries(menus)) {
      await mainNav(page).getByRole("button", { name: menu }).hover();
      for (const path of paths) await expect(mainNav(page).locator(`a[href="${path}"]`)).toBeVisible();
    }
    await mainNav(page).getByRole("button", { name: "Company" }).hover();
    await mainNav(page).locator('a[href="/company/careers"]').click();
    await expect(page).toHaveURL(/\/company\/careers$/);
  });

  test("a keyboard user tabs into a menu and through its links", async ({ page }) => {
    await page.goto("/");
    const solutions = mainNav(page).getByRole("button", { name: "Solutions" });
    await solutions.focus();
    await expect(mainNav(page).locator('a[href="/solutions/support"]')).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(mainNav(page).locator('a[href="/solutions"]')).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/solutions$/);
  });
});

test.describe("without JavaScript, on a tablet", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 800, height: 800 } });

  for (const home of ["/", "/fr"]) {
    test(`every menu's panel opens fully on screen (${home})`, async ({ page }) => {
      await page.goto(home);
      const triggers = mainNav(page).locator("button[aria-controls]");
      for (let i = 0; i < (await triggers.count()); i++) {
        const trigger = triggers.nth(i);
        await trigger.hover();
        const panel = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"] > div`);
        await expect(panel).toBeVisible();
        const box = (await panel.boundingBox())!;
        expect(box.x, `${await trigger.innerText()} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${await trigger.innerText()} ends on screen`).toBeLessThanOrEqual(800);
      }
    });
  }
});

test.describe("on a desktop screen, scrolled down", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a keyboard user who goes back into the top bar, or closes a menu, stays where they were on the page", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = "auto";
      window.scrollTo(0, 1200);
      document.getElementById("main")!.focus({ preventScroll: true });
    });
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Request Demo" })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);

    const trigger = mainNav(page).getByRole("button", { name: "Company" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });
});

test.describe("at 400% zoom (a 320 x 256 viewport)", () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test("the top bar scrolls away with the page instead of covering a quarter of it", async ({ page }) => {
    await page.goto("/modules");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole("banner")).not.toBeInViewport();
  });

  test("the open menu scrolls as one column, so every item can be reached", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /open menu/i }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    const pricing = sheet.getByRole("link", { name: "Pricing", exact: true });
    await pricing.scrollIntoViewIfNeeded();
    await expect(pricing).toBeInViewport();
    // The sheet itself scrolls: its top bar went up with the items.
    expect(await sheet.evaluate((el) => el.scrollHeight > el.clientHeight && el.scrollTop > 0)).toBe(true);
  });
});
