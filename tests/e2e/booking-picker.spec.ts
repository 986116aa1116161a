import { bookingCopy } from "../../app/content/booking";
import { bookingCopy as frenchCopy } from "../../app/content/fr/booking";
import { accessibilityViolations } from "../support/axe";
import { requestDemo } from "../support/booking";
import { bookingServerForSuite } from "../support/booking-browser";
import { expect, test, type Page } from "../support/browser-test";
import { uniqueEmail } from "../support/leads";

// Issue #26: on a phone a visitor picks a day, then a time, within two screens, with and without
// JavaScript, in both editions; a keyboard walks one day's times at a time. Each test gets its own
// booking link from a real demo request; slots are read from the page, never computed from today.

const server = bookingServerForSuite();
const phone = { width: 390, height: 844 };
const twoScreens = 2 * phone.height;

test.describe.configure({ timeout: 120_000 });

/** The picker's own book page for a fresh demo request, in the edition asked for. */
async function openPicker(page: Page, edition: "" | "/fr", name: string): Promise<string> {
  const { token } = await requestDemo(server.url, uniqueEmail(name));
  const url = `${server.url}${edition}/booking/book?booking=${encodeURIComponent(token)}`;
  await page.goto(url);
  return url;
}

const picker = (page: Page) => page.locator('form:has(input[name="slot"])');
const dayLinks = (page: Page) => page.locator("[data-slot-day]");

async function pickerHeight(page: Page): Promise<number> {
  return (await picker(page).boundingBox())!.height;
}

for (const javaScriptEnabled of [false, true]) {
  for (const edition of ["", "/fr"] as const) {
    const copy = edition ? frenchCopy : bookingCopy;
    test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript, ${edition ? "in French, in Dakar" : "in English"}, on a phone`, () => {
      test.use({ javaScriptEnabled, viewport: phone, timezoneId: edition ? "Africa/Dakar" : "Africa/Lagos" });

      test("a visitor sees a day's times within two screens and reaches another day in one tap", async ({ page }) => {
        const url = await openPicker(
          page,
          edition,
          `picker-height${edition ? "-fr" : ""}-${javaScriptEnabled ? "js" : "nojs"}`,
        );
        expect(await dayLinks(page).count()).toBeGreaterThan(1);
        await expect(dayLinks(page).first()).toHaveAttribute("aria-current", "date");
        expect(await pickerHeight(page)).toBeLessThanOrEqual(twoScreens);
        // The way out is on the first screen, not after the times.
        await expect(page.getByRole("link", { name: copy.picker.none })).toBeInViewport();

        const second = dayLinks(page).nth(1);
        const date = (await second.getAttribute("data-slot-day"))!;
        // A day is named by what it shows, so a visitor can say it (WCAG 2.5.3): "Tue 1 Dec, 18 free".
        const shown = (await second.textContent())!.replace(/\s+/g, " ").trim();
        expect(shown).toMatch(/^\S+ .+, \d+\s\S+$/);
        // The comma is for the ear only (visually hidden), so a name may carry a space before it;
        // French keeps its no-break space in "18 libres".
        const pattern = shown
          .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
          .replace(/ /g, "\\s")
          .replace(",", "\\s?,");
        await expect(second).toHaveAccessibleName(new RegExp(`^${pattern}$`));
        const free = (await second.locator("span").last().innerText()).replace(/\D+/g, "");
        await second.click();
        // Its times are a group named in full: the day, its date and how many times are free.
        const legend = await page.locator(`[data-slot-times="${date}"] > legend`).innerText();
        expect(legend).toContain(free);
        await expect(page.getByRole("group", { name: legend })).toBeVisible();
        await expect(dayLinks(page).nth(1)).toHaveAttribute("aria-current", "date");
        // With JavaScript the day opens in place; without, the link asks the server for it.
        expect(new URL(page.url()).searchParams.get("day")).toBe(javaScriptEnabled ? null : date);
        if (javaScriptEnabled) expect(page.url()).toBe(url);
        const radios = page.getByRole("radio");
        expect(await radios.count()).toBeGreaterThan(0);
        for (const value of await radios.evaluateAll((all) => all.map((r) => (r as HTMLInputElement).value)))
          expect(value.startsWith(date), "every time shown is on the chosen day").toBe(true);
        expect(await pickerHeight(page)).toBeLessThanOrEqual(twoScreens);

        // Beside WAT, a second time in the edition's way, never broken inside: GMT without
        // JavaScript on the French pages, the visitor's own (Dakar) with it, nothing in Lagos.
        const other = page.locator("[data-slot-times]:not([hidden]) [data-slot-local]").first();
        if (!edition) await expect(other).toHaveText("");
        else {
          const text = (await other.textContent())!;
          expect(text).toMatch(
            javaScriptEnabled
              ? /^\(\d{1,2}\u00a0h\u00a0\d{2} votre\u00a0heure\)$/
              : /^\(\d{1,2}\u00a0h\u00a0\d{2}\u00a0GMT\)$/,
          );
          const lines = await other.evaluate((span) => {
            const range = document.createRange();
            range.selectNodeContents(span.firstChild!);
            range.setEnd(
              span.firstChild!,
              span.textContent!.indexOf(" ") === -1 ? span.textContent!.length : span.textContent!.indexOf(" "),
            );
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          });
          expect(lines, "the time itself sits on one line").toBe(1);
        }
        if (javaScriptEnabled) expect(await accessibilityViolations(page)).toEqual([]);
      });
    });
  }
}

test.describe("with JavaScript, by keyboard", () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 1280, height: 800 } });

  test("a keyboard user tabs to the days, opens one, walks only its times with the arrows and books", async ({
    page,
  }) => {
    await openPicker(page, "", "picker-keyboard");
    await page.getByRole("link", { name: bookingCopy.picker.none }).focus();
    await page.keyboard.press("Tab");
    await expect(dayLinks(page).first()).toBeFocused();
    await page.keyboard.press("Tab");
    const second = dayLinks(page).nth(1);
    await expect(second).toBeFocused();
    const date = (await second.getAttribute("data-slot-day"))!;
    await page.keyboard.press("Enter");
    const group = page.locator(`[data-slot-times="${date}"]`);
    const radios = group.getByRole("radio");
    const count = await radios.count();
    await expect(radios.first()).toBeFocused();
    // The arrows walk this day's times and wrap within them: one radio group per day.
    for (let i = 1; i <= count; i++) {
      await page.keyboard.press("ArrowDown");
      await expect(radios.nth(i % count)).toBeFocused();
      await expect(radios.nth(i % count)).toBeChecked();
    }
    const chosen = await radios.first().getAttribute("value");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: bookingCopy.picker.submit })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: bookingCopy.booked.heading })).toBeVisible();

    // The reschedule picker shows that time as the current one, not as a choice.
    const token = new URL(page.url()).searchParams.get("token")!;
    await page.goto(`${server.url}/booking/reschedule?token=${encodeURIComponent(token)}`);
    await page.locator(`[data-slot-day="${date}"]`).click();
    const current = page.locator(`[data-slot-times="${date}"]`).getByText(bookingCopy.picker.current);
    await expect(current).toBeVisible();
    await expect(page.locator(`input[value="${chosen}"]`)).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

// ADR 075: the sticky "Book this time" bar follows the times down the page, but a page that opens
// with the times at the fold shows the open day's heading and first times there, not a button over them.
for (const viewport of [phone, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ javaScriptEnabled: true, viewport });

    test("the book button never sits over the open day's heading or its first times, wherever the page is scrolled", async ({
      page,
    }) => {
      const { token } = await requestDemo(server.url, uniqueEmail(`picker-bar-${viewport.width}`));
      const pages = ["", "/fr"].flatMap((edition) => [
        `${edition}/demo?sent=1&booking=`,
        `${edition}/booking/book?booking=`,
      ]);
      for (const path of pages) {
        await page.goto(`${server.url}${path}${encodeURIComponent(token)}`);
        const legend = page.locator("[data-slot-times]:not([hidden]) > legend");
        const firstTime = page.locator("[data-slot-times]:not([hidden]) label").first();
        const bar = picker(page).locator('button[type="submit"]').locator("..");
        const box = await legend.boundingBox();
        // From the top of the page to the legend at the bottom of the screen, in steps of 40 px.
        for (let y = 0; y <= box!.y; y += 40) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
          const [barBox, timeBox] = [await bar.boundingBox(), await firstTime.boundingBox()];
          expect(barBox!.y, `${path} scrolled to ${y}`).toBeGreaterThanOrEqual(timeBox!.y + timeBox!.height - 1);
        }
        // Further down, it stays in reach at the bottom of the screen while the day's times scroll under it.
        await firstTime.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy({ top: 60, behavior: "instant" }));
        const barBox = await bar.boundingBox();
        const viewportBottom = await page.evaluate(() => window.scrollY + window.innerHeight);
        const lastTime = await page.locator("[data-slot-times]:not([hidden]) label").last().boundingBox();
        if (lastTime!.y + lastTime!.height > viewportBottom) {
          expect(Math.round(barBox!.y + barBox!.height)).toBe(Math.round(viewportBottom));
        }
      }
    });
  });
}
