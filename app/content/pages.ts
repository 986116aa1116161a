import { articlePaths } from "./article-index";
import { moduleSummaries } from "./modules";
import { resourcePaths } from "./resources";
import { editionList } from "./editions";
import { localizePath } from "./locale";

// Every path known at build time: these are prerendered, and listed in /sitemap.xml (app/routes/sitemap.xml.ts).
// Relative imports only: react-router.config.ts loads this file outside Vite's aliases.
export const staticPaths: string[] = [
  "/",
  "/solutions",
  "/solutions/implementation",
  "/solutions/support",
  "/modules",
  ...moduleSummaries.map((m) => `/modules/${m.slug}`),
  "/pricing",
  "/industries",
  "/industries/universities",
  "/industries/colleges",
  "/industries/schools",
  "/industries/training",
  "/company",
  "/company/about",
  "/company/careers",
  "/company/partners",
  "/accessibility",
  "/privacy",
  "/terms",
  "/cookies",
  // /resources, its four lists, and one page per Markdown file in app/content/articles.
  ...resourcePaths,
  ...articlePaths,
];

// /contact and /demo are rendered per request, not prerendered: their demo form carries a signed
// timestamp the server issues when it serves the page (the minimum fill time of
// app/guards/form.server.ts), and a timestamp baked in at build time would be stale.
// They are public pages all the same: sitemaps list them from here (/demo's canonical is /contact).
export const serverRenderedPaths: string[] = ["/contact"];

/**
 * Every other edition's copy of the pages above, at the same slugs under its prefix (/fr: issue #19,
 * ADR 023, ADR 045). The English lists stay the sitemap's (each entry names its alternates) and the
 * checks' list of English pages; this is what the build prerenders in the other editions.
 */
export const otherEditionStaticPaths: string[] = editionList
  // Never the pseudo edition's: a test server renders it per request (ADR 086).
  .filter((e) => e.prefix && !e.pseudo)
  .flatMap((e) => staticPaths.map((path) => localizePath(e.code, path)));
