import type { MetaDescriptor } from "react-router";
import { copyIn } from "~/content/catalogue";
import { editionRecord, indexedEditions } from "~/content/editions";
import { localizePath, type Locale } from "~/content/locale";
import { site } from "~/content/site";
import {
  absoluteUrl,
  articleLd,
  breadcrumbListLd,
  webPageLd,
  jsonLdGraph,
  organizationLd,
  webSiteLd,
  type Crumb,
  type JsonLd,
} from "~/lib/structured-data";

type PageMeta = {
  title: string;
  description: string;
  /** The canonical path of the page in English, e.g. "/modules"; each edition adds its prefix. */
  path: string;
  /** The edition the page is in (its URL's): canonical, alternates, og:locale and JSON-LD follow it. */
  locale?: Locale;
  noindex?: boolean;
  /** The trail for BreadcrumbList; by default derived from the path and the menus' labels. */
  breadcrumbs?: Crumb[];
  /** Makes the page an Article for Open Graph and JSON-LD. */
  article?: { datePublished: string; author: string; tags: readonly string[]; section: string };
  /** "default" when the page has no prerendered image of its own (scripts/og-images.mjs). */
  image?: "page" | "default";
};

const ogImageSize = { width: 1200, height: 630 } as const;

/** Where scripts/og-images.mjs writes a page's Open Graph image: "/" → /og/home.png, "/a/b" → /og/a/b.png. */
export function ogImagePath(path: string): string {
  return path === "/" ? "/og/home.png" : `/og/${path.replace(/^\/+|\/+$/g, "")}.png`;
}

/** Open Graph's locale of each edition. */
const ogLocale = editionRecord((e) => e.ogLocale);

/** The label the menus give a path ("/resources/blog" → "Blog"), if they link it. */
function menuLabel(path: string, locale: Locale): string | undefined {
  for (const menu of copyIn(locale, "navigation").mainMenus) {
    if (menu.href === path) return menu.label;
    const link = menu.links.find((l) => l.href === path);
    if (link) return link.label;
  }
  return undefined;
}

function segmentLabel(path: string): string {
  const segment = path.split("/").pop() ?? "";
  return segment.charAt(0).toUpperCase() + segment.slice(1).replace(/-/g, " ");
}

/** Home, then each ancestor, then the page: only for nested pages (two segments or more). */
export function defaultBreadcrumbs(path: string, pageName: string, locale: Locale = "en"): Crumb[] | undefined {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return undefined;
  const ancestors = segments.slice(0, -1).map((_, i) => {
    const ancestor = `/${segments.slice(0, i + 1).join("/")}`;
    return { name: menuLabel(ancestor, locale) ?? segmentLabel(ancestor), path: ancestor };
  });
  return [
    { name: copyIn(locale, "breadcrumbs").homeCrumb.label, path: "/" },
    ...ancestors,
    { name: menuLabel(path, locale) ?? pageName, path },
  ];
}

/** The title without the site's name ("Guides | Ilimi", "Ilimi | The education ERP…"), for breadcrumbs and alt text. */
function shortTitle(title: string): string {
  return title.replace(/\s+\|\s+Ilimi( ERP)?$/, "").replace(/^Ilimi( ERP)?\s+\|\s+/, "");
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags, and JSON-LD (Organization
 * and WebPage on every page, WebSite on the home page, BreadcrumbList on nested pages,
 * Article on articles), all from a page's content. URLs are built from site.siteUrl, which
 * PUBLIC_SITE_URL sets at build time: prerendered pages cannot know the runtime host.
 */
export function pageMeta({
  title,
  description,
  path,
  locale = "en",
  noindex,
  breadcrumbs,
  article,
  image = "page",
}: PageMeta): MetaDescriptor[] {
  const own = localizePath(locale, path);
  const url = absoluteUrl(own);
  const imageUrl = `${site.siteUrl}${image === "default" ? "/og/default.png" : ogImagePath(own)}`;
  const imageAlt = shortTitle(title);

  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: site.name },
    // Every indexed edition names the others (and English as the default), symmetric on every page (issue #19).
    ...indexedEditions.map((e) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: e.htmlLang,
      href: absoluteUrl(localizePath(e.code, path)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
    { property: "og:locale", content: ogLocale[locale] },
    ...indexedEditions
      .filter((e) => e.code !== locale)
      .map((e) => ({ property: "og:locale:alternate", content: e.ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (article) {
    meta.push({ property: "article:published_time", content: article.datePublished });
    meta.push({ property: "article:section", content: article.section });
    for (const tag of article.tags) meta.push({ property: "article:tag", content: tag });
  }
  if (noindex) meta.push({ name: "robots", content: "noindex" });

  const graph: JsonLd[] = [organizationLd(locale), webPageLd({ title, description, path: own, locale })];
  if (path === "/") graph.push(webSiteLd(locale));
  const trail = breadcrumbs ?? defaultBreadcrumbs(path, shortTitle(title), locale);
  if (trail) graph.push(breadcrumbListLd(trail.map((c) => ({ ...c, path: localizePath(locale, c.path) }))));
  if (article)
    graph.push(articleLd({ title: shortTitle(title), description, path: own, image: imageUrl, locale, ...article }));
  meta.push({ "script:ld+json": jsonLdGraph(graph) });
  return meta;
}
