import { expect, test, waitUntilInteractive, type Page } from "../support/browser-test";
import { storedDemoRequests, storedSubscribers, uniqueEmail } from "../support/leads";
import { contactPage, demoFormFields } from "../../app/content/fr/contact";
import { demoFormCopy, demoFormMessages, formProblems, newsletterCopy } from "../../app/content/fr/forms";

// Issue #19: the demo form and the newsletter box on French pages, in French, with and without
// JavaScript. The server under test takes a form at once (FORM_MIN_FILL_MS=0): the fill-time guard's
// own tests are in demo-request.spec.ts and newsletter.spec.ts (ADR 085).

test.describe.configure({ timeout: 90_000 });

async function fillInFrench(page: Page, email: string) {
  const form = page.locator("main form");
  await form.getByRole("textbox", { name: demoFormFields.firstName.label, exact: true }).fill("Awa");
  await form.getByRole("textbox", { name: demoFormFields.lastName.label, exact: true }).fill("Diallo");
  await form.getByRole("textbox", { name: demoFormFields.email.label, exact: true }).fill(email);
  await form
    .getByRole("textbox", { name: demoFormFields.institution.label, exact: true })
    .fill("Lycée technique de Cotonou");
  await form.getByRole("combobox", { name: demoFormFields.size.label }).selectOption("medium");
}

test("the French demo form speaks French: labels, sizes in French numbers, button, privacy link", async ({ page }) => {
  await page.goto("/fr/demo?size=medium");
  const form = page.locator("main form");
  // Within the edition (which of /fr/demo and /fr/contact is the submission's choice, as in English).
  await expect(form).toHaveAttribute("action", /^\/fr\/(demo|contact)$/);
  await expect(form.getByRole("combobox", { name: demoFormFields.size.label })).toHaveValue("medium");
  await expect(form.getByRole("option", { name: "Moyen : 1 000 à 5 000" })).toBeAttached();
  await expect(form.getByRole("button", { name: contactPage.submitLabel })).toBeVisible();
  await expect(form.getByRole("link", { name: /confidentialité/ })).toHaveAttribute("href", "/fr/privacy");
});

test("a French visitor with JavaScript who leaves fields empty sees French errors in place", async ({ page }) => {
  await page.goto("/fr/demo");
  const form = page.locator("main form");
  await form.getByRole("textbox", { name: demoFormFields.firstName.label, exact: true }).fill("Awa");
  await form.getByRole("textbox", { name: demoFormFields.email.label, exact: true }).fill("awa@ecole");
  await form.getByRole("button", { name: contactPage.submitLabel }).click();
  await expect(form.getByRole("textbox", { name: demoFormFields.lastName.label, exact: true })).toBeFocused();
  await expect(
    form.getByRole("textbox", { name: demoFormFields.lastName.label, exact: true }),
  ).toHaveAccessibleDescription(demoFormMessages.lastName.required);
  await expect(
    form.getByRole("textbox", { name: demoFormFields.email.label, exact: true }),
  ).toHaveAccessibleDescription(demoFormMessages.email.invalid);
  await expect(form.getByRole("textbox", { name: demoFormFields.firstName.label, exact: true })).toHaveValue("Awa");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a French visitor without JavaScript who mistypes gets the French page back with French errors and their input", async ({
    page,
  }) => {
    await page.goto("/fr/demo");
    await fillInFrench(page, "awa@ecole");
    await page.locator("main form").getByRole("button", { name: contactPage.submitLabel }).click();
    await expect(page).toHaveURL(/\/fr\/(demo|contact)$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("textbox", { name: demoFormFields.email.label, exact: true })).toHaveValue("awa@ecole");
    await expect(
      page.getByRole("textbox", { name: demoFormFields.email.label, exact: true }),
    ).toHaveAccessibleDescription(demoFormMessages.email.invalid);
  });

  test("a French visitor without JavaScript subscribes from the footer and stays on the French page", async ({
    page,
  }) => {
    const email = uniqueEmail("fr-news-nojs");
    await page.goto("/fr/pricing");
    const box = page.locator("#newsletter-form");
    await expect(box).toHaveAttribute("action", "/fr/newsletter");
    await box.getByLabel(newsletterCopy.label).fill(email);
    await box.getByRole("button", { name: newsletterCopy.submit }).click();
    await expect(page).toHaveURL(/\/fr\/pricing\?/);
    await expect(box.getByText(newsletterCopy.checkInbox).first()).toBeVisible();
    // Stored before the answer: one read, not a poll a slow CLI export could outlast.
    expect((await storedSubscribers()).filter((s) => s.email === email)).toHaveLength(1);
  });

  // The redirect after a French demo request (/fr/demo?sent=1) is decided by the submission
  // (app/flows/demo-request.server.ts), which the fr-data branch teaches the edition.
  test("a French visitor without JavaScript requests a demo and is thanked in French", async ({ page }) => {
    const email = uniqueEmail("fr-demo-nojs");
    await page.goto("/fr/demo");
    await fillInFrench(page, email);
    await page.locator("main form").getByRole("button", { name: contactPage.submitLabel }).click();
    await expect(page).toHaveURL(/\/fr\/demo\?sent=1/);
    await expect(page.getByRole("heading", { name: demoFormCopy.confirmation.heading })).toBeVisible();
    // Stored before the answer (docs/leads.md): read once. A poll's 5 s cannot wait for the leads CLI
    // on a loaded machine, where one export alone may take longer.
    expect((await storedDemoRequests()).filter((r) => r.email === email)).toHaveLength(1);
  });
});

test("a French visitor with JavaScript subscribes from the footer and is told in French", async ({ page }) => {
  const email = uniqueEmail("fr-news-js");
  await page.goto("/fr/modules");
  const box = page.locator("#newsletter-form");
  const token = page.waitForResponse("**/newsletter/token");
  await box.getByLabel(newsletterCopy.label).focus();
  await token;
  await box.getByLabel(newsletterCopy.label).fill(email);
  await box.getByRole("button", { name: newsletterCopy.submit }).click();
  await expect(box.getByRole("status")).toContainText(newsletterCopy.checkInbox);
  await expect(page).toHaveURL(/\/fr\/modules$/);
});

test("a French visitor with JavaScript requests a demo and the French confirmation is announced", async ({ page }) => {
  const email = uniqueEmail("fr-demo-js");
  await page.goto("/fr/demo");
  await fillInFrench(page, email);
  await page.getByRole("button", { name: contactPage.submitLabel }).click();
  await expect(page.getByRole("status").filter({ hasText: demoFormCopy.confirmation.announcement })).toBeAttached();
  await expect(page.getByRole("heading", { name: demoFormCopy.confirmation.heading })).toBeVisible();
});

// Never dropped in silence, in French too (issue #14, ADR 013): a demo request that looks automated
// is thanked and kept in quarantine for sales; a sign-up that does is shown the box again with its
// address and a plain request to press Send once more. With and without JavaScript.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`a French form that looks automated, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a French demo request whose hidden field was filled is thanked in French and kept in quarantine", async ({
      page,
    }) => {
      const email = uniqueEmail(`fr-honeypot-${javaScriptEnabled ? "js" : "nojs"}`);
      await page.goto("/fr/demo");
      if (javaScriptEnabled) await waitUntilInteractive(page);
      await fillInFrench(page, email);
      await page
        .locator('main form input[name="website"]')
        .evaluate((input: HTMLInputElement) => (input.value = "https://cheap-pills.example"));
      await page.locator("main form").getByRole("button", { name: contactPage.submitLabel }).click();
      await expect(page.getByRole("heading", { name: demoFormCopy.confirmation.reviewHeading })).toBeVisible();
      await expect(page.getByText("une personne de notre équipe l’examine")).toBeVisible();
      // Kept before the answer, like any request: read once.
      expect(
        (await storedDemoRequests()).filter((r) => r.email === email).map((r) => [r.quarantine_reason, r.language]),
      ).toEqual([["honeypot", "fr"]]);
    });

    test("a French sign-up whose hidden field was filled is asked in French to press Send once more, with its address kept, and nothing is stored", async ({
      page,
    }) => {
      const email = uniqueEmail(`fr-news-bot-${javaScriptEnabled ? "js" : "nojs"}`);
      await page.goto("/fr/modules");
      const box = page.locator("#newsletter-form");
      if (javaScriptEnabled) {
        const token = page.waitForResponse("**/newsletter/token");
        await box.getByLabel(newsletterCopy.label).focus();
        await token;
      }
      await box.getByLabel(newsletterCopy.label).fill(email);
      await box
        .locator('input[name="website"]')
        .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
      await box.getByRole("button", { name: newsletterCopy.submit }).click();
      // Without JavaScript the answer is the French newsletter page, whose form holds the address.
      const shown = javaScriptEnabled ? box : page.locator("main form");
      if (!javaScriptEnabled) await expect(page).toHaveURL(/\/fr\/newsletter$/);
      await expect(shown.getByRole("alert")).toContainText(formProblems.sendAgain.title);
      await expect(shown.getByLabel(newsletterCopy.label)).toHaveValue(email);
      expect((await storedSubscribers()).filter((s) => s.email === email)).toHaveLength(0);
    });
  });
}
