import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import type { Crumb } from "~/content/breadcrumbs";
import { copyIn } from "~/content/catalogue";
import { useLocale } from "~/lib/locale";
import { crumbsIn } from "~/lib/localized-text";

/** Breadcrumbs on the hero's tint, directly above a PageHero, so the two read as one band. */
export function BreadcrumbBar({ items }: { items: readonly Crumb[] }) {
  // The trail in the page's edition: French labels for the same paths (ADR 023).
  const locale = useLocale();
  const label = copyIn(locale, "breadcrumbs").breadcrumbLabel;
  return (
    <div className="bg-brand-50/60">
      <div className="container-page pt-5 md:pt-6">
        <Breadcrumbs items={crumbsIn(locale, items)} label={label} />
      </div>
    </div>
  );
}
