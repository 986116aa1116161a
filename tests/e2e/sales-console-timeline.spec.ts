import { accessibilityViolations } from "../support/axe";
import { expect, test } from "../support/browser-test";
import { bookSlot, requestDemo } from "../support/booking";
import { leadFromDemoForm } from "../support/demo-form";
import { seededSignIn, signInAs } from "../support/console-browser";
import { uniqueEmail } from "../support/leads";

// Issue #27 item 4 in a real browser: the lead page in the order the work happens (who, what they
// asked, the booking, then status and owner), its tab named after the lead, one status control
// that moves a new lead straight on and keeps a refused choice, and the lead's whole story on one
// timeline, newest first, with names and the team's clock, axe-clean at phone and laptop widths.

test.describe.configure({ mode: "serial", timeout: 90_000 });

const institution = `Timeline Academy ${Date.now() % 100_000}`;

/**
 * The visitor asks for a demo; with `book`, they also pick the last time the picker offers. Sent
 * as a browser without JavaScript sends the form and the picker (ADR 090): this file is about the
 * lead page, and the form and the picker in a browser have their own journeys.
 */
async function visitorAsks(baseURL: string, email: string, book: boolean) {
  const fields = { firstName: "Chiamaka", lastName: "Eze", institution, message: "We need admissions and fees." };
  if (!book) return leadFromDemoForm(baseURL, email, fields);
  const { token, slots } = await requestDemo(baseURL, email, fields);
  await bookSlot(baseURL, token, slots.at(-1)!);
}

for (const width of [1280, 390] as const) {
  test(`a sales person reads a lead's whole story on its timeline at ${width} px`, async ({ browser, baseURL }) => {
    const viewport = { width, height: width === 390 ? 844 : 800 };
    const leadEmail = uniqueEmail(`timeline-${width}`);
    await visitorAsks(baseURL!, leadEmail, false);
    await visitorAsks(baseURL!, leadEmail, true);

    const page = await (await browser.newContext({ viewport, baseURL })).newPage();
    const salesEmail = uniqueEmail(`timeline-sales-${width}`);
    await signInAs(page, await seededSignIn(baseURL!, "sales", salesEmail, { name: `Tunde Bakare ${width}` }));
    await page.goto(`/sales?q=${encodeURIComponent(leadEmail)}`);
    // One lead: the second request, the one that booked, joined the first (ADR 052).
    await expect(page.getByRole("link", { name: "Chiamaka Eze" })).toHaveCount(1);
    await page.getByRole("link", { name: "Chiamaka Eze" }).click();
    await expect(page).toHaveTitle(`Chiamaka Eze · ${institution} — Ilimi sales`);
    const leadUrl = page.url();

    // In the order the work happens: who, what they asked, the booking, the next step, the status, the timeline, the
    // requests that joined the lead and merging; consent last.
    const headings = await page.locator("main h1, main h2:not(.sr-only)").allTextContents();
    expect(headings.filter((h) => h !== "Reach them")).toEqual([
      `Chiamaka Eze · ${institution}`,
      "What they asked",
      "Booking",
      "Next step",
      "Status and owner",
      "Timeline",
      "Their other requests",
      "Merge with another lead",
      "Consent and where it came from",
    ]);
    await expect(
      page.getByRole("region", { name: "Booking" }).getByText(/^Presented by |^Nobody presents it yet\.$/),
    ).toBeVisible();
    await expect(page.getByText("No campaign: the visitor did not come from a tagged link.")).toBeVisible();

    // One control: the booked lead is offered the next step first, a step back last and labelled so.
    const moveTo = page.getByLabel("Move to");
    await expect(moveTo).toHaveValue("demo_held");
    await expect(moveTo.locator("option")).toHaveText([
      "Demo held",
      "Qualified",
      "Won",
      "Lost",
      "Contacted (a step back)",
    ]);
    // A refused move keeps what was chosen, with its reason at the field.
    await moveTo.selectOption("lost");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByLabel("Reason (needed for Lost)")).toHaveAccessibleDescription("Say why the lead was lost.");
    await expect(page.getByLabel("Move to")).toHaveValue("lost");
    // A demo held outside the site: straight on to qualified.
    await page.getByLabel("Move to").selectOption("qualified");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Now: Qualified")).toBeVisible();
    await expect(page.getByLabel("Move to")).toHaveValue("won");

    await page.getByLabel("Owner", { exact: true }).selectOption({ label: `Tunde Bakare ${width}` });
    await page.getByRole("button", { name: "Assign" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.getByRole("textbox", { name: "Add note" }).fill("Registrar wants the fees module first.");
    await page.getByRole("button", { name: "Add note" }).click();

    // The whole story, newest first, each entry with who (a name) and when (WAT).
    const timeline = page.getByRole("list", { name: "Timeline" });
    const items = timeline.getByRole("listitem");
    await expect(items.first()).toContainText("Registrar wants the fees module first.");
    await expect(items.first()).toContainText(`Tunde Bakare ${width} ·`);
    await expect(items.nth(1)).toContainText(`Gave the lead to Tunde Bakare ${width}.`);
    await expect(items.nth(2)).toContainText("Status Demo booked → Qualified (moved by hand).");
    await expect(timeline.getByText("Status New → Demo booked (the visitor booked a demo).")).toBeVisible();
    await expect(timeline.getByText(/^Booked a demo for \d{4}-\d\d-\d\d \d\d:\d\d WAT\.$/)).toBeVisible();
    await expect(timeline.getByText("Asked for a demo on /demo.")).toHaveCount(1);
    await expect(timeline.getByText("Asked for a demo again on /demo.")).toHaveCount(1);
    await expect(timeline.getByText("This request.")).toHaveCount(1);
    await expect(timeline.getByRole("link", { name: "Open that later request" })).toHaveCount(1);
    await expect(timeline.getByText("Chiamaka Eze (the visitor) ·").first()).toBeVisible();
    for (const time of await timeline.locator("time").all())
      await expect(time).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d WAT$/);
    await expect(timeline).not.toContainText(salesEmail);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await accessibilityViolations(page), `lead ${width}`).toEqual([]);
    if (process.env.CONSOLE_SHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/lead-timeline-${width}.png`, fullPage: true });

    // The later request joined this lead (ADR 052): its own address opens the lead, named in its tab.
    await timeline.getByRole("link", { name: "Open that later request" }).click();
    await expect(page).toHaveURL(leadUrl);
    await expect(page).toHaveTitle(`Chiamaka Eze · ${institution} — Ilimi sales`);
  });
}
