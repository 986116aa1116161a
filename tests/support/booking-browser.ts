import { bookingCopy as en } from "../../app/content/booking";
import { bookingCopy as fr } from "../../app/content/fr/booking";
import { contactPage as contactEn, demoFormFields as fieldsEn } from "../../app/content/contact";
import { contactPage as contactFr, demoFormFields as fieldsFr } from "../../app/content/fr/contact";
import { demoFormCopy as formsEn } from "../../app/content/forms";
import { demoFormCopy as formsFr } from "../../app/content/fr/forms";
import { rmSync } from "node:fs";
import { expect, test, type Page } from "./browser-test";
import { startServer, type RunningServer } from "./start-server";

// A visitor's demo request and booking in a real browser, in either edition, with the words of
// that edition's copy modules: the form (and, where offered, the WhatsApp reminder box), the
// picker's last time, and the booking's page.

export const bookingEditions = [
  {
    name: "English",
    lang: "en",
    prefix: "",
    copy: en,
    fields: fieldsEn,
    forms: formsEn,
    submit: contactEn.submitLabel,
  },
  {
    name: "French",
    lang: "fr",
    prefix: "/fr",
    copy: fr,
    fields: fieldsFr,
    forms: formsFr,
    submit: contactFr.submitLabel,
  },
] as const;
export type BookingEdition = (typeof bookingEditions)[number];

export type Visitor = {
  firstName: string;
  lastName: string;
  email: string;
  institution: string;
  phone?: string;
  remindOnWhatsApp?: boolean;
};

/** Sends the demo form, picks the last offered time, and waits for the booking's page. */
export async function requestAndBook(
  page: Page,
  base: string,
  edition: BookingEdition,
  visitor: Visitor,
): Promise<void> {
  await page.goto(`${base}${edition.prefix}/demo`);
  const form = page.locator("main form");
  const field = (label: string) => form.getByRole("textbox", { name: label, exact: true });
  await field(edition.fields.firstName.label).fill(visitor.firstName);
  await field(edition.fields.lastName.label).fill(visitor.lastName);
  await field(edition.fields.email.label).fill(visitor.email);
  await field(edition.fields.institution.label).fill(visitor.institution);
  if (visitor.phone) await form.getByRole("textbox", { name: edition.fields.phone.label }).fill(visitor.phone);
  if (visitor.remindOnWhatsApp) await form.getByRole("checkbox", { name: edition.forms.remindWhatsapp }).check();
  await page.getByRole("button", { name: edition.submit }).click();
  await expect(page.getByRole("heading", { name: edition.copy.picker.heading })).toBeVisible();
  // The furthest day offered: a time tomorrow may come sooner than a day-before reminder's hour
  // (the tests that follow those reminders would then find none, depending on the hour they run).
  await page.locator("[data-slot-day]").last().click();
  await page.getByRole("radio").last().check();
  await page.getByRole("button", { name: edition.copy.picker.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: edition.copy.booked.heading })).toBeVisible();
}

/**
 * The built server a booking spec's visitors use: started once before the file's tests (no form
 * fill time, no rate limit) and killed, with its data, after them. The answer stands for the server
 * once started: reading it before then is a mistake in the spec and says so.
 */
export function bookingServerForSuite(): RunningServer {
  let running: RunningServer | undefined;
  test.beforeAll(async () => {
    running = await startServer({ FORM_MIN_FILL_MS: "0", RATE_LIMIT_DISABLED: "1", LOG_LEVEL: "warn" });
  });
  test.afterAll(async () => {
    await running?.kill();
    if (running) rmSync(running.dataDir, { recursive: true, force: true });
  });
  return new Proxy({} as RunningServer, {
    get: (_, key: keyof RunningServer) => {
      if (!running) throw new Error("the suite's server is not started yet: read it inside a test");
      return running[key];
    },
  });
}
