import "../support/quiet-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frenchProblems } from "../support/french-copy-check";
import { englishCatalogueStrings, visibleText } from "../support/french-edition";
import { readHtml } from "../support/html-text";
import { builtServerAvailable } from "../support/demo-form";
import { pseudo, pseudoProblems } from "../support/pseudo-copy-check";
import { localizePath } from "../../app/content/locale";
import { canonicalOf, pageAlternates, sitemap, switcherHrefs } from "../support/hreflang";
import { editionPaths, sitemapPaths, startSite, type Site } from "../support/site-pages";

// Every page of every edition, read without a browser (issue #42; these were whole-site crawls in
// Chromium): no English and no typographic slip on a French page (issue #29, the HTML a visitor
// without JavaScript gets; tests/e2e/french-crawl.spec.ts keeps one page per screen template with
// JavaScript on), no copy from the English catalogue and no link out of the French edition, and no
// word that escaped the pseudo edition (ADR 045) on any /xx page, which the one production build
// serves in test mode only (ADR 086). One test per page, so the count says how much was read.

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Site editions");

/** The links and forms on a French page that leave the French edition (the switcher's excepted). */
function waysOut(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<a [^>]*>/g)) {
    const href = /href="([^"]*)"/.exec(tag)?.[1];
    if (!href?.startsWith("/") || href.startsWith("//") || /data-language-switcher|hrefLang="en-NG"/.test(tag))
      continue;
    if (href !== "/fr" && !/^\/fr[/?#]/.test(href)) found.push(`link to ${href}`);
  }
  for (const [tag] of html.matchAll(/<form [^>]*>/g)) {
    const action = /action="([^"]*)"/.exec(tag)?.[1];
    if (action?.startsWith("/") && !action.startsWith("/fr")) found.push(`form posts to ${action}`);
  }
  return found;
}

describe.skipIf(!built)("every page of each edition, as the server sends it", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.stop());

  describe("the French edition", () => {
    const english = englishCatalogueStrings();

    it.each(editionPaths("fr"))("%s shows no word of English and no typographic slip", async (path) => {
      const { html } = await site.get(path);
      const page = readHtml(html, "fr");
      const problems = page.lang === "fr" ? [] : [`<html lang="${page.lang}">`];
      for (const text of page.texts) problems.push(...frenchProblems(path, text));
      expect(problems).toEqual([]);
    });

    it("the check finds English and slips in any part people read", async () => {
      const { html } = await site.get("/fr/pricing");
      for (const part of ["<p>Ask your team</p>", '<img alt="Read the guide" src="/x.png">', "<p>Prix : 10 €</p>"]) {
        const page = readHtml(html.replace("</main>", `${part}</main>`), "fr");
        expect(page.texts.flatMap((text) => frenchProblems("planted", text)).length, part).toBeGreaterThan(0);
      }
    });

    it.each(editionPaths("fr"))(
      "%s shows no copy from the English catalogue and no link out of the French edition",
      async (path) => {
        expect(english.length).toBeGreaterThan(200);
        const { html } = await site.get(path);
        const text = visibleText(html);
        const problems = english.filter((s) => text.includes(s)).map((s) => `English text «${s}»`);
        expect([...problems, ...waysOut(html)]).toEqual([]);
      },
    );
  });

  describe("hreflang, the sitemap and the switcher", () => {
    it("the sitemap lists every page in both editions, each naming both and English as the default", async () => {
      const entries = sitemap((await site.get("/sitemap.xml")).html);
      const paths = new Set(entries.map((e) => e.path));
      expect(entries.length).toBeGreaterThan(40);
      for (const { path, alternates } of entries) {
        expect(Object.keys(alternates).sort(), path).toEqual(["en-NG", "fr", "x-default"]);
        expect(paths.has(alternates["en-NG"]!), path).toBe(true);
        expect(paths.has(alternates.fr!), path).toBe(true);
        expect(alternates["x-default"]).toBe(alternates["en-NG"]);
        // Symmetric: the other edition's entry names the same pair.
        const twin = entries.find((e) => e.path === (path === alternates.fr ? alternates["en-NG"] : alternates.fr));
        expect(twin?.alternates, path).toEqual(alternates);
      }
    });

    it.each([...sitemapPaths, ...sitemapPaths.map((p) => localizePath("fr", p))])(
      "%s: the switcher leads to the same page in the other edition and back, and its hreflang is the sitemap's",
      async (path) => {
        const entry = sitemap((await site.get("/sitemap.xml")).html).find((e) => e.path === path);
        const { status, html } = await site.get(path);
        expect(status).toBe(200);
        // A page the sitemap lists under its canonical address (/modules/fees is /modules) is checked there.
        if (!entry)
          return expect(canonicalOf(html), "a page the sitemap leaves out has another canonical").not.toBe(path);
        const other = path === entry.alternates.fr ? entry.alternates["en-NG"]! : entry.alternates.fr!;
        // The header has one for wide screens and one beside the phone menu; the footer one more.
        expect(switcherHrefs(html)).toEqual([other, other, other]);
        expect(pageAlternates(html)).toEqual(entry.alternates);
        expect(switcherHrefs((await site.get(other)).html), other).toEqual([path, path, path]);
      },
    );
  });

  describe("the pseudo edition", () => {
    it.each(editionPaths("xx"))("%s shows only catalogue copy", async (path) => {
      const { html } = await site.get(path);
      const page = readHtml(html, pseudo.htmlLang);
      expect(pseudoProblems(path, page.lang, page.texts)).toEqual([]);
    });

    it("the check finds an unmarked word in any part people read: text, title, alt, aria-label, placeholder", async () => {
      const { html } = await site.get("/xx/pricing");
      expect(
        pseudoProblems("/xx/pricing", readHtml(html, pseudo.htmlLang).lang, readHtml(html, pseudo.htmlLang).texts),
      ).toEqual([]);
      const planted = [
        "<p>Hard-coded</p>",
        '<span title="Tooltip">·</span>',
        '<img alt="Portrait" src="/x.png">',
        '<button aria-label="Close">×</button>',
        '<input placeholder="Search">',
        "<template><p>Later</p></template>",
      ];
      for (const part of planted) {
        const page = readHtml(html.replace("</main>", `${part}</main>`), pseudo.htmlLang);
        expect(pseudoProblems("planted", page.lang, page.texts), part).toHaveLength(1);
      }
    });

    it("the server's answers to a refused demo form in the pseudo edition are catalogue copy", async () => {
      const { url } = site.server;
      const post = (path: string, init: RequestInit) =>
        fetch(`${url}${path}`, { method: "POST", redirect: "manual", ...init });
      const form = (body: string, origin: string) => ({
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      // The summary of a form the server refuses (nothing filled in: a browser's checks are bypassed).
      const refused = await post("/xx/demo", form("firstName=", url));
      // The server's own refusal pages: a foreign origin (403) and a body that is not a form (415).
      const foreign = await post("/xx/demo", form("firstName=Awa", "http://evil.example"));
      const json = await post("/xx/contact", {
        headers: { Origin: url, "Content-Type": "application/json" },
        body: JSON.stringify({ firstName: "Awa" }),
      });
      expect([refused.status, foreign.status, json.status]).toEqual([400, 403, 415]);
      const problems: string[] = [];
      for (const [where, response] of [
        ["/xx/demo refused", refused],
        ["refusal 403", foreign],
        ["refusal 415", json],
      ] as const) {
        const page = readHtml(await response.text(), pseudo.htmlLang);
        problems.push(...pseudoProblems(where, page.lang, page.texts));
      }
      expect(problems).toEqual([]);
    });
  });
});

describe.skipIf(!built)("a server not in test mode", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({});
  });
  afterAll(() => site?.stop());

  it("serves no pseudo edition: /xx is not found, in English, and the sitemap never names it", async () => {
    for (const path of ["/xx", "/xx/pricing", "/xx/demo"]) {
      const { status, html } = await site.get(path);
      expect(status, path).toBe(404);
      expect(readHtml(html, "en").lang, path).toBe("en-NG");
      expect(html, path).toContain("Oops! Page not found");
    }
    const refused = await fetch(`${site.server.url}/xx/demo`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=",
    });
    const unknown = await fetch(`${site.server.url}/no-such-form`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=",
    });
    // Not a demo request refused (400): a post to a path the site does not have.
    expect(refused.status).toBe(unknown.status);
    expect((await site.get("/sitemap.xml")).html).not.toContain("/xx");
  });
});
