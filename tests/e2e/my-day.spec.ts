import { addDays, dayInZone, dayLabel } from "../../app/lib/team-clock";
import { accessibilityViolations } from "../support/axe";
import { expect, test, type Page, waitUntilInteractive } from "../support/browser-test";
import { seededSignIn, signInAs } from "../support/console-browser";
import { uniqueEmail } from "../support/leads";

// Issue #27's "Done when", as one sales person lives it on a phone: the inbox, a lead that booked,
// calling or WhatsApping it from the record, "call back Tuesday" due next Tuesday, and, with the
// server's clock on that Tuesday, the step in My day. The server is a test server
// (ILIMI_TEST_ROUTES=1), so this browser alone may read the console at another instant, through
// the ilimi-test-now cookie (app/console/test-clock.server.ts, ADR 051).

test.describe.configure({ mode: "serial", timeout: 180_000 });

const run = String(Date.now() % 10_000_000).padStart(7, "0");
const phone = `0803 ${run.slice(0, 3)} ${run.slice(3)}`;

async function visitorAsksAndBooks(page: Page, email: string, institution: string) {
  await page.goto("/demo");
  // A page of its own context, whose goto does not wait for the script as the fixture's does: the press goes to it.
  await waitUntilInteractive(page);
  const form = page.locator("main form");
  await form.getByLabel("First name").fill("Chiamaka");
  await form.getByLabel("Last name").fill("Okafor");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Institution/company").fill(institution);
  await form.getByLabel("Phone number").fill(phone);
  await form.getByRole("button", { name: "Request demo" }).click();
  await expect(page.getByRole("heading", { name: "Pick a time for your demo" })).toBeVisible();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your demo is booked" })).toBeVisible();
}

async function expectAccessible(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await accessibilityViolations(page), `${label} at ${width} px`).toEqual([]);
    if (process.env.CONSOLE_SHOTS)
      await page.screenshot({
        path: `${process.env.CONSOLE_SHOTS}/${label.replace(/\W+/g, "-")}-${width}.png`,
        fullPage: true,
      });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The first Tuesday after today in the team's zone (WAT), and 09:00 WAT that day. */
function nextTuesday(): { day: string; nine: string } {
  const today = dayInZone(new Date(), "Africa/Lagos");
  let day = addDays(today, 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
  return { day, nine: `${day}T08:00:00.000Z` };
}

test.use({ viewport: { width: 390, height: 844 } });

test("a sales person plans a call back and finds it in My day", async ({ browser, page, baseURL }) => {
  const leadEmail = uniqueEmail("my-day-lead");
  const institution = `Queen's College ${run}`;
  const visitor = await browser.newPage();
  await visitorAsksAndBooks(visitor, leadEmail, institution);
  await visitor.close();

  const email = uniqueEmail("my-day-sales");
  await signInAs(page, await seededSignIn(baseURL!, "sales", email));
  // A day with nothing planned and no demo booked (years ahead): My day says so.
  await page.context().addCookies([{ name: "ilimi-test-now", value: "2031-01-07T08:00:00.000Z", url: baseURL! }]);
  await page.goto("/sales/my-day");
  await expect(page.getByRole("heading", { name: "Nothing due today" })).toBeVisible();
  await expectAccessible(page, "My day empty");
  await page.context().clearCookies({ name: "ilimi-test-now" });
  await page.goto("/sales");
  // The inbox, on the phone: the lead is there.
  await page.getByLabel("Search name, e-mail, phone or institution").fill(leadEmail);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole("link", { name: "Chiamaka Okafor" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(institution);
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Call ${phone}` })).toHaveAttribute("href", `tel:+234803${run}`);
  await expect(page.getByRole("link", { name: /^WhatsApp Chiamaka Okafor/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/234803${run}\\?text=`),
  );

  const tuesday = nextTuesday();
  const label = dayLabel(tuesday.day, dayInZone(new Date(), "Africa/Lagos"));
  const panel = page.getByRole("region", { name: "Next step" });
  await expect(panel.getByText(/No next step yet/)).toBeVisible();
  await panel.getByLabel("What to do next").fill("call back Tuesday");
  await panel.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await expect(panel.getByText(`call back Tuesday · due ${label}`)).toBeVisible();
  await expect(panel.getByLabel("Due", { exact: true })).toHaveValue(tuesday.day);
  await expectAccessible(page, "lead with a next step");

  // Tuesday, 09:00 WAT, for this browser.
  await page.context().addCookies([{ name: "ilimi-test-now", value: tuesday.nine, url: baseURL! }]);
  await page.goto("/sales");
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: /^My day/ })).toHaveText("My day1 due");
  await nav.getByRole("link", { name: /^My day/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  const dueToday = page.getByRole("region", { name: /^Due today/ });
  await expect(dueToday.getByText("call back Tuesday")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Overdue/ })).toHaveCount(0);
  await expectAccessible(page, "My day");
  await dueToday.getByRole("link", { name: "Chiamaka Okafor" }).click();
  await expect(page.getByRole("region", { name: "Next step" }).getByText("due today")).toBeVisible();

  // The day after, it is overdue until someone acts; cleared, it leaves My day.
  await page
    .context()
    .addCookies([{ name: "ilimi-test-now", value: `${addDays(tuesday.day, 1)}T08:00:00.000Z`, url: baseURL! }]);
  await page.goto("/sales/my-day");
  await expect(
    page.getByRole("region", { name: /^Overdue/ }).getByRole("link", { name: "Chiamaka Okafor" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Chiamaka Okafor" }).click();
  await page.getByRole("button", { name: "Clear next step" }).click();
  await expect(page.getByRole("region", { name: "Next step" }).getByText(/No next step yet/)).toBeVisible();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "My day", exact: true }).click();
  await expect(page.getByRole("link", { name: "Chiamaka Okafor" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sales person sets a next step with the date field, and a day in the past is refused with the note kept", async ({
    browser,
    page,
    baseURL,
  }) => {
    const leadEmail = uniqueEmail("my-day-nojs-lead");
    // The visitor's own browser runs scripts, whatever this describe's page does: the request is made the usual way.
    await visitorAsksAndBooks(await browser.newPage({ javaScriptEnabled: true }), leadEmail, `Loyola College ${run}`);
    const email = uniqueEmail("my-day-nojs-sales");
    await signInAs(page, await seededSignIn(baseURL!, "sales", email));
    await page.goto(`/sales?q=${encodeURIComponent(leadEmail)}`);
    await page.getByRole("link", { name: "Chiamaka Okafor" }).click();
    const panel = page.getByRole("region", { name: "Next step" });
    await panel.getByLabel("What to do next").fill("send the price list");
    // The browser's own check (min) is what a person meets first; the server's is proved by removing it.
    await panel.getByLabel("Due", { exact: true }).evaluate((input) => input.removeAttribute("min"));
    await panel.getByLabel("Due", { exact: true }).fill("2020-01-01");
    await panel.getByRole("button", { name: "Save next step" }).click();
    await expect(panel.getByLabel("Due", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByLabel("Due", { exact: true })).toHaveAccessibleDescription(
      /^Choose today \(.+\) or a later day\.$/,
    );
    await expect(panel.getByLabel("What to do next")).toHaveValue("send the price list");
    const later = addDays(dayInZone(new Date(), "Africa/Lagos"), 10);
    await panel.getByLabel("Due", { exact: true }).fill(later);
    await panel.getByRole("button", { name: "Save next step" }).click();
    await expect(
      panel.getByText(`send the price list · due ${dayLabel(later, dayInZone(new Date(), "Africa/Lagos"))}`),
    ).toBeVisible();
  });
});
