import { articlePaths } from "../../app/content/article-index";

// The browser checks every page once for layout and accessibility only when asked (issue #42):
// FULL_SWEEP=1 runs them over every page, as the fuzzers' FUZZ_RUNS digs deeper. Run it before
// resolving anything visual (README, "Tests"). Otherwise each check reads one page of each screen
// template: a template is one route module, so its layout and its page script are the same on
// every page it draws; the words of every page are read without a browser, page by page
// (tests/integration/site-crawl.test.ts, site-editions.test.ts).

const fullSweep = process.env.FULL_SWEEP === "1";

/** One English page per screen template (app/routes.ts). */
export const templatePages = [
  "/",
  "/contact",
  "/demo?size=medium",
  "/solutions",
  "/modules",
  "/pricing",
  "/industries",
  "/industries/universities",
  "/company",
  "/company/about",
  "/accessibility",
  "/privacy",
  "/resources",
  "/resources/guides",
  articlePaths[0]!,
  "/no-such-page",
];

/** Every page when FULL_SWEEP=1, else `templates` (one per screen template). */
export function sweep(every: string[], templates: string[]): string[] {
  return fullSweep ? every : templates;
}
