import { readFileSync, rmSync } from "node:fs";
import { demoFormFields as frenchFields } from "../../app/content/fr/contact";
import { bookingCopy } from "../../app/content/booking";
import { bookingCopy as frenchBooking } from "../../app/content/fr/booking";
import { accessibilityViolations } from "../support/axe";
import { expect, test, type Page } from "../support/browser-test";
import { uniqueEmail } from "../support/leads";
import { partOfType } from "../support/mime-parts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "../support/start-server";

// A visitor books their demo right after the demo form, then changes and cancels it from the
// e-mailed invitation's links: with and without JavaScript. A server of its own with a real
// loopback SMTP server, so the e-mail's links are the ones the test follows. Slots are read from
// the page, never computed from today's date.

let server: RunningServer;
let smtp: SmtpSink;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    SMTP_URL: smtp.url,
    SALES_EMAIL: "sales@ilimi.test",
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_DISABLED: "1",
    LOG_LEVEL: "warn",
  });
});
test.afterAll(async () => {
  await server?.kill();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.close();
});

async function requestDemo(page: Page, email: string) {
  await page.goto(`${server.url}/demo`);
  const form = page.locator("main form");
  await form.getByLabel("First name").fill("Amina");
  await form.getByLabel("Last name").fill("Bello");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Institution/company").fill("Federal Government College, Abuja");
  await page.getByRole("button", { name: "Request demo" }).click();
  await expect(page.getByRole("heading", { name: "Pick a time for your demo" })).toBeVisible();
}

/** The link after `label` in the visitor's latest invitation e-mail. */
async function linkFromEmail(email: string, count: number, label: string): Promise<string> {
  const mine = () => smtp.messages.filter((m) => m.to.includes(email) && partOfType(m.raw, "text/calendar"));
  await smtp.waitFor(() => mine().length >= count);
  const text = partOfType(mine()[count - 1]!.raw, "text/plain")!.body;
  // French copy puts a no-break space before the colon.
  const url = new RegExp(`${label}\\s?: (\\S+)`).exec(text)?.[1];
  if (!url) throw new Error(`no "${label}" link in the e-mail`);
  return url;
}

/**
 * The status of every page the browser loads, redirects aside: a page that shows success must not
 * answer an error status (without JavaScript, the form's post is the page the visitor sees).
 */
function pageStatuses(page: Page): { url: string; status: number }[] {
  const seen: { url: string; status: number }[] = [];
  page.on("response", (response) => {
    if (
      response.request().isNavigationRequest() &&
      response.frame() === page.mainFrame() &&
      !(response.status() >= 300 && response.status() < 400)
    )
      seen.push({
        url: `${response.request().method()} ${new URL(response.url()).pathname}`,
        status: response.status(),
      });
  });
  return seen;
}

/** axe runs as a script in the page: checked where JavaScript is on (the markup is the same without). */
async function expectAxeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await accessibilityViolations(page)).toEqual([]);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript, in London" : "without JavaScript, on a phone", () => {
    test.use(
      javaScriptEnabled
        ? { javaScriptEnabled, viewport: { width: 1280, height: 800 }, timezoneId: "Europe/London" }
        : { javaScriptEnabled, viewport: { width: 390, height: 844 } },
    );

    test("a visitor books a time, downloads the invitation, moves it from the e-mail link and cancels it", async ({
      page,
    }) => {
      const email = uniqueEmail(javaScriptEnabled ? "book-js" : "book-nojs");
      const statuses = pageStatuses(page);
      await requestDemo(page, email);
      const radios = page.getByRole("radio");
      // On a 390 × 844 phone the address scrolls to the confirmation: the first times are in view.
      if (!javaScriptEnabled) await expect(radios.first()).toBeInViewport();
      await expectAxeClean(page, javaScriptEnabled);
      // Keyboard only: the last slot (furthest from the minimum notice), then the button.
      await radios.last().focus();
      await page.keyboard.press("Space");
      await expect(radios.last()).toBeChecked();
      const chosen = await radios.last().getAttribute("value");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Book this time" })).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(page.getByRole("heading", { level: 1, name: "Your demo is booked" })).toBeVisible();
      await expect(page.getByText(/WAT/).first()).toBeVisible();
      await expect(page.getByText("30 minutes")).toBeVisible();
      // A mail transport is configured: the invitation was queued, and the page says where to.
      await expect(page.getByText(bookingCopy.booked.mailed(email))).toBeVisible();
      await expect(page.getByRole("heading", { name: bookingCopy.booked.keepTitle })).toHaveCount(0);
      await expectAxeClean(page, javaScriptEnabled);
      if (javaScriptEnabled) {
        // London is an hour behind WAT in winter and level with it in summer.
        const london = new Intl.DateTimeFormat("en-GB", {
          timeZone: "Europe/London",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }).format(new Date(chosen!));
        const lagos = new Intl.DateTimeFormat("en-GB", {
          timeZone: "Africa/Lagos",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }).format(new Date(chosen!));
        if (london !== lagos) await expect(page.getByText(`(${london} your time)`)).toBeVisible();
      }

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download the invitation (.ics)" }).click();
      const ics = readFileSync((await (await download).path())!, "utf8");
      expect(ics).toContain("BEGIN:VCALENDAR");
      expect(ics).toContain(`DTSTART:${chosen!.replace(/[-:]/g, "").replace(".000", "")}`);
      const icsHref = await page.getByRole("link", { name: "Download the invitation (.ics)" }).getAttribute("href");
      expect((await page.request.get(`${server.url}${icsHref}`)).headers()["content-type"]).toMatch(/^text\/calendar/);
      const google = new URL((await page.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href"))!);
      expect(google.origin).toBe("https://calendar.google.com");
      expect(google.searchParams.get("dates")).toMatch(
        new RegExp(`^${chosen!.replace(/[-:]/g, "").replace(".000", "")}/`),
      );
      const outlook = new URL((await page.getByRole("link", { name: "Add to Outlook" }).getAttribute("href"))!);
      expect(outlook.origin).toBe("https://outlook.office.com");
      expect(outlook.searchParams.get("startdt")).toBe(chosen);

      // The e-mail's "change the time" link: the same picker, without an account.
      await page.goto(await linkFromEmail(email, 1, "Change the time"));
      await expect(page.getByRole("heading", { level: 1, name: "Choose a new time" })).toBeVisible();
      await expectAxeClean(page, javaScriptEnabled);
      await page.getByRole("radio").nth(-2).check();
      await page.getByRole("button", { name: "Book this time" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your demo has a new time" })).toBeVisible();

      // The second invitation's cancel link: asks first, then cancels.
      await page.goto(await linkFromEmail(email, 2, "Cancel"));
      await expect(page.getByRole("heading", { level: 1, name: "Cancel your demo?" })).toBeVisible();
      await expectAxeClean(page, javaScriptEnabled);
      await expect(page.getByText(bookingCopy.cancel.body)).toBeVisible();
      await page.getByRole("button", { name: "Yes, cancel the demo" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your demo is cancelled" })).toBeVisible();
      await expect(page.getByText(bookingCopy.cancel.doneMailed(email))).toBeVisible();
      await expectAxeClean(page, javaScriptEnabled);
      await smtp.waitFor((all) => all.some((m) => m.to.includes(email) && /^Cancelled:/.test(m.subject)));
      expect(statuses.filter((s) => s.status !== 200)).toEqual([]);
    });
  });
}

test.describe("without JavaScript, in French", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a French visitor books, moves the time and cancels from the e-mail links, and each step says so in French", async ({
    page,
  }) => {
    const email = uniqueEmail("book-fr-nojs");
    const statuses = pageStatuses(page);
    await page.goto(`${server.url}/fr/demo`);
    const form = page.locator("main form");
    await form.getByRole("textbox", { name: frenchFields.firstName.label, exact: true }).fill("Awa");
    await form.getByRole("textbox", { name: frenchFields.lastName.label, exact: true }).fill("Diallo");
    await form.getByRole("textbox", { name: frenchFields.email.label, exact: true }).fill(email);
    await form
      .getByRole("textbox", { name: frenchFields.institution.label, exact: true })
      .fill("Lycée français de Lagos");
    await page.getByRole("button", { name: "Demander une démo" }).click();
    await expect(page.getByRole("heading", { name: "Choisissez un créneau pour votre démo" })).toBeVisible();
    await expect(page.getByRole("radio").first()).toBeInViewport();
    await page.getByRole("radio").last().check();
    await page.getByRole("button", { name: "Réserver ce créneau" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Votre démo est réservée" })).toBeVisible();
    await expect(page.getByText(frenchBooking.booked.mailed(email))).toBeVisible();

    await page.goto(await linkFromEmail(email, 1, "Changer d’horaire"));
    await expect(page.getByRole("heading", { level: 1, name: "Choisissez un nouvel horaire" })).toBeVisible();
    await page.getByRole("radio").nth(-2).check();
    await page.getByRole("button", { name: "Réserver ce créneau" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Votre démo a un nouvel horaire" })).toBeVisible();
    await expect(page.getByText(/WAT/).first()).toBeVisible();

    await page.goto(await linkFromEmail(email, 2, "Annuler"));
    await expect(page.getByRole("heading", { level: 1, name: "Annuler votre démo ?" })).toBeVisible();
    await page.getByRole("button", { name: "Oui, annuler la démo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Votre démo est annulée" })).toBeVisible();
    await expect(page.getByText(frenchBooking.cancel.doneMailed(email))).toBeVisible();
    expect(statuses.filter((s) => s.status !== 200)).toEqual([]);
  });
});

test.describe("with JavaScript, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("a visitor who sends the form in place has the heading at the top and the first times in view", async ({
    page,
  }) => {
    await requestDemo(page, uniqueEmail("phone-js"));
    const heading = page.locator("#demo-confirmation-heading");
    await expect(heading).toBeFocused();
    // Just under the sticky header, not wherever the least scroll left it.
    expect((await heading.boundingBox())!.y).toBeLessThan(120);
    await expect(page.getByRole("radio").first()).toBeInViewport();
  });
});

test("a visitor for whom no time suits keeps the 24-hour promise and says which days and times would", async ({
  page,
}) => {
  await requestDemo(page, uniqueEmail("none-suit"));
  await page.getByRole("link", { name: "None of these suit me" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "We will be in touch" })).toBeVisible();
  await expect(page.getByText("replies within 24 hours")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("group", { name: "Tuesday" }).getByRole("checkbox", { name: "Morning" }).check();
  await page.getByRole("textbox", { name: /Anything else/ }).fill("A colleague from the bursary will join.");
  await page.getByRole("button", { name: bookingCopy.later.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: bookingCopy.later.sentHeading })).toBeVisible();
});

test("an old or changed link gets a clear page, never someone else's booking", async ({ page }) => {
  for (const path of [
    "/booking/manage?token=abc.def",
    "/booking/reschedule?token=",
    "/booking/cancel?token=eyJwIjoibWFuYWdlIiwicyI6IngiLCJlIjoxfQ.AAAA",
    "/booking/book?booking=x",
  ]) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  }
});

test("the picker shows a New York visitor their own time beside each WAT slot, and a Lagos visitor nothing extra", async ({
  browser,
}) => {
  for (const timezoneId of ["America/New_York", "Africa/Lagos"]) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await requestDemo(page, uniqueEmail(`zone-${timezoneId.split("/")[1]!.toLowerCase()}`));
    const first = page.getByRole("radio").first();
    const start = (await first.getAttribute("value"))!;
    const label = page.locator("label").filter({ has: page.locator(`input[value="${start}"]`) });
    if (timezoneId === "Africa/Lagos") {
      await expect(label).not.toContainText("your time");
      await expect(page.getByText("Where your own clock differs")).toBeHidden();
    } else {
      // Whichever side of New York's clock change the slot falls on, the browser's own zone rules decide.
      const local = new Intl.DateTimeFormat("en-GB", {
        timeZone: timezoneId,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(new Date(start));
      await expect(label).toContainText(`${local} your time`);
      await expect(page.getByText("Where your own clock differs")).toBeVisible();
    }
    await context.close();
  }
});
