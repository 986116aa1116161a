// Breadcrumb trails of nested pages. Each page's content exports its trail, so the visible
// breadcrumbs and the BreadcrumbList structured data come from the same array.

export type Crumb = { label: string; href: string };

export const homeCrumb: Crumb = { label: "Home", href: "/" };

/** The trail's labels as one accessible name, e.g. for the nav landmark. */
export const breadcrumbLabel = "Breadcrumb";

/** The same trail in the shape pageMeta() takes for its BreadcrumbList JSON-LD. */
export function crumbsForMeta(crumbs: readonly Crumb[]): { name: string; path: string }[] {
  return crumbs.map((c) => ({ name: c.label, path: c.href }));
}
