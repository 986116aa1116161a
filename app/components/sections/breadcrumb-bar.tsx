import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { breadcrumbLabel, type Crumb } from "~/content/breadcrumbs";

/** Breadcrumbs on the hero's tint, directly above a PageHero, so the two read as one band. */
export function BreadcrumbBar({ items }: { items: readonly Crumb[] }) {
  return (
    <div className="bg-brand-50/60">
      <div className="container-page pt-5 md:pt-6">
        <Breadcrumbs items={items} label={breadcrumbLabel} />
      </div>
    </div>
  );
}
