import { accessibilityViolations } from "../support/axe";
import type { Browser } from "@playwright/test";
import type { Locator } from "@playwright/test";
import { expect, type Page, waitUntilInteractive } from "../support/browser-test";
import { signInAs, test } from "../support/console-browser";
import { uniqueEmail } from "../support/leads";

// The inbox a sales team works from (issue #27 item 2) in a real browser: a lead that booked shows
// its demo on its row, the headers sort by a link, and several leads change at once, without
// JavaScript too; axe-clean at phone and laptop widths.

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** A visitor asks for a demo in a browser of their own, and books its first offered time when `book`; the slot. */
async function visitorAsks(browser: Browser, email: string, book: boolean): Promise<string | null> {
  const page = await browser.newPage();
  await page.goto("/demo");
  // A page of its own context, whose goto does not wait for the script as the fixture's does: the press goes to it.
  await waitUntilInteractive(page);
  const form = page.locator("main form");
  await form.getByLabel("First name").fill("Chiamaka");
  await form.getByLabel("Last name").fill("Eze");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Institution/company").fill("Unity Model College");
  await form.getByRole("button", { name: "Request demo" }).click();
  await expect(page.getByRole("heading", { name: "Pick a time for your demo" })).toBeVisible();
  let slot: string | null = null;
  if (book) {
    const first = page.getByRole("radio").first();
    await first.check();
    slot = await first.getAttribute("value");
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your demo is booked" })).toBeVisible();
  }
  await page.close();
  return slot;
}

/**
 * What a lead's row shows under a column: its cell on a laptop (the columns in the table's order),
 * and on a phone the same words in the list under the lead's name (the columns are hidden there).
 */
function rowShows(row: Locator, width: number, column: string): Locator {
  if (width >= 640) {
    const order = ["Select", "Name", "Received", "Status", "Demo", "Next step due", "Owner"];
    return row.getByRole("cell").nth(order.indexOf(column));
  }
  return row
    .locator("dl > div")
    .filter({ has: row.page().locator("dt", { hasText: new RegExp(`^${column}$`) }) })
    .locator("dd");
}

async function expectAccessible(page: Page, label: string) {
  expect(await accessibilityViolations(page), label).toEqual([]);
  if (process.env.CONSOLE_SHOTS)
    await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${label.replace(/\W+/g, "-")}.png`, fullPage: true });
}

test("a booked lead shows its demo in the inbox", async ({ browser, baseURL, adminState }) => {
  const leadEmail = uniqueEmail("booked-inbox");
  const slot = (await visitorAsks(browser, leadEmail, true))!;
  // The demo as the team reads it: its day and time in WAT.
  const wat = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos", ...options }).format(new Date(slot));
  const demoTime = `${wat({ year: "numeric", month: "2-digit", day: "2-digit" })} ${wat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" })} WAT`;

  for (const width of [1280, 390] as const) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, baseURL });
    const page = await context.newPage();
    await signInAs(page, adminState);
    // How many leads there are, said above the table and to screen readers.
    await expect(page.getByRole("status").filter({ hasText: /^\d+ leads?/ })).toBeVisible();
    await expectAccessible(page, `inbox-${width}`);

    await page.goto(`/sales?q=${encodeURIComponent(leadEmail)}`);
    const row = page.locator("tbody tr").first();
    const shown = (column: string) => rowShows(row, width, column);
    await expect(shown("Status")).toHaveText("Demo booked");
    // The demo's day and time in the team's zone, and its state, readable on the row.
    await expect(shown("Demo")).toContainText(demoTime);
    await expect(shown("Demo")).toContainText("Booked");
    await expect(shown("Next step due")).toHaveText("No next step");
    // A phone reads the row without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Sorting by the demo's time is a link; the header (on a phone, the sort links) says it is the order.
    await page.getByRole("link", { name: /^Demo/ }).click();
    await expect(page).toHaveURL(/sort=booking&dir=asc/);
    if (width === 1280)
      await expect(page.getByRole("columnheader", { name: /^Demo/ })).toHaveAttribute("aria-sort", "ascending");
    else await expect(page.getByRole("link", { name: "Demo (sorted ascending)" })).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expectAccessible(page, `inbox-sorted-${width}`);
    await context.close();
  }
});

test("a sales person changes several leads at once without JavaScript", async ({ browser, baseURL, adminState }) => {
  // Two requests only this test's search finds.
  const tag = `bulk${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const emails = [`${tag}-a@school.edu.ng`, `${tag}-b@school.edu.ng`];
  for (const email of emails) await visitorAsks(browser, email, false);
  const adminEmail = adminState.email;
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: adminState.storageState,
  });
  const page = await context.newPage();
  await page.goto(`/sales?q=${tag}`);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await page.getByRole("link", { name: "Select all on this page" }).click();
  const boxes = page.locator('tbody input[type="checkbox"]');
  await expect(boxes.first()).toBeChecked();
  await page.getByText("Change the selected leads").click();
  await page.getByLabel("Give to").selectOption({ label: adminEmail });
  await page.getByLabel("Move to").selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Apply to the selected leads" }).click();
  await expect(page.getByText("2 of 2 selected leads changed.")).toBeVisible();
  for (const email of emails) {
    await page.goto(`/sales?q=${encodeURIComponent(email)}`);
    const row = page.locator("tbody tr").first();
    await expect(rowShows(row, 1280, "Status")).toHaveText("Contacted");
    await expect(rowShows(row, 1280, "Owner")).toHaveText(adminEmail);
  }
  await context.close();
});
