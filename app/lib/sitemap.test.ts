import { describe, expect, it } from "vitest";
import { articles } from "~/content/articles.server";
import { serverRenderedPaths, staticPaths } from "~/content/pages";
import { bilingualEntries, canonicalPath, robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists each canonical page once: /demo is /contact, sub-paths of /solutions and /modules are their page", () => {
    const entries = sitemapEntries([
      "/",
      "/contact",
      "/demo",
      "/solutions",
      "/solutions/support",
      "/modules",
      "/modules/fees",
      "/pricing",
    ]);
    expect(entries.map((e) => e.path)).toEqual(["/", "/contact", "/solutions", "/modules", "/pricing"]);
    expect(canonicalPath("/modules/fees")).toBe("/modules");
    expect(canonicalPath("/modulesx")).toBe("/modulesx");
  });

  it("dates articles with their publication date", () => {
    const entries = sitemapEntries(
      ["/resources", "/resources/guides/a"],
      [{ path: "/resources/guides/a", date: "2026-11-17" }],
    );
    expect(entries).toEqual([{ path: "/resources" }, { path: "/resources/guides/a", lastmod: "2026-11-17" }]);
  });

  it("writes absolute URLs on the site's origin, escaped", () => {
    const xml = sitemapXml("https://ilimi.example", [{ path: "/" }, { path: "/a&b", lastmod: "2026-01-02" }]);
    expect(xml).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://ilimi.example/</loc></url>");
    expect(xml).toContain("<url><loc>https://ilimi.example/a&amp;b</loc><lastmod>2026-01-02</lastmod></url>");
  });

  it("covers every prerendered and server-rendered page and every article, from the prerender list", () => {
    const paths = sitemapEntries([...staticPaths, ...serverRenderedPaths], articles).map((e) => e.path);
    for (const a of articles) expect(paths).toContain(a.path);
    for (const path of ["/", "/contact", "/resources", "/resources/case-studies", "/resources/webinars"])
      expect(paths).toContain(path);
    expect(paths).not.toContain("/demo");
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("the sitemap's two editions", () => {
  it("lists each page in English and in French, each naming both and English as the default", () => {
    const entries = bilingualEntries(sitemapEntries(["/", "/demo", "/modules/fees", "/pricing"]));
    expect(entries.map((e) => e.path)).toEqual([
      "/",
      "/fr",
      "/contact",
      "/fr/contact",
      "/modules",
      "/fr/modules",
      "/pricing",
      "/fr/pricing",
    ]);
    const xml = sitemapXml("https://ilimi.example", entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://ilimi.example/fr/pricing</loc><xhtml:link rel="alternate" hreflang="en-NG" href="https://ilimi.example/pricing"/><xhtml:link rel="alternate" hreflang="fr" href="https://ilimi.example/fr/pricing"/><xhtml:link rel="alternate" hreflang="x-default" href="https://ilimi.example/pricing"/></url>',
    );
  });

  it("keeps SPEC section 2's canonical rule in French", () => {
    expect(canonicalPath("/fr/demo")).toBe("/fr/contact");
    expect(canonicalPath("/fr/solutions/support")).toBe("/fr/solutions");
    expect(canonicalPath("/fr")).toBe("/fr");
  });
});

describe("robots.txt", () => {
  it("allows everything but the test route and points to the sitemap", () => {
    expect(robotsTxt("https://ilimi.example")).toBe(
      "User-agent: *\nDisallow: /__test/\nDisallow: /sales\n\nSitemap: https://ilimi.example/sitemap.xml\n",
    );
  });
});
