import { expect, test as base, type Page, type Response } from "@playwright/test";
import { pageContract } from "../../app/components/page.contract";

export { expect };
export type { APIRequestContext, Page } from "@playwright/test";
export { request } from "@playwright/test";

/**
 * The page's script starts after the load event (ADR 026), so `page.goto` can return while the
 * page still behaves as it does without JavaScript. The page script (or, on the sales console,
 * React's root) marks `<html data-interactive>` once its behaviours have attached; with JavaScript on, navigating waits for that mark so a test clicks the
 * real thing, not the fallback.
 */
export async function waitUntilInteractive(page: Page) {
  await page.locator(`html${pageContract.interactive.selector}`).waitFor({ state: "attached" });
}

async function settle(page: Page, response: Response | null) {
  const isPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
  if (isPage) await waitUntilInteractive(page);
  return response;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => settle(page, await goto(url, options));
      page.reload = async (options) => settle(page, await reload(options));
    }
    await provide(page);
  },
});
