import { bookingCopy } from "../../app/content/booking";
import { bookSlot, requestDemo } from "../support/booking";
import { bookingServerForSuite } from "../support/booking-browser";
import { expect, test, type Page } from "../support/browser-test";
import { uniqueEmail } from "../support/leads";

// ADR 073: a booking page cuts the handle of any window another site opened it from
// (Cross-Origin-Opener-Policy), and opens without that header when the browser itself started the
// visit (a link tapped in WhatsApp or a mail app, a bookmark), where no such handle exists and the
// header would only cost a second, cold renderer process.

const server = bookingServerForSuite();

/** The same server under another origin: 127.0.0.1 and localhost are two sites to the browser. */
function otherOrigin(url: string): string {
  const parsed = new URL(url);
  parsed.hostname = parsed.hostname === "localhost" ? "127.0.0.1" : "localhost";
  return parsed.origin;
}

async function bookedManagePage(name: string): Promise<string> {
  const { token, slots } = await requestDemo(server.url, uniqueEmail(name));
  // bookSlot throws on a refused booking: a not-found page has no COOP and would prove nothing.
  return (await bookSlot(server.url, token, slots[0]!)).href;
}

/** Opens `url` in a window `opener` keeps a handle on, and waits until `url` has loaded there. */
async function openFrom(opener: Page, url: string): Promise<void> {
  const popup = opener.waitForEvent("popup");
  await opener.evaluate((target) => {
    (window as unknown as { opened: Window | null }).opened = window.open(target);
  }, url);
  await (await popup).waitForURL((at) => at.pathname === new URL(url).pathname, { waitUntil: "load" });
}

/**
 * Whether the window last opened is still reachable from its opener. A window cut off by COOP reads
 * as closed to its opener, though the visitor still sees it; the opener learns it when the browser
 * has retired the window's first (blank) document, which under load can come after the page's load.
 */
function openerKeepsHandle(opener: Page): Promise<boolean> {
  return opener.evaluate(() => !(window as unknown as { opened: Window }).opened.closed);
}

test("a window another site opened loses its handle on the visitor's booking page", async ({ page }) => {
  const manage = await bookedManagePage("opener");
  await page.goto(`${otherOrigin(server.url)}/pricing`);
  // The control: a public page (no COOP) stays reachable from the window that opened it.
  await openFrom(page, `${server.url}/pricing`);
  expect(await openerKeepsHandle(page)).toBe(true);
  await openFrom(page, manage);
  await expect.poll(() => openerKeepsHandle(page)).toBe(false);
});

test("a booking link opened on its own shows the booking without COOP; the visitor's next step has it", async ({
  page,
}) => {
  const manage = await bookedManagePage("fresh-tab");
  const opened = await page.goto(manage);
  expect(opened!.headers()["cross-origin-opener-policy"]).toBeUndefined();
  expect(opened!.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: bookingCopy.booked.heading })).toBeVisible();

  // A link followed from the page: the page took part, so the next one cuts any handle again.
  const next = page.waitForResponse((response) => new URL(response.url()).pathname === "/booking/reschedule");
  await page.getByRole("link", { name: bookingCopy.booked.reschedule }).click();
  expect((await next).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  await expect(page.getByRole("heading", { level: 1, name: bookingCopy.reschedule.heading })).toBeVisible();
});
