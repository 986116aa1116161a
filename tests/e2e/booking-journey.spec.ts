import { bookingCopy as en } from "../../app/content/booking";
import { bookingCopy as fr } from "../../app/content/fr/booking";
import { contactPage as contactEn, demoFormFields as fieldsEn } from "../../app/content/contact";
import { contactPage as contactFr, demoFormFields as fieldsFr } from "../../app/content/fr/contact";
import { demoFormCopy as formsEn } from "../../app/content/forms";
import { demoFormCopy as formsFr } from "../../app/content/fr/forms";
import { bookingServerForSuite } from "../support/booking-browser";
import { expect, test, type Page } from "../support/browser-test";
import { uniqueEmail } from "../support/leads";

// Issue #26 on a server with no mail transport, as a fresh install runs: no page may say an e-mail
// was sent; the booking page says to keep it and add the demo to a calendar. Without JavaScript,
// the whole journey in both editions: request, pick, manage, cancel with a reason, pick another
// time (no form). With JavaScript, Back and reload after booking show the booking, at its card.
// (With a mail transport, the e-mail words: booking.spec.ts and tests/integration/booking-followups.test.ts.)

const server = bookingServerForSuite();
test.describe.configure({ timeout: 120_000 });

const editions = [
  // Words that claim an e-mail went out ("pas envoyé d'e-mail" and the meeting link "vous enverra" are not claims).
  {
    name: "English",
    prefix: "",
    copy: en,
    fields: fieldsEn,
    submit: contactEn.submitLabel,
    thanks: formsEn.confirmation.heading,
    mailClaims: /e-mailed|we have sent|we send a/i,
  },
  {
    name: "French",
    prefix: "/fr",
    copy: fr,
    fields: fieldsFr,
    submit: contactFr.submitLabel,
    thanks: formsFr.confirmation.heading,
    mailClaims: /nous (vous )?avons envoyée?|nous enverrons une/i,
  },
] as const;
type Edition = (typeof editions)[number];

async function requestAndBook(page: Page, edition: Edition, email: string) {
  await page.goto(`${server.url}${edition.prefix}/demo`);
  const form = page.locator("main form");
  await form.getByRole("textbox", { name: edition.fields.firstName.label, exact: true }).fill("Amina");
  await form.getByRole("textbox", { name: edition.fields.lastName.label, exact: true }).fill("Bello");
  await form.getByRole("textbox", { name: edition.fields.email.label, exact: true }).fill(email);
  await form
    .getByRole("textbox", { name: edition.fields.institution.label, exact: true })
    .fill("Federal Government College, Abuja");
  await page.getByRole("button", { name: edition.submit }).click();
  await expect(page.getByRole("heading", { name: edition.copy.picker.heading })).toBeVisible();
  await page.getByRole("radio").last().check();
  await page.getByRole("button", { name: edition.copy.picker.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: edition.copy.booked.heading })).toBeVisible();
}

for (const edition of editions) {
  test.describe(`${edition.name}, without JavaScript, on a phone`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test(`a visitor books, is told to keep the page (no e-mail claimed), cancels with a reason and picks another time without the form (${edition.name})`, async ({
      page,
    }) => {
      const email = uniqueEmail(`journey-${edition.prefix ? "fr" : "en"}`);
      const c = edition.copy;
      await requestAndBook(page, edition, email);
      await expect(page).toHaveTitle(c.titles.booked);
      const card = page.locator("main");
      await expect(card.getByRole("heading", { name: c.booked.keepTitle })).toBeVisible();
      await expect(card.getByText(c.booked.keepPage)).toBeVisible();
      await expect(card.getByText(email, { exact: true })).toBeVisible();
      await expect(card).not.toContainText(edition.mailClaims);
      // Adding to a calendar is the main action; cancelling is a separate, red one.
      await expect(card.getByRole("link", { name: c.booked.download })).toHaveClass(/bg-brand-700/);
      await expect(card.getByRole("link", { name: c.booked.cancel })).toHaveClass(/text-red-700/);

      await card.getByRole("link", { name: c.booked.cancel }).click();
      await expect(page.getByRole("heading", { level: 1, name: c.cancel.heading })).toBeVisible();
      await expect(page).toHaveTitle(c.titles.cancel);
      await expect(page.getByText(c.cancel.bodyNoMail)).toBeVisible();
      await page.getByRole("textbox", { name: c.cancel.reasonLabel }).fill("Our principal is away that week.");
      await page.getByRole("button", { name: c.cancel.confirm }).click();
      await expect(page.getByRole("heading", { level: 1, name: c.cancel.doneHeading })).toBeVisible();
      await expect(page).toHaveTitle(c.titles.cancelled);
      await expect(page.getByText(c.cancel.doneNoMail)).toBeVisible();
      await expect(page.locator("main")).not.toContainText(edition.mailClaims);

      // Straight back to the picker for the same request: no form, no second lead.
      await page.getByRole("link", { name: c.cancel.another }).click();
      await expect(page.getByRole("heading", { name: c.picker.heading })).toBeVisible();
      await expect(page.getByRole("textbox", { name: edition.fields.email.label, exact: true })).toHaveCount(0);
      await page.getByRole("radio").first().check();
      await page.getByRole("button", { name: c.picker.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: c.booked.heading })).toBeVisible();
      await expect(page).toHaveTitle(c.titles.booked);
    });

    test(`a visitor corrects a mistyped address on the booking's page, and a wrong one is refused with the input kept (${edition.name})`, async ({
      page,
    }) => {
      const email = uniqueEmail(`typo-${edition.prefix ? "fr" : "en"}`).replace("school", "shcool");
      await requestAndBook(page, edition, email);
      const c = edition.copy.booked;
      await page.getByText(c.correct).click();
      await page.getByRole("textbox", { name: c.correctLabel }).fill("amina@");
      await page.getByRole("button", { name: c.correctSubmit }).click();
      await expect(page.getByRole("textbox", { name: c.correctLabel })).toHaveValue("amina@");
      await expect(page.getByRole("textbox", { name: c.correctLabel })).toHaveAttribute("aria-invalid", "true");
      const right = email.replace("shcool", "school");
      await page.getByRole("textbox", { name: c.correctLabel }).fill(right);
      await page.getByRole("button", { name: c.correctSubmit }).click();
      await expect(page.locator("main").getByRole("status")).toHaveText(c.corrected(right));
      await expect(page.getByText(right, { exact: true })).toBeVisible();
    });
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`${edition.name}, with JavaScript, ${viewport.width} px`, () => {
      test.use({ viewport });
      test(`Back and reload after booking show the booking at its card, never "we will suggest a time" (${edition.name}, ${viewport.width} px)`, async ({
        page,
      }) => {
        await requestAndBook(page, edition, uniqueEmail(`back-${edition.prefix ? "fr" : "en"}-${viewport.width}`));
        await page.goBack();
        const heading = page.getByRole("heading", { level: 2, name: edition.copy.booked.heading });
        await expect(heading).toBeInViewport();
        await expect(page).toHaveURL(/\/demo\?sent=1&booking=/);
        await expect(page).toHaveTitle(new RegExp(edition.copy.titles.booked.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
        await expect(page.getByRole("heading", { name: edition.thanks })).toHaveCount(0);
        await expect(page.getByRole("radio")).toHaveCount(0);
        await expect(page.getByRole("link", { name: edition.copy.booked.manage })).toBeVisible();
        await page.reload();
        await expect(heading).toBeInViewport();
        await page.getByRole("link", { name: edition.copy.booked.manage }).click();
        await expect(page.getByRole("heading", { level: 1, name: edition.copy.booked.heading })).toBeVisible();
      });
    });
  }
}
