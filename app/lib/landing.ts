import { moduleSummaries } from "~/content/modules";
import { solutionSections } from "~/content/solutions";
import { pathWithoutLocale } from "~/content/locale";

// /modules/fees and /solutions/support are the /modules and /solutions pages landing on a section
// (app/enhance/section-links.ts does it with JavaScript). Without JavaScript the address has no
// fragment to land on, so the page asks the browser, inside <noscript>, to go to its own #section.

const landings: Record<string, ReadonlySet<string>> = {
  modules: new Set(moduleSummaries.map((m) => m.slug)),
  solutions: new Set(solutionSections),
};

/** The section id a page's address lands on ("/modules/fees" gives "fees"), or null. */
export function landingId(pathname: string): string | null {
  const [, base, segment, ...rest] = pathWithoutLocale(pathname).split("/");
  if (!base || !segment || rest.some(Boolean)) return null;
  return landings[base]?.has(segment) ? segment : null;
}
