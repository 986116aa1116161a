import * as enAccessibility from "../../app/content/accessibility";
import * as enBooking from "../../app/content/booking";
import * as enBreadcrumbs from "../../app/content/breadcrumbs";
import * as enClaims from "../../app/content/claims";
import * as enCompany from "../../app/content/company";
import * as enContact from "../../app/content/contact";
import * as enErrors from "../../app/content/errors";
import * as enFooter from "../../app/content/footer";
import * as enForms from "../../app/content/forms";
import * as enHome from "../../app/content/home";
import * as enIndustries from "../../app/content/industries";
import * as enLayout from "../../app/content/layout";
import * as enLegal from "../../app/content/legal";
import * as enCookies from "../../app/content/legal/cookies";
import * as enPrivacy from "../../app/content/legal/privacy";
import * as enTerms from "../../app/content/legal/terms";
import * as enModulesPage from "../../app/content/modules-page";
import * as enModules from "../../app/content/modules";
import * as enNavigation from "../../app/content/navigation";
import * as enPricing from "../../app/content/pricing";
import * as enResources from "../../app/content/resources";
import * as enEstimator from "../../app/content/savings-estimator";
import * as enSite from "../../app/content/site";
import * as enSolutions from "../../app/content/solutions";
import * as frAccessibility from "../../app/content/fr/accessibility";
import * as frBooking from "../../app/content/fr/booking";
import * as frBreadcrumbs from "../../app/content/fr/breadcrumbs";
import * as frClaims from "../../app/content/fr/claims";
import * as frCompany from "../../app/content/fr/company";
import * as frContact from "../../app/content/fr/contact";
import * as frErrors from "../../app/content/fr/errors";
import * as frFooter from "../../app/content/fr/footer";
import * as frForms from "../../app/content/fr/forms";
import * as frHome from "../../app/content/fr/home";
import * as frIndustries from "../../app/content/fr/industries";
import * as frLayout from "../../app/content/fr/layout";
import * as frLegal from "../../app/content/fr/legal";
import * as frCookies from "../../app/content/fr/legal/cookies";
import * as frPrivacy from "../../app/content/fr/legal/privacy";
import * as frTerms from "../../app/content/fr/legal/terms";
import * as frModulesPage from "../../app/content/fr/modules-page";
import * as frModules from "../../app/content/fr/modules";
import * as frNavigation from "../../app/content/fr/navigation";
import * as frPricing from "../../app/content/fr/pricing";
import * as frResources from "../../app/content/fr/resources";
import * as frEstimator from "../../app/content/fr/savings-estimator";
import * as frSite from "../../app/content/fr/site";
import * as frSolutions from "../../app/content/fr/solutions";

// The English catalogue, for the crawl of the French edition (issue #19): every English string of
// the content modules that its French mirror words differently. A string both editions share (a
// name, a figure, "Ilimi ERP") is not English copy, and is left out by the pairing itself.

const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
  [enAccessibility, frAccessibility],
  [enBooking, frBooking],
  [enBreadcrumbs, frBreadcrumbs],
  [enClaims, frClaims],
  [enCompany, frCompany],
  [enContact, frContact],
  [enErrors, frErrors],
  [enFooter, frFooter],
  [enForms, frForms],
  [enHome, frHome],
  [enIndustries, frIndustries],
  [enLayout, frLayout],
  [enLegal, frLegal],
  [enCookies, frCookies],
  [enPrivacy, frPrivacy],
  [enTerms, frTerms],
  [enModulesPage, frModulesPage],
  [enModules, frModules],
  [enNavigation, frNavigation],
  [enPricing, frPricing],
  [enResources, frResources],
  [enEstimator, frEstimator],
  [enSite, frSite],
  [enSolutions, frSolutions],
];

const clean = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function collect(en: unknown, fr: unknown, into: Set<string>): void {
  if (typeof en === "string") {
    const text = clean(en);
    // Short strings ("Menu", "Email", "Blog") are often the same word in French, or a label inside a longer one.
    const words = text.split(" ").filter((w) => /[a-z]{2,}/i.test(w));
    if (typeof fr === "string" && clean(fr) !== text && text.length >= 16 && words.length >= 3) into.add(text);
    return;
  }
  if (typeof en !== "object" || en === null) return;
  for (const key of Object.keys(en))
    collect((en as Record<string, unknown>)[key], (fr as Record<string, unknown> | undefined)?.[key], into);
}

/** The English copy a French page must not show. */
export function englishCatalogueStrings(): string[] {
  const strings = new Set<string>();
  for (const [en, fr] of pairs) for (const name of Object.keys(fr)) collect(en[name], fr[name], strings);
  return [...strings];
}

const inline = /^(a|abbr|b|em|i|small|span|strong|time|sup|sub|br)$/i;

/** A page's text as a reader sees it: no scripts, styles or head; inline tags joined, blocks apart. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  const text = body
    .replace(/<(script|style|template|noscript|title)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/?([a-z0-9]+)\b[^>]*>/gi, (_, tag: string) => (inline.test(tag) ? "" : " "))
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return clean(text);
}
