// /sitemap.xml and /robots.txt, as pure functions of the prerender list and the articles, so a new
// page or article appears in the sitemap without anyone editing a second list.

import { indexedEditions, rootLocale } from "~/content/editions";
import { localeOfPath, localizePath, pathWithoutLocale } from "~/content/locale";

/** `alternates`: the page in each edition (hreflang → path), written as xhtml:link (issue #19). */
export type SitemapEntry = { path: string; lastmod?: string; alternates?: { hreflang: string; path: string }[] };

/**
 * SPEC section 2: /demo shows the contact page, and every sub-path of /solutions and /modules shows
 * that one page, so their canonical URL is the page's. The sitemap lists canonical URLs only;
 * the crawl test (tests/integration/site-crawl.test.ts) checks this rule against each page's canonical link.
 */
export function canonicalPath(path: string): string {
  // The same rule in each edition: /fr/demo is /fr/contact, /fr/modules/fees is /fr/modules.
  const locale = localeOfPath(path);
  const bare = pathWithoutLocale(path);
  if (bare === "/demo") return localizePath(locale, "/contact");
  for (const section of ["/solutions", "/modules"]) {
    if (bare.startsWith(`${section}/`)) return localizePath(locale, section);
  }
  return path;
}

/**
 * Every English entry and its French twin, each naming both editions and x-default (English), so a
 * search engine finds both and pairs them symmetrically.
 */
export function bilingualEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) => {
    const alternates = [
      ...indexedEditions.map((e) => ({ hreflang: e.htmlLang, path: localizePath(e.code, entry.path) })),
      { hreflang: "x-default", path: localizePath(rootLocale, entry.path) },
    ];
    return indexedEditions.map((e) => ({ ...entry, path: localizePath(e.code, entry.path), alternates }));
  });
}

/** One entry per canonical page, in prerender order; articles carry their date as lastmod. */
export function sitemapEntries(
  paths: readonly string[],
  dated: readonly { path: string; date: string }[] = [],
): SitemapEntry[] {
  const dates = new Map(dated.map((d) => [d.path, d.date]));
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const path of paths.map(canonicalPath)) {
    if (seen.has(path)) continue;
    seen.add(path);
    const lastmod = dates.get(path);
    entries.push(lastmod ? { path, lastmod } : { path });
  }
  return entries;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escapeXml(`${siteUrl}${path === "/" ? "/" : path}`);
  const urls = entries.map(({ path, lastmod, alternates = [] }) => {
    const loc = `<loc>${url(path)}</loc>`;
    const links = alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${url(a.path)}"/>`)
      .join("");
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
  });
  const xhtml = entries.some((e) => e.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  // /__test/ exists only when the server runs browser tests; /sales is the team's console: neither is a page to index.
  // No "Allow: /": what is not disallowed is allowed anyway, and a parser that applies the first
  // matching line (not the longest, as RFC 9309 says) would read it before "Disallow: /sales" (ADR 096).
  return ["User-agent: *", "Disallow: /__test/", "Disallow: /sales", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
