import { copyIn } from "~/content/catalogue";
import { type Crumb } from "~/content/breadcrumbs";
import { claimText, type ClaimId } from "~/content/claims";
import type { Locale } from "~/content/locale";

// Text made from content by functions (not values the catalogue can pair), per edition.

/** A claim as one sentence in the edition. */
export function claimTextIn(locale: Locale, id: ClaimId): string {
  return claimText(id, copyIn(locale, "claims").claims);
}

/** The edition's label for a page the menus link (every crumb a trail holds is one of them). */
function menuLabelIn(locale: Locale, href: string): string | undefined {
  if (href === "/") return copyIn(locale, "breadcrumbs").homeCrumb.label;
  const { mainMenus, pricingLink, contactSalesLink, policyLinks } = copyIn(locale, "navigation");
  for (const menu of mainMenus) {
    if (menu.href === href) return menu.label;
    const link = menu.links.find((l) => l.href === href);
    if (link) return link.label;
  }
  return [pricingLink, contactSalesLink, ...policyLinks].find((l) => l.href === href)?.label;
}

/**
 * A breadcrumb trail in the edition: each crumb takes the label the edition's menus give its page,
 * or keeps its own (already the edition's, e.g. from a translated page). Hrefs stay edition-free:
 * links and structured data add the prefix.
 */
export function crumbsIn(locale: Locale, crumbs: readonly Crumb[], last?: string): Crumb[] {
  if (locale === "en") return [...crumbs];
  return crumbs.map((crumb, i) => ({
    href: crumb.href,
    label: i === crumbs.length - 1 && last ? last : (menuLabelIn(locale, crumb.href) ?? crumb.label),
  }));
}
