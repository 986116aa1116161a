import { expect, test, type Page } from "../support/browser-test";
import { readable } from "../support/readable-text";
import { pseudo, pseudoProblems } from "../support/pseudo-copy-check";
import { sweep, templatePages } from "../support/screen-templates";
import { editionPaths } from "../support/site-pages";
import { localizePath } from "../../app/content/locale";

// Issue #24, ADR 045: the pseudo-localised edition (/xx) proves that every word on every public page
// comes from the catalogue (a hard-coded string shows up unmarked) and that longer text does not
// break the layout at 390 px. The suite's own server mounts it from the one production build, as it
// runs in test mode (ADR 086). Every page's words, the server's refusals and a production server's
// lack of /xx are read without a browser (tests/integration/site-editions.test.ts); here, with
// JavaScript on, one page per screen template (every page with FULL_SWEEP=1) also fits a phone.

const paths = sweep(
  editionPaths("xx"),
  [...templatePages, "/booking/later", "/newsletter/confirm", "/__test/error"].map((path) => localizePath("xx", path)),
);

async function problemsOn(page: Page, where: string): Promise<string[]> {
  const lang = await page.locator("html").getAttribute("lang");
  return pseudoProblems(where, lang, await readable(page, pseudo.htmlLang));
}

test.describe("the pseudo edition at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of paths) {
    test(`${path} shows only catalogue copy with its scripts running, and fits a 390 px phone`, async ({ page }) => {
      await page.goto(path);
      const problems = await problemsOn(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${path}: ${overflow} px wider than a 390 px phone`);
      expect(problems).toEqual([]);
    });
  }
});
