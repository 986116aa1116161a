import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

type PageMeta = {
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/modules". */
  path: string;
  noindex?: boolean;
};

/** Title, description, canonical URL and Open Graph tags for a page, from its content. */
export function pageMeta({ title, description, path, noindex }: PageMeta): MetaDescriptor[] {
  const url = `${site.siteUrl}${path === "/" ? "/" : path}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
