import { moduleSummaries } from "../../app/content/modules";

// SPEC section 2's menus and the paths they link, written out from the spec (not imported from
// app/content/navigation.ts, which builds the menus) so that tests check the spec, not the site
// against itself. One list for the content test, the header's and the footer's browser tests.
export const specMenus: Record<"Solutions" | "Modules" | "Industries" | "Resources" | "Company", string[]> = {
  Solutions: ["/solutions", "/solutions/implementation", "/solutions/support"],
  Modules: [...moduleSummaries.map((m) => `/modules/${m.slug}`), "/modules"],
  Industries: ["/industries/universities", "/industries/colleges", "/industries/schools", "/industries/training"],
  Resources: ["/resources/blog", "/resources/case-studies", "/resources/guides", "/resources/webinars"],
  Company: ["/company/about", "/company/careers", "/company/partners"],
};

/** Every path the menus link, then the top bar's own links. */
export const specMenuPaths: string[] = Object.values(specMenus).flat();
export const specTopBarPaths = ["/pricing", "/contact", "/demo"];

/** The text of a page's first <h1> in the HTML the server sent (entities the headings use decoded). */
export function firstHeading(html: string): string {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return (match?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}
