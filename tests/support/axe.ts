import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * WCAG 2.2 AA violations axe finds on the page as it stands, one line each: as Lighthouse and axe
 * see a page cold, without scrolling or restyling it first (issue #17; nothing is skipped by
 * `content-visibility` any more, ADR 018).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A console list dims while its next answer loads (aria-busy): the address changes before React
  // renders the answer in a transition, so a test that waited for the address could otherwise
  // judge the dimmed, stale list (CI: "looked automated 390"). Judge the page at rest. Works in
  // the integration suites too (Playwright as a library, no test runner's expect).
  // Bounded, so a list that never settles fails here by name rather than as the test's timeout.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 })
    .catch(() => {
      throw new Error("the page still says it is busy (aria-busy) after 20 s");
    });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // One axe.run in the page, not a partial run per frame finished in a second, blank page that
    // loads axe's 500 KB again (ADR 090): about half of each pass on a loaded machine. What it
    // gives up is cross-origin frames, and the site draws no frame at all.
    .setLegacyMode()
    .options({
      // Label in name (WCAG 2.5.3, level A) is an experimental rule in axe, off unless asked for;
      // Lighthouse asks for it (it found the picker's days named unlike what they show).
      rules: { "label-content-name-mismatch": { enabled: true } },
      // Every violation with every node, as before; passes and incomplete checks are not read
      // here, so axe need not build a CSS selector for each of the page's thousand nodes.
      resultTypes: ["violations"],
    })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
