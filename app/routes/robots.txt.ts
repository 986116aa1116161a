import { site } from "~/content/site";
import { robotsTxt } from "~/lib/sitemap";

// A resource route pointing crawlers at the sitemap, on the canonical origin (PUBLIC_SITE_URL).
export function loader() {
  return new Response(robotsTxt(site.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
