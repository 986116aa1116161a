import { articles } from "~/content/articles.server";
import { serverRenderedPaths, staticPaths } from "~/content/pages";
import { site } from "~/content/site";
import { bilingualEntries, sitemapEntries, sitemapXml } from "~/lib/sitemap";

// A resource route: every canonical page of the prerender list, the server-rendered pages and the
// articles. Rendered per request (cheap, and cached an hour) rather than prerendered, because the
// prerender list (staticPaths) is also the list of HTML pages other checks visit.
export function loader() {
  const body = sitemapXml(
    site.siteUrl,
    bilingualEntries(sitemapEntries([...staticPaths, ...serverRenderedPaths], articles)),
  );
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
