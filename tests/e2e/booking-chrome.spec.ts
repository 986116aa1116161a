import { footerCopy as footerEn } from "../../app/content/footer";
import { footerCopy as footerFr } from "../../app/content/fr/footer";
import { navigationLabels as navigationEn } from "../../app/content/navigation";
import { navigationLabels as navigationFr } from "../../app/content/fr/navigation";
import { bookingCopy as bookingEn } from "../../app/content/booking";
import { bookingCopy as bookingFr } from "../../app/content/fr/booking";
import { accessibilityViolations } from "../support/axe";
import { bookSlot, requestDemo } from "../support/booking";
import { bookingServerForSuite } from "../support/booking-browser";
import { expect, test, type Page } from "../support/browser-test";
import { uniqueEmail } from "../support/leads";

// ADR 069: the booking pages (the picker's own page, "none of these suit me", the booking, its
// change and cancellation) wear the task's header and footer: the logo home, the other edition,
// how to reach a person, the legal line; not the site's menus, site map or newsletter band. The
// demo page, the form and its confirmation with the picker, keeps SPEC's shared top bar and footer.

const server = bookingServerForSuite();

test.describe.configure({ timeout: 120_000 });

const editions = [
  { prefix: "", footer: footerEn, navigation: navigationEn, booking: bookingEn },
  { prefix: "/fr", footer: footerFr, navigation: navigationFr, booking: bookingFr },
] as const;

/** One visitor's demo page after sending, then every booking page of theirs, before booking and after. */
async function bookingSteps(prefix: string, name: string): Promise<{ confirmation: string; steps: string[] }> {
  const { token, slots } = await requestDemo(server.url, uniqueEmail(name));
  const before = [
    `${prefix}/booking/book?booking=${encodeURIComponent(token)}`,
    `${prefix}/booking/later?booking=${encodeURIComponent(token)}`,
  ];
  const manage = await bookSlot(server.url, token, slots[0]!);
  const manageToken = manage.searchParams.get("token")!;
  return {
    confirmation: `${prefix}/demo?sent=1&booking=${encodeURIComponent(token)}`,
    steps: [
      ...before,
      `${prefix}/booking/manage?token=${encodeURIComponent(manageToken)}`,
      `${prefix}/booking/reschedule?token=${encodeURIComponent(manageToken)}`,
      `${prefix}/booking/cancel?token=${encodeURIComponent(manageToken)}`,
    ],
  };
}

async function expectTaskChrome(page: Page, edition: (typeof editions)[number], where: string) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: edition.navigation.homeLink }), where).toBeVisible();
  await expect(header.locator("a[hreflang]"), where).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: edition.navigation.mainNav }), where).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator('a[href^="tel:"]'), where).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]'), where).toBeVisible();
  await expect(footer.getByRole("navigation", { name: edition.footer.policyLabel }), where).toBeVisible();
  await expect(page.getByRole("navigation", { name: edition.footer.siteMapLabel }), where).toHaveCount(0);
  await expect(page.getByRole("heading", { name: edition.footer.newsletter.heading }), where).toHaveCount(0);
}

for (const edition of editions) {
  test.describe(edition.prefix ? "in French" : "in English", () => {
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("every booking page shows the task's header and footer; the demo page, sent or not, shows the site's", async ({
        page,
      }) => {
        const { confirmation, steps } = await bookingSteps(edition.prefix, `chrome${edition.prefix ? "-fr" : ""}`);
        for (const path of [`${edition.prefix}/demo`, confirmation]) {
          await page.goto(`${server.url}${path}`);
          await expect(page.getByRole("navigation", { name: edition.navigation.mainNav }), path).toHaveCount(1);
          await expect(page.getByRole("navigation", { name: edition.footer.siteMapLabel }), path).toHaveCount(1);
        }
        for (const path of steps) {
          await page.goto(`${server.url}${path}`);
          await expectTaskChrome(page, edition, path.split("?")[0]!);
        }
      });

      test("a visitor who switches language mid-booking keeps their picker and their booking", async ({ page }) => {
        const other = editions.find((e) => e !== edition)!;
        const { confirmation, steps } = await bookingSteps(edition.prefix, `switch${edition.prefix ? "-fr" : ""}`);
        // The sent request's page after booking (Back) shows the booking; a fresh one, the picker.
        const fresh = await requestDemo(server.url, uniqueEmail(`switch-picker${edition.prefix ? "-fr" : ""}`));
        const visits = [
          {
            path: `${edition.prefix}/demo?sent=1&booking=${encodeURIComponent(fresh.token)}`,
            heading: other.booking.picker.heading,
          },
          { path: confirmation, heading: other.booking.booked.heading },
          { path: steps[2]!, heading: other.booking.booked.heading },
        ];
        for (const { path, heading } of visits) {
          await page.goto(`${server.url}${path}`);
          await page.getByRole("banner").locator("a[hreflang]:visible").first().click();
          await expect(page.locator("html")).toHaveAttribute("lang", other.prefix ? /^fr/ : /^en/);
          await expect(page.getByRole("heading", { name: heading }), path.split("?")[0]!).toBeVisible();
        }
      });
    });

    test.describe("with JavaScript, on a phone", () => {
      test.use({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } });

      test("the booking's page with the task's header and footer has no accessibility violation", async ({ page }) => {
        const { steps } = await bookingSteps(edition.prefix, `chrome-axe${edition.prefix ? "-fr" : ""}`);
        await page.goto(`${server.url}${steps[2]!}`);
        await expectTaskChrome(page, edition, "manage");
        expect(await accessibilityViolations(page)).toEqual([]);
      });

      test("a browser that prefers the other edition finds it in a booking step's header; nothing floats over the days", async ({
        browser,
      }) => {
        const other = editions.find((e) => e !== edition)!;
        const { steps, confirmation } = await bookingSteps(
          edition.prefix,
          `chrome-offer${edition.prefix ? "-fr" : ""}`,
        );
        const context = await browser.newContext({
          locale: other.prefix ? "fr-FR" : "en-GB",
          viewport: { width: 390, height: 844 },
        });
        const page = await context.newPage();
        // The picker, the change of time and the sent request's confirmation (ADR 075): their days
        // sit near the bottom of a phone's first screen.
        for (const path of [steps[0]!, steps[3]!, confirmation]) {
          await page.goto(`${server.url}${path}`);
          await page.locator("html[data-interactive]").waitFor({ state: "attached" });
          await expect(page.locator("[data-language-suggestion]"), path).toHaveCount(0);
          await expect(page.getByRole("banner").locator("a[hreflang]").filter({ visible: true }), path).toHaveCount(1);
        }
        // The demo page itself, in the site's chrome, still offers it.
        await page.goto(`${server.url}${edition.prefix}/demo`);
        await expect(page.locator("[data-language-suggestion]")).toBeVisible();
        await context.close();
      });
    });
  });
}
