import { accessibilityViolations } from "../support/axe";
import { expect, type Page, waitUntilInteractive } from "../support/browser-test";
import { signInAs, test } from "../support/console-browser";
import { uniqueEmail } from "../support/leads";

// Issue #27 in a real browser: the console's one clock (WAT, named), finding a lead by a phone
// number written another way, reaching the lead from the record (tel:, WhatsApp, e-mail templates),
// and a refusal that says what a sales person may do.

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** A number of its own per run ("0803 NNN NNNN"), so an earlier run's lead never answers the search. */
const digits = String(Date.now() % 10_000_000).padStart(7, "0");
const typed = `+234 803 ${digits.slice(0, 3)} ${digits.slice(3)}`;
const institution = `Unity Model College ${digits}`;

async function visitorAsksWithPhone(page: Page, email: string) {
  await page.goto("/demo");
  // A page of its own context, whose goto does not wait for the script as the fixture's does: the press goes to it.
  await waitUntilInteractive(page);
  const form = page.locator("main form");
  await form.getByLabel("First name").fill("Chiamaka");
  await form.getByLabel("Last name").fill("Eze");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Institution/company").fill(institution);
  await form.getByLabel("Phone number").fill(typed);
  await form.getByRole("button", { name: "Request demo" }).click();
  await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();
}

test("a sales person finds a lead by the phone number the visitor wrote differently", async ({
  browser,
  page,
  salesState,
}) => {
  const visitor = await browser.newPage();
  await visitorAsksWithPhone(visitor, uniqueEmail("phone-lead"));
  await visitor.close();
  await signInAs(page, salesState);

  for (const written of [`0803 ${digits.slice(0, 3)} ${digits.slice(3)}`, `234803${digits}`]) {
    await page.getByLabel("Search name, e-mail, phone or institution").fill(written);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole("link", { name: "Chiamaka Eze" }), written).toHaveCount(1);
  }
  // The inbox row: how long ago, and the exact time in WAT on its <time>.
  const received = page.locator("main tbody tr time").first();
  await expect(received).toHaveText(/just now|min ago/);
  await expect(received).toHaveAttribute("title", /^\d{4}-\d\d-\d\d \d\d:\d\d WAT$/);
  expect(await accessibilityViolations(page), "inbox").toEqual([]);

  await page.getByRole("link", { name: "Chiamaka Eze" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(institution);
  await expect(page.locator("main").getByText(/ UTC$/)).toHaveCount(0);
  await expect(page.locator("dd time").first()).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d WAT$/);
  expect(await accessibilityViolations(page), "lead").toEqual([]);
});

test("a sales person calls, WhatsApps or e-mails a lead from its record, in the lead's language", async ({
  page,
  salesState,
}) => {
  await signInAs(page, salesState);
  await page.goto(`/sales?q=${encodeURIComponent(`0803${digits}`)}`);
  await page.getByRole("link", { name: "Chiamaka Eze" }).click();
  await expect(page.getByRole("link", { name: `Call ${typed}` })).toHaveAttribute("href", `tel:+234803${digits}`);
  const whatsapp = await page.getByRole("link", { name: /^WhatsApp Chiamaka Eze/ }).getAttribute("href");
  expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/234803${digits}\\?text=`));
  expect(decodeURIComponent(whatsapp!.split("text=")[1]!)).toMatch(/^Hello Chiamaka, this is .+ from Ilimi/);
  const template = await page.getByRole("link", { name: "Propose demo times" }).getAttribute("href");
  expect(template).toMatch(/^mailto:phone-lead[^?]*@[^?]+\?subject=/);
  const query = new URLSearchParams(template!.split("?")[1]!.replace(/\+/g, "%2B"));
  expect(query.get("subject")).toBe(`Ilimi demo for ${institution}: two times that could suit you`);
  expect(query.get("body")).toContain("Hello Chiamaka,\r\n");
  expect(await page.getByRole("link", { name: /@/ }).first().getAttribute("href")).toMatch(/^mailto:phone-lead/);
});

test("a sales person opening an admin-only address is told what their role may do", async ({ page, salesState }) => {
  await signInAs(page, salesState);
  for (const path of ["/sales/users", "/sales/audit"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
    await expect(page.getByText(/As a sales person you can work the inbox/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  }
  expect(await accessibilityViolations(page), "refusal").toEqual([]);
});
