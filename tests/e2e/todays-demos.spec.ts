import { consoleCopy } from "../../app/content/sales-console";
import { outcomeCopy } from "~/content/sales-console-outcome";
import { postBooking, requestDemo } from "../support/booking";
import { bookingServerForSuite } from "../support/booking-browser";
import { expect, test } from "../support/browser-test";
import { account } from "../support/console";
import { uniqueEmail } from "../support/leads";

// Today's demos lists the earlier days' demos nobody has marked yet (ADR 039). Marking one takes it
// off that list, and with it the row that would say what was done: the page says it above the list.
// The console's clock is moved to the day after the demo for this browser only (the ilimi-test-now
// cookie, ADR 051), so the test meets the case at any hour, not only just after midnight.

const server = bookingServerForSuite({ ILIMI_TEST_ROUTES: "1" });
for (const [n, viewport] of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
].entries())
  test(`a presenter marks an earlier day's demo held and is told so, though it leaves the list, at ${viewport.width} px`, async ({
    browser,
  }) => {
    // Two tests may share the suite's server: each its own visitor and its own time.
    const lastName = `Earlier${viewport.width}`;
    const visitorName = `Ada ${lastName}`;
    const { token, slots } = await requestDemo(server.url, uniqueEmail("earlier-demo"), { lastName });
    const slot = slots[n]!;
    expect((await postBooking(server.url, token, slot)).status).toBe(303);

    const [name, value] = (await account(server, uniqueEmail("today-admin"), "admin")).split("=") as [string, string];
    const context = await browser.newContext({ viewport });
    const dayAfter = new Date(Date.parse(slot) + 24 * 60 * 60_000).toISOString();
    await context.addCookies([
      { name, value, url: server.url },
      { name: "ilimi-test-now", value: dayAfter, url: server.url },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.url}/sales/today`);
    await expect(page.getByRole("heading", { level: 1, name: consoleCopy.today.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: consoleCopy.today.earlierHeading })).toBeVisible();
    if (process.env.CONSOLE_SHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/today-${viewport.width}.png`, fullPage: true });

    await page.getByRole("button", { name: outcomeCopy.markHeld(visitorName) }).click();
    // Once the list has been read again without the demo, the page still says what was done.
    await expect(page.getByRole("button", { name: outcomeCopy.markHeld(visitorName) })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: outcomeCopy.savedHeld })).toBeVisible();
    if (process.env.CONSOLE_SHOTS)
      await page.screenshot({
        path: `${process.env.CONSOLE_SHOTS}/today-marked-${viewport.width}.png`,
        fullPage: true,
      });
    await context.close();
  });
