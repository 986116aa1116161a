import { copyIn } from "~/content/catalogue";
import { indexedEditions } from "~/content/editions";
import { htmlLang, localizePath, type Locale } from "~/content/locale";
import { site } from "~/content/site";

// schema.org JSON-LD for search engines, built only from the facts in app/content (no ratings,
// prices or reviews: the spec gives none). pageMeta() puts it on every page as one @graph.

export type JsonLd = { "@type": string; [key: string]: unknown };
export type Crumb = { name: string; path: string };

export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path === "/" ? "/" : path}`;
}

const organizationId = `${site.siteUrl}/#organization`;

/** Social profiles count only once the operator has set a real one (the defaults are the networks' home pages). */
function profileUrls(): string[] {
  return site.socials.map((s) => s.href).filter((href) => new URL(href).pathname.replace(/\/+$/, "").length > 0);
}

export function organizationLd(locale: Locale = "en"): JsonLd {
  const sameAs = profileUrls();
  const words = copyIn(locale, "site").site;
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl(localizePath(locale, "/")),
    logo: absoluteUrl("/og/logo.png"),
    description: words.summary,
    foundingDate: String(site.foundedYear),
    address: { "@type": "PostalAddress", addressLocality: site.office.city, addressCountry: "NG" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: site.phone,
      email: site.email,
      availableLanguage: indexedEditions.map((e) => e.code),
    },
    // Every edition's readers: Nigeria, and the francophone countries the French edition is written for.
    areaServed: [...new Set(indexedEditions.flatMap((e) => e.countries))],
    knowsLanguage: indexedEditions.map((e) => e.htmlLang),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The site itself, on the home page of each edition: its name for search results. No SearchAction,
 * since the site has no search of its own. SoftwareApplication is not used: Google accepts it only
 * with a price or a rating, and the product has neither to state (none may be invented; ADR 096).
 */
export function webSiteLd(locale: Locale = "en"): JsonLd {
  return {
    "@type": "WebSite",
    "@id": `${site.siteUrl}/#website`,
    name: site.name,
    alternateName: site.productName,
    url: absoluteUrl(localizePath(locale, "/")),
    inLanguage: htmlLang[locale],
    publisher: { "@id": organizationId },
  };
}

/** The page itself, in its edition's language (a French page says so to search engines: issue #46). */
export function webPageLd(page: { title: string; description: string; path: string; locale: Locale }): JsonLd {
  return {
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: htmlLang[page.locale],
    publisher: { "@id": organizationId },
  };
}

export function breadcrumbListLd(trail: Crumb[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type ArticleFacts = {
  title: string;
  description: string;
  path: string;
  /** YYYY-MM-DD */
  datePublished: string;
  author: string;
  tags: readonly string[];
  image: string;
  section: string;
  locale?: Locale;
};

export function articleLd(article: ArticleFacts): JsonLd {
  return {
    "@type": "Article",
    headline: article.title,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    author: { "@type": "Organization", name: article.author, url: absoluteUrl("/") },
    publisher: { "@id": organizationId },
    image: article.image,
    keywords: article.tags.join(", "),
    articleSection: article.section,
    inLanguage: htmlLang[article.locale ?? "en"],
  };
}

/** One JSON-LD document for the page: a @graph keeps the organization defined once and referenced. */
export function jsonLdGraph(items: JsonLd[]) {
  return { "@context": "https://schema.org", "@graph": items };
}
