import { join } from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "../support/browser-test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { parse, type HTMLElement } from "node-html-parser";
import { pathWithoutLocale } from "../../app/content/locale";

// What a search engine sees: starting from the home page, follow every internal link breadth-first.
// Every page must answer 200 with a real page, match the sitemap, have its own title and
// description, carry its link-preview tags, and validate.
//
// HTML validation uses .htmlvalidate.json: html-validate:recommended, minus rules that only judge
// how React serialises HTML, not what the page says:
// - void-style, attr-case, attribute-boolean-style: React writes <meta/>, charSet="utf-8" and
//   required=""; each is valid HTML, only a different spelling of the same thing.
// - no-inline-style: Radix positions the header's menus with style attributes (the CSP allows
//   style attributes for that reason, server/security-headers.ts).
// and with three rules tuned rather than dropped:
// - valid-id relaxed: React's useId ids (_R_…_) and streaming markers (S:0) are valid HTML ids.
// - aria-label-misuse allowAnyNamable: naming a list (<ul aria-label>) is allowed by ARIA; naming
//   a <div> or <span> still fails.
// - tel-non-breaking: a phone number may instead sit in an element with whitespace-nowrap.

type Page = {
  path: string;
  status: number;
  contentType: string;
  html?: string;
  root?: HTMLElement;
  /** Where the crawl first found a link to it. */
  from: string;
};

type Crawl = { pages: Map<string, Page>; failures: string[] };

const notFoundHeading = "Oops! Page not found";

/** An internal link's path and query, or null for other sites, mailto:, tel: and same-page anchors. */
function internalTarget(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  return href.split("#")[0] || null;
}

async function crawl(api: APIRequestContext): Promise<Crawl> {
  const pages = new Map<string, Page>();
  const failures: string[] = [];
  const queue: { target: string; from: string }[] = [{ target: "/", from: "(start)" }];
  const queued = new Set(["/"]);

  while (queue.length > 0) {
    const { target, from } = queue.shift()!;
    const response = await api.get(target, { maxRedirects: 0 });
    const contentType = response.headers()["content-type"] ?? "";
    const page: Page = { path: target, status: response.status(), contentType, from };
    pages.set(target, page);
    if (!contentType.includes("text/html")) continue;

    page.html = await response.text();
    page.root = parse(page.html);
    for (const a of page.root.querySelectorAll("a[href]")) {
      const next = internalTarget(a.getAttribute("href") ?? "");
      if (next && !queued.has(next)) {
        queued.add(next);
        queue.push({ target: next, from: target });
      }
    }
  }

  for (const page of pages.values()) {
    const h1 = page.root?.querySelector("h1")?.text.trim();
    if (page.status !== 200) failures.push(`${page.path} answers ${page.status} (linked from ${page.from})`);
    else if (h1 === notFoundHeading) failures.push(`${page.path} shows the not-found page (linked from ${page.from})`);
  }
  return { pages, failures };
}

const pathOf = (url: string) => new URL(url, "http://x").pathname;
const canonicalOf = (page: Page) => {
  const href = page.root?.querySelector('link[rel="canonical"]')?.getAttribute("href");
  return href ? pathOf(href) : undefined;
};
const metaContent = (page: Page, selector: string) =>
  page.root?.querySelector(selector)?.getAttribute("content")?.trim();

test.describe("a search engine crawling the site from its home page", () => {
  // In order, in one worker: the crawl is done once and each test reads it.
  test.describe.configure({ mode: "default", timeout: 180_000 });

  let api: APIRequestContext;
  let result: Crawl;
  /** The crawled HTML pages that answered 200 with a real page. */
  let realPages: Page[];

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(180_000);
    api = await playwrightRequest.newContext({ baseURL });
    result = await crawl(api);
    realPages = [...result.pages.values()].filter(
      (p) => p.status === 200 && p.root && p.root.querySelector("h1")?.text.trim() !== notFoundHeading,
    );
  });

  test.afterAll(async () => {
    await api?.dispose();
  });

  test("finds a real page behind every internal link", () => {
    expect(result.pages.size).toBeGreaterThan(10);
    expect(result.failures, `Links without a page:\n${result.failures.join("\n")}`).toEqual([]);
  });

  test("finds the same pages as the sitemap lists, and can reach every one of them", async () => {
    const sitemap = await api.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!));
    expect(new Set(listed).size, "the sitemap lists each page once").toBe(listed.length);

    // Pages sharing a canonical URL are one page (/demo is /contact, /modules/fees is /modules),
    // and /demo?size=small is /demo: compare canonical paths.
    const crawled = new Set(
      realPages
        .filter((p) => metaContent(p, 'meta[name="robots"]') !== "noindex")
        .map((p) => canonicalOf(p) ?? pathOf(p.path)),
    );
    const missingFromSitemap = [...crawled].filter((path) => !listed.includes(path));
    const notLinked = listed.filter((path) => !crawled.has(path));
    expect(missingFromSitemap, "crawled pages the sitemap does not list").toEqual([]);
    expect(notLinked, "sitemap pages no link leads to").toEqual([]);

    const unreachable: string[] = [];
    for (const path of listed) {
      const response = await api.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) unreachable.push(`${path}: ${response.status()}`);
    }
    expect(unreachable).toEqual([]);
  });

  test("finds a unique title and description on every page", () => {
    const byCanonical = new Map<string, Page>();
    for (const page of realPages) {
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

  test("finds link-preview tags and structured data on every page, with an image that exists", async () => {
    const problems: string[] = [];
    const images = new Set<string>();
    for (const page of realPages) {
      for (const selector of [
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[property="og:url"]',
        'meta[property="og:image"]',
        'meta[name="twitter:card"]',
      ]) {
        if (!metaContent(page, selector)) problems.push(`${page.path}: no ${selector}`);
      }
      if (metaContent(page, 'meta[name="twitter:card"]') !== "summary_large_image")
        problems.push(`${page.path}: twitter:card is not summary_large_image`);
      const image = metaContent(page, 'meta[property="og:image"]');
      if (image) images.add(pathOf(image));

      const blocks = page.root!.querySelectorAll('script[type="application/ld+json"]');
      const types = blocks.flatMap((block) => {
        try {
          const data = JSON.parse(block.text) as { "@graph"?: { "@type": string }[]; "@type"?: string };
          return (data["@graph"] ?? [data]).map((item) => item["@type"]);
        } catch {
          problems.push(`${page.path}: JSON-LD that is not JSON`);
          return [];
        }
      });
      if (!types.includes("Organization")) problems.push(`${page.path}: no Organization JSON-LD`);
      // Nested by its canonical URL: /modules/fees is the /modules page; /fr/pricing is as nested as /pricing.
      if (
        pathWithoutLocale(new URL(canonicalOf(page) ?? page.path, "http://x").pathname)
          .split("/")
          .filter(Boolean).length >= 2 &&
        !types.includes("BreadcrumbList")
      ) {
        problems.push(`${page.path}: nested page without BreadcrumbList JSON-LD`);
      }
    }
    for (const image of images) {
      const response = await api.get(image);
      if (response.status() !== 200 || response.headers()["content-type"] !== "image/png")
        problems.push(`${image}: ${response.status()} ${response.headers()["content-type"]}`);
    }
    expect(problems).toEqual([]);
  });

  test("finds HTML that validates on every page", async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    // One problem in a shared component shows on every page: group by rule, message and element.
    const problems = new Map<string, Set<string>>();
    const crawledPaths = new Set([...result.pages.keys()].map(pathOf));
    // A query string (/demo?size=small) renders the same template as its path: validate the path.
    const pages = [...result.pages.values()].filter(
      (p) => p.html && (!p.path.includes("?") || !crawledPaths.has(p.path.split("?")[0]!)),
    );
    for (const page of pages) {
      // A file name under the repository, so the loader finds .htmlvalidate.json at its root.
      const file = join(process.cwd(), "crawl", page.path === "/" ? "index" : page.path, "index.html");
      const report = await validator.validateString(page.html!, file);
      for (const m of report.results.flatMap((r) => r.messages)) {
        const key = `${m.ruleId}: ${m.message} (${(m.selector ?? `line ${m.line}`).replace(/_R_\w+_/g, "*")})`;
        problems.set(key, (problems.get(key) ?? new Set<string>()).add(page.path));
      }
    }
    const errors = [...problems].map(([problem, set]) => {
      const paths = [...set];
      return `${problem} on ${paths.length} page(s): ${paths.slice(0, 5).join(", ")}${paths.length > 5 ? ", …" : ""}`;
    });
    expect(errors, errors.join("\n")).toEqual([]);
  });

  test("finds a robots.txt that points to the sitemap", async () => {
    const robots = await api.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });
});
