import { consoleCopy } from "../../app/content/sales-console";
import { outcomeCopy } from "~/content/sales-console-outcome";
import { postBooking, requestDemo } from "../support/booking";
import { bookingServerForSuite } from "../support/booking-browser";
import { expect, test } from "../support/browser-test";
import { account } from "../support/console";
import { moveBooking, sqlOn } from "../support/reminder-server";
import { uniqueEmail } from "../support/leads";

// Today's demos lists the earlier days' demos nobody has marked yet (ADR 039). Marking one takes it
// off that list, and with it the row that would say what was done: the page says it above the list.
// The demo is moved to the same time yesterday in the server's database, as the other booking tests
// move a booking's clock (ADR 051 keeps the console's test clock off bookings), so the test meets
// the case at any hour, not only just after midnight.

const server = bookingServerForSuite();
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
    const email = uniqueEmail("earlier-demo");
    const { token, slots } = await requestDemo(server.url, email, { lastName });
    // Its own time too: the two widths may run at once on the suite's server.
    expect((await postBooking(server.url, token, slots[n]!)).status).toBe(303);
    const sql = sqlOn(server.dataDir);
    const [booking] = sql(
      "select b.id from bookings b join demo_requests d on d.id = b.demo_request_id where d.email = ?",
      email,
    );
    moveBooking(sql, booking!.id, new Date(Date.now() - 24 * 60 * 60_000));

    const [name, value] = (await account(server, uniqueEmail("today-admin"), "admin")).split("=") as [string, string];
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name, value, url: server.url }]);
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
