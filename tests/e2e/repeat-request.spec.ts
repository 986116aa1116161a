import { accessibilityViolations } from "../support/axe";
import { expect, test, type Page, waitUntilInteractive } from "../support/browser-test";
import { seededSignIn, signInAs } from "../support/console-browser";
import { uniqueEmail } from "../support/leads";

// Issue #27 item 6 in a real browser: a visitor asks twice from the public form, with the phone
// written two ways and another address the second time. They are thanked the same both times
// (nothing says the number is known), and the sales team finds one lead that asked twice, with
// the second request's answers on it. axe at phone and laptop widths on both views.

test.describe.configure({ mode: "serial", timeout: 240_000 });

const digits = String((Date.now() + 4_315) % 10_000_000).padStart(7, "0");
const institution = `Crescent Heights Academy ${digits}`;

async function asks(page: Page, email: string, phone: string, message: string): Promise<string> {
  await page.goto("/demo");
  // A page of its own context, whose goto does not wait for the script as the fixture's does: the press goes to it.
  await waitUntilInteractive(page);
  const form = page.locator("main form");
  await form.getByLabel("First name").fill("Musa");
  await form.getByLabel("Last name").fill("Danjuma");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Institution/company").fill(institution);
  await form.getByLabel("Phone number").fill(phone);
  await form.getByRole("textbox", { name: /^Message/ }).fill(message);
  await form.getByRole("button", { name: "Request demo" }).click();
  const thanks = page.getByRole("heading", { name: /Thank you/ });
  await expect(thanks).toBeVisible();
  return (await thanks.textContent()) ?? "";
}

test("a repeat request joins its lead", async ({ browser, page, baseURL }) => {
  const visitor = await browser.newPage();
  const first = await asks(
    visitor,
    uniqueEmail("repeat-first"),
    `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    "We have three campuses.",
  );
  const second = await asks(
    visitor,
    uniqueEmail("repeat-second"),
    `+234 803 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    "Asking again: 1,200 students now.",
  );
  // The visitor is thanked alike: nothing tells them their number is known.
  expect(second).toBe(first);
  await expect(visitor.locator("main")).not.toContainText(/already|known|again/i);
  await visitor.close();

  const email = uniqueEmail("repeat-sales");
  await signInAs(page, await seededSignIn(baseURL!, "sales", email));
  await page.getByLabel("Search name, e-mail, phone or institution").fill(`234803${digits}`);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("link", { name: "Musa Danjuma" })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "Musa Danjuma" })).toContainText(
    /asked 2 times, last on \d{1,2} [A-Z][a-z]{2}/,
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await accessibilityViolations(page), `inbox ${width}`).toEqual([]);
    if (process.env.CONSOLE_SHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/repeat-inbox-${width}.png`, fullPage: true });
  }

  await page.getByRole("link", { name: "Musa Danjuma" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(institution);
  const others = page.getByRole("region", { name: "Their other requests" });
  await expect(others.getByRole("heading", { name: /^Also asked on \d{1,2} [A-Z][a-z]{2}/ })).toHaveCount(1);
  await expect(others).toContainText("Asking again: 1,200 students now.");
  await expect(others).toContainText(/repeat-second/);
  // The lead's own request keeps its message.
  await expect(page.getByText("We have three campuses.")).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await accessibilityViolations(page), `lead ${width}`).toEqual([]);
    if (process.env.CONSOLE_SHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/repeat-lead-${width}.png`, fullPage: true });
  }
});
