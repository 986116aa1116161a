import "../support/quiet-logs";
import { join } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathWithoutLocale } from "../../app/content/locale";
import { builtServerAvailable } from "../support/demo-form";
import { editionPaths, sitemapPaths, startSite, type Site } from "../support/site-pages";

// What a search engine sees, without a browser (issue #42; it was tests/e2e/crawl.spec.ts): from
// the home page, follow every internal link. Every page answers 200 with a real page, matches the
// sitemap, has its own title and description, carries its link-preview tags, and validates; each
// page is its own test, and a page the crawl reaches that no per-page test reads fails the run.
//
// HTML validation uses .htmlvalidate.json: html-validate:recommended, minus rules that only judge
// how React serialises HTML (void-style, attr-case, attribute-boolean-style: <meta/>, charSet,
// required=""), no-inline-style (the header's menus are positioned by style attributes, which the
// CSP allows for that reason), and three rules tuned: valid-id relaxed (React's _R_…_ ids),
// aria-label-misuse allowAnyNamable (a named list), tel-non-breaking (a number may sit in an
// element with whitespace-nowrap).

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Site crawl");
const notFoundHeading = "Oops! Page not found";

type Page = { path: string; status: number; contentType: string; html?: string; root?: HTMLElement; from: string };

const pathOf = (url: string) => new URL(url, "http://x").pathname;
const canonicalOf = (page: Page) => {
  const href = page.root?.querySelector('link[rel="canonical"]')?.getAttribute("href");
  return href ? pathOf(href) : undefined;
};
const metaContent = (page: Page, selector: string) =>
  page.root?.querySelector(selector)?.getAttribute("content")?.trim();
const isRealPage = (p: Page) =>
  p.status === 200 && !!p.root && p.root.querySelector("h1")?.text.trim() !== notFoundHeading;

/** An internal link's path and query, or null for other sites, mailto:, tel: and same-page anchors. */
function internalTarget(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  return href.split("#")[0] || null;
}

async function crawl(site: Site): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  const queue = [{ target: "/", from: "(start)" }];
  const queued = new Set(["/"]);
  while (queue.length > 0) {
    const { target, from } = queue.shift()!;
    const { status, contentType, html } = await site.get(target);
    const page: Page = { path: target, status, contentType, from };
    pages.set(target, page);
    if (!contentType.includes("text/html")) continue;
    page.html = html;
    page.root = parse(html);
    for (const a of page.root.querySelectorAll("a[href]")) {
      const next = internalTarget(a.getAttribute("href") ?? "");
      if (next && !queued.has(next)) {
        queued.add(next);
        queue.push({ target: next, from: target });
      }
    }
  }
  return pages;
}

/** The pages each per-page test reads: every edition's sitemap pages and linked pages. */
const checked = [...editionPaths("en"), ...editionPaths("fr")];
/** The pages that must answer 200 with a real page and carry the tags: the sitemap's, in both editions. */
const listed = [...sitemapPaths, ...sitemapPaths.map((p) => (p === "/" ? "/fr" : `/fr${p}`))];

describe.skipIf(!built)("a search engine crawling the site from its home page", () => {
  let site: Site;
  let pages: Map<string, Page>;
  let validator: HtmlValidate;
  const page = async (path: string): Promise<Page> => {
    const { status, contentType, html } = await site.get(path);
    return { path, status, contentType, html, root: parse(html), from: "(the list)" };
  };

  beforeAll(async () => {
    site = await startSite();
    pages = await crawl(site);
    validator = new HtmlValidate(new FileSystemConfigLoader());
  });
  afterAll(() => site?.stop());

  it("finds a real page behind every internal link", () => {
    expect(pages.size).toBeGreaterThan(10);
    const failures = [...pages.values()]
      .filter((p) => !isRealPage(p) && p.contentType.includes("text/html"))
      .map(
        (p) =>
          `${p.path} answers ${p.status}${p.status === 200 ? " with the not-found page" : ""} (linked from ${p.from})`,
      );
    const other = [...pages.values()].filter((p) => !p.contentType.includes("text/html") && p.status !== 200);
    expect([...failures, ...other.map((p) => `${p.path} answers ${p.status}`)]).toEqual([]);
  });

  it("reads with a per-page test every page the crawl reaches", () => {
    // A query string (/demo?size=small) renders the same template as its path: the path is read.
    const unread = [...pages.values()]
      .filter((p) => p.html && !checked.includes(p.path) && !checked.includes(pathOf(p.path)))
      .map((p) => p.path);
    expect(unread).toEqual([]);
  });

  it("finds the same pages as the sitemap lists, and can reach every one of them", async () => {
    const sitemap = await site.get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.contentType).toContain("application/xml");
    const inSitemap = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!));
    expect(new Set(inSitemap).size, "the sitemap lists each page once").toBe(inSitemap.length);
    expect(
      inSitemap.filter((path) => !listed.includes(path)),
      "sitemap pages no per-page check reads",
    ).toEqual([]);
    // Pages sharing a canonical URL are one page (/demo is /contact): compare canonical paths.
    const crawled = new Set(
      [...pages.values()]
        .filter((p) => isRealPage(p) && metaContent(p, 'meta[name="robots"]') !== "noindex")
        .map((p) => canonicalOf(p) ?? pathOf(p.path)),
    );
    expect(
      [...crawled].filter((path) => !inSitemap.includes(path)),
      "crawled pages the sitemap does not list",
    ).toEqual([]);
    expect(
      inSitemap.filter((path) => !crawled.has(path)),
      "sitemap pages no link leads to",
    ).toEqual([]);
  });

  it("finds a unique title and description on every page", () => {
    const byCanonical = new Map<string, Page>();
    for (const page of [...pages.values()].filter(isRealPage)) {
      const canonical = canonicalOf(page);
      expect(canonical, `${page.path} has a canonical link`).toBeTruthy();
      if (!byCanonical.has(canonical!)) byCanonical.set(canonical!, page);
    }
    const duplicates: string[] = [];
    for (const [what, read] of [
      ["title", (p: Page) => p.root!.querySelector("title")?.text.trim()],
      ["description", (p: Page) => metaContent(p, 'meta[name="description"]')],
    ] as const) {
      const seen = new Map<string, string>();
      for (const [canonical, page] of byCanonical) {
        const value = read(page);
        if (!value) duplicates.push(`${canonical} has no ${what}`);
        else if (seen.has(value)) duplicates.push(`${canonical} repeats the ${what} of ${seen.get(value)}: "${value}"`);
        else seen.set(value, canonical);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it.each(listed)("%s answers 200 with link-preview tags and structured data, its image a PNG", async (path) => {
    const current = await page(path);
    expect(isRealPage(current), `${path} is a real page`).toBe(true);
    const problems: string[] = [];
    for (const selector of [
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:url"]',
      'meta[property="og:image"]',
      'meta[name="twitter:card"]',
    ]) {
      if (!metaContent(current, selector)) problems.push(`no ${selector}`);
    }
    if (metaContent(current, 'meta[name="twitter:card"]') !== "summary_large_image")
      problems.push("twitter:card is not summary_large_image");
    if (!canonicalOf(current)) problems.push("no canonical link");
    const types = current.root!.querySelectorAll('script[type="application/ld+json"]').flatMap((block) => {
      try {
        const data = JSON.parse(block.text) as { "@graph"?: { "@type": string }[]; "@type"?: string };
        return (data["@graph"] ?? [data]).map((item) => item["@type"]);
      } catch {
        problems.push("JSON-LD that is not JSON");
        return [];
      }
    });
    if (!types.includes("Organization")) problems.push("no Organization JSON-LD");
    // Nested by its canonical URL: /modules/fees is the /modules page; /fr/pricing is as nested as /pricing.
    const depth = pathWithoutLocale(canonicalOf(current) ?? path)
      .split("/")
      .filter(Boolean).length;
    if (depth >= 2 && !types.includes("BreadcrumbList")) problems.push("nested page without BreadcrumbList JSON-LD");
    const image = metaContent(current, 'meta[property="og:image"]');
    if (image) {
      const response = await site.get(pathOf(image));
      if (response.status !== 200 || response.contentType !== "image/png")
        problems.push(`${image}: ${response.status} ${response.contentType}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(checked)("%s is HTML that validates", async (path) => {
    const { html, contentType } = await site.get(path);
    expect(contentType).toContain("text/html");
    // A file name under the repository, so the loader finds .htmlvalidate.json at its root.
    const file = join(process.cwd(), "crawl", path === "/" ? "index" : path, "index.html");
    const report = await validator.validateString(html, file);
    const messages = report.results
      .flatMap((r) => r.messages)
      .map((m) => `${m.ruleId}: ${m.message} (${(m.selector ?? `line ${m.line}`).replace(/_R_\w+_/g, "*")})`);
    expect(messages, messages.join("\n")).toEqual([]);
  });

  it("finds a robots.txt that points to the sitemap", async () => {
    const robots = await site.get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.contentType).toContain("text/plain");
    expect(robots.html).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });
});
