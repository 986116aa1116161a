// /sitemap.xml and /robots.txt, as pure functions of the prerender list and the articles, so a new
// page or article appears in the sitemap without anyone editing a second list.

export type SitemapEntry = { path: string; lastmod?: string };

/**
 * SPEC section 2: /demo shows the contact page, and every sub-path of /solutions and /modules shows
 * that one page, so their canonical URL is the page's. The sitemap lists canonical URLs only;
 * the crawl test (tests/e2e/crawl.spec.ts) checks this rule against each page's canonical link.
 */
export function canonicalPath(path: string): string {
  if (path === "/demo") return "/contact";
  for (const section of ["/solutions", "/modules"]) {
    if (path.startsWith(`${section}/`)) return section;
  }
  return path;
}

/** One entry per canonical page, in prerender order; articles carry their date as lastmod. */
export function sitemapEntries(paths: readonly string[], dated: readonly { path: string; date: string }[] = []): SitemapEntry[] {
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
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${path === "/" ? "/" : path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  // /__test/ exists only when the server runs browser tests; /sales is the team's console: neither is a page to index.
  return ["User-agent: *", "Allow: /", "Disallow: /__test/", "Disallow: /sales", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
