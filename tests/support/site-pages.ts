import { rmSync } from "node:fs";
import { localizePath, type Locale } from "../../app/content/locale";
import { serverRenderedPaths, staticPaths } from "../../app/content/pages";
import { startServer, type RunningServer } from "./start-server";

// The public pages of each edition, known when the tests are collected, so the whole-site checks
// (tests/integration/site-*.test.ts) are one test per page; and one server that answers them, in
// test mode as the browser suite's is (playwright.config.ts), each page fetched once per file.

/** The sitemap's pages (its English entries; each edition has the same slugs). */
export const sitemapPaths: string[] = [...staticPaths, ...serverRenderedPaths];

/** Pages a visitor reaches by a link or by mistake, beyond the sitemap's. */
const linkedPaths = [
  "/demo",
  "/no-such-page",
  "/booking/book",
  "/booking/manage",
  "/booking/cancel",
  "/booking/reschedule",
  "/booking/later",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/__test/error",
];

/** Every page of an edition a visitor can reach: the sitemap's and the linked ones. */
export function editionPaths(locale: Locale): string[] {
  return [...new Set([...sitemapPaths, ...linkedPaths].map((path) => localizePath(locale, path)))];
}

type Fetched = { status: number; contentType: string; html: string };

export type Site = {
  server: RunningServer;
  /** The page's answer, fetched once (no redirect followed). */
  get: (path: string) => Promise<Fetched>;
  stop: () => Promise<void>;
};

/** A test-mode server (/__test/error, the pseudo edition), or with `env` another one. */
export async function startSite(env: Record<string, string> = { ILIMI_TEST_ROUTES: "1" }): Promise<Site> {
  const server = await startServer({ RATE_LIMIT_DISABLED: "1", FORM_MIN_FILL_MS: "0", LOG_LEVEL: "error", ...env });
  const answers = new Map<string, Promise<Fetched>>();
  const get = (path: string) => {
    let answer = answers.get(path);
    if (!answer) {
      answer = fetch(`${server.url}${path}`, { redirect: "manual" }).then(async (response) => ({
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        html: await response.text(),
      }));
      answers.set(path, answer);
    }
    return answer;
  };
  return {
    server,
    get,
    stop: async () => {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}
