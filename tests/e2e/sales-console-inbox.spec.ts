import { accessibilityViolations } from "../support/axe";
import type { Locator } from "@playwright/test";
import { expect, type Page } from "../support/browser-test";
import { bookSlot, requestDemo } from "../support/booking";
import { leadFromDemoForm } from "../support/demo-form";
import { signInAs, test } from "../support/console-browser";
import { uniqueEmail } from "../support/leads";

// The inbox a sales team works from (issue #27 item 2) in a real browser: a lead that booked shows
// its demo on its row, the headers sort by a link, and several leads change at once, without
// JavaScript too; axe-clean at phone and laptop widths.

test.describe.configure({ mode: "serial", timeout: 90_000 });

/**
 * A visitor asks for a demo, and books its first offered time when `book`; the slot. Sent as a
 * browser without JavaScript sends the form and the picker (ADR 090): this file is about the
 * inbox, and the form and the picker in a browser have their own journeys (booking*.spec.ts).
 */
async function visitorAsks(baseURL: string, email: string, book: boolean): Promise<string | null> {
  const fields = { firstName: "Chiamaka", lastName: "Eze", institution: "Unity Model College" };
  if (!book) {
    await leadFromDemoForm(baseURL, email, fields);
    return null;
  }
  const { token, slots } = await requestDemo(baseURL, email, fields);
  const slot = slots[0]!;
  await bookSlot(baseURL, token, slot);
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
  const slot = (await visitorAsks(baseURL!, leadEmail, true))!;
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
  for (const email of emails) await visitorAsks(baseURL!, email, false);
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
