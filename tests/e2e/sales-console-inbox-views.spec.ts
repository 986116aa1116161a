import type { Page } from "@playwright/test";
import { accessibilityViolations } from "../support/axe";
import { expect, test } from "../support/browser-test";
import { leadFromDemoForm } from "../support/demo-form";
import { seededSignIn, signInAs } from "../support/console-browser";
import { uniqueEmail } from "../support/leads";

// Working the inbox (issue #27 item 2) in a real browser: views a person keeps, the filters folded
// on a phone with the first lead on its first screen, the keys, and search as one types (and on
// Enter without JavaScript). Each view checked with axe at phone and laptop widths.

test.describe.configure({ timeout: 90_000 });

const SEARCH = "Search name, e-mail, phone or institution";

async function expectAccessible(page: Page, label: string) {
  expect(await accessibilityViolations(page), label).toEqual([]);
}

/**
 * Visitors ask for demos from one institution; their first names, in the order they asked. Sent
 * as a browser without JavaScript sends the form (ADR 090): what is tested here is the inbox, and
 * the form in a browser has its own journeys.
 */
async function visitorsAsk(baseURL: string, institution: string, firstNames: string[]): Promise<void> {
  for (const first of firstNames)
    await leadFromDemoForm(baseURL, uniqueEmail(first.toLowerCase()), {
      firstName: first,
      lastName: "Inbox",
      institution,
    });
}

async function salesPerson(page: Page, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  await signInAs(page, await seededSignIn(baseURL, "sales", email));
}

for (const width of [390, 1280] as const) {
  test(`a sales person keeps a view of their open leads at ${width} px`, async ({ browser, baseURL }) => {
    const page = await (
      await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 800 },
        baseURL,
      })
    ).newPage();
    const institution = `Viewpoint College ${width} ${Date.now()}`;
    await visitorsAsk(baseURL!, institution, ["Amaka"]);
    await salesPerson(page, baseURL!, `views-${width}`);
    const views = page.getByRole("navigation", { name: "Views" });
    // The built-in views are links whose address is the view.
    await views.getByRole("link", { name: "My open leads" }).click();
    await expect(page).toHaveURL(/\/sales\?status=open&owner=me$/);
    await expect(views.getByRole("link", { name: "My open leads" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Nothing matches this filter")).toBeVisible();
    await expectAccessible(page, `built-in view ${width}`);

    // Their own: a search and a status, saved under a name from the folded filters.
    await page.goto(`/sales?status=new&q=${encodeURIComponent(institution)}`);
    await page.locator("summary", { hasText: "Filters" }).click();
    await expect(page.locator("summary", { hasText: "Filters" })).toContainText("1 on");
    await page.getByLabel("Name this view").fill(`New at Viewpoint ${width}`);
    await page.getByRole("button", { name: "Save view" }).click();
    await expect(views.getByRole("status")).toHaveText(`Saved the view “New at Viewpoint ${width}”.`);
    const mine = views.getByRole("link", { name: `New at Viewpoint ${width}` });
    await expect(mine).toHaveAttribute("aria-current", "page");
    await expectAccessible(page, `saved view ${width}`);

    // Shared as a link: it opens the same filter, for whoever follows it.
    const href = await mine.getAttribute("href");
    await page.goto("/sales");
    await expect(mine).not.toHaveAttribute("aria-current", "page");
    await mine.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?+]/g, "\\$&")}$`));
    await expect(page.getByRole("link", { name: "Amaka Inbox" })).toHaveCount(1);
    await expect(page.getByLabel(SEARCH)).toHaveValue(institution);

    await page
      .getByRole("button", {
        name: `Delete the view “New at Viewpoint ${width}”`,
      })
      .click();
    await expect(views.getByRole("status")).toHaveText(`Deleted the view “New at Viewpoint ${width}”.`);
    await expect(mine).toHaveCount(0);
    await expectAccessible(page, `view deleted ${width}`);
  });
}

test("the first lead is on a phone's first screen", async ({ browser, baseURL }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL })).newPage();
  await visitorsAsk(baseURL!, `Phone Screen Academy ${Date.now()}`, ["Bisi"]);
  await salesPerson(page, baseURL!, "phone-screen");
  // The filters fold behind one button: only the search is in sight.
  await expect(page.getByLabel("Status", { exact: true })).toBeHidden();
  const first = page
    .locator('main a[href^="/sales/leads/"]')
    .first()
    .locator("xpath=ancestor::*[self::li or self::tr][1]");
  const box = (await first.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "the first lead's row ends within the 844 px screen").toBeLessThanOrEqual(844);
  await expectAccessible(page, "inbox folded 390");
  await page.locator("summary", { hasText: "Filters" }).click();
  await expect(page.getByLabel("Status", { exact: true })).toBeVisible();
  await expectAccessible(page, "inbox unfolded 390");

  // Without JavaScript the button still unfolds them: it is the browser's own <details>.
  const plain = await (
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
  ).newPage();
  await plain.goto("/sales");
  await expect(plain.getByLabel("Status", { exact: true })).toBeHidden();
  await plain.locator("summary", { hasText: "Filters" }).click();
  await expect(plain.getByLabel("Status", { exact: true })).toBeVisible();
});

test("a sales person moves through the inbox with the keyboard", async ({ page, baseURL }) => {
  const institution = `Keyboard Lane School ${Date.now()}`;
  await visitorsAsk(baseURL!, institution, ["Chidi", "Dayo", "Efe"]);
  await salesPerson(page, baseURL!, "keys");
  await page.goto(`/sales?q=${encodeURIComponent(institution)}`);
  // The keys are written where a keyboard user finds them, and tied to the search field.
  await expect(page.getByText("/ search · j next lead · k previous lead · Enter opens it")).toBeVisible();
  await expect(page.getByLabel(SEARCH)).toHaveAttribute("aria-keyshortcuts", "/");
  // Typing in a field types: "j" goes into the search, it moves nothing.
  await page.getByLabel(SEARCH).press("End");
  await page.keyboard.type("j");
  await expect(page.getByLabel(SEARCH)).toHaveValue(`${institution}j`);
  await page.getByLabel(SEARCH).fill(institution);
  await expect(page.getByRole("link", { name: "Chidi Inbox" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: / Inbox$/ })).toHaveCount(3);
  await page.locator("h1").click();

  const leads = ["Efe Inbox", "Dayo Inbox", "Chidi Inbox"].map((name) => page.getByRole("link", { name }));
  const current = (i: number) => leads[i]!.locator("xpath=ancestor::*[self::li or self::tr][1]");
  await page.keyboard.press("j");
  await expect(leads[0]!).toBeFocused();
  await expect(current(0)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(leads[2]!).toBeFocused();
  await page.keyboard.press("k");
  await expect(leads[1]!).toBeFocused();
  await expect(current(1)).toHaveAttribute("aria-current", "true");
  await expect(current(0)).not.toHaveAttribute("aria-current", "true");
  // The focus ring shows which one: the link has the browser's visible focus.
  expect(await leads[1]!.evaluate((el) => el.matches(":focus-visible"))).toBe(true);

  await page.keyboard.press("/");
  await expect(page.getByLabel(SEARCH)).toBeFocused();
  await page.locator("h1").click();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Dayo Inbox");
});

test("search answers while typing", async ({ browser, page, baseURL }) => {
  const stamp = Date.now();
  await visitorsAsk(baseURL!, `Typeahead Grammar ${stamp}`, ["Funmi"]);
  await visitorsAsk(baseURL!, `Typeahead Grammarian ${stamp}`, ["Gbenga"]);
  await salesPerson(page, baseURL!, "typing");
  await page.goto("/sales/today");
  await page.getByRole("link", { name: "Inbox" }).first().click();
  await expect(page).toHaveURL(/\/sales$/);
  const field = page.getByLabel(SEARCH);

  // Nothing pressed: the list follows the letters, and the address with it.
  await field.pressSequentially(`Typeahead Grammarian ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=Typeahead\\+Grammarian\\+${stamp}(&|$)`));
  await expect(page.getByRole("link", { name: "Gbenga Inbox" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Funmi Inbox" })).toHaveCount(0);
  await expect(field).toBeFocused();

  // An older answer still on its way never lands after a newer one: it is cancelled.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const older = /\/sales\.data\?.*q=Typeahead\+Grammar\+\d/;
  await page.route(older, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const asked = page.waitForRequest(older);
  // The address and the list already show the longer search, so the test waits for the newer
  // answer itself and for the browser to drop the older request, not for what is already true.
  const cancelled = page.waitForEvent("requestfailed", (request) => older.test(request.url()));
  const newer = page.waitForResponse(new RegExp(`/sales\\.data\\?.*q=Typeahead\\+Grammarian\\+${stamp}`));
  await field.fill(`Typeahead Grammar ${stamp}`);
  await asked;
  await field.fill(`Typeahead Grammarian ${stamp}`);
  await newer;
  await cancelled;
  await expect(page).toHaveURL(new RegExp(`q=Typeahead\\+Grammarian\\+${stamp}(&|$)`));
  await expect(page.getByRole("link", { name: "Gbenga Inbox" })).toHaveCount(1);
  release();
  await expect(page.getByRole("link", { name: "Funmi Inbox" })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`q=Typeahead\\+Grammarian\\+${stamp}(&|$)`));

  // One entry in the history for the whole search: Back leaves it.
  await page.goBack();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(field).toHaveValue("");

  // Without JavaScript, Enter searches.
  const plain = await (
    await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
  ).newPage();
  await plain.goto("/sales");
  await plain.getByLabel(SEARCH).fill(`Typeahead Grammar ${stamp}`);
  await plain.getByLabel(SEARCH).press("Enter");
  await expect(plain).toHaveURL(new RegExp(`q=Typeahead\\+Grammar\\+${stamp}`));
  await expect(plain.getByRole("link", { name: "Funmi Inbox" })).toHaveCount(1);
  await expect(plain.getByRole("link", { name: "Gbenga Inbox" })).toHaveCount(0);
});

test("after Back the filters show the address's, not the last chosen", async ({ page, baseURL }) => {
  await salesPerson(page, baseURL!, "filters-back");
  await page.goto("/sales");
  await page.locator("summary", { hasText: "Filters" }).click();
  const status = page.getByLabel("Status", { exact: true });
  await status.selectOption({ label: "New" });
  await page.getByRole("button", { name: "Show matching leads" }).click();
  await expect(page).toHaveURL(/status=new/);
  // The address changes before React renders its filters (a transition): the fields are keyed by
  // the address's filters and replaced then, so a choice made in between would be lost. The count
  // on the summary comes with that render.
  await expect(page.locator("summary", { hasText: "Filters" })).toContainText("1 on");
  // The filters stay unfolded: the page is the same, only its address changed.
  await status.selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Show matching leads" }).click();
  await expect(page).toHaveURL(/status=contacted/);
  await page.goBack();
  await expect(page).toHaveURL(/status=new/);
  await expect(status).toHaveValue("new");
  await page.goBack();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(status).toHaveValue("");
});
