import { Check, Minus } from "lucide-react";
import { useId } from "react";
import type { InstitutionSize } from "~/content/contact";
import type { Plan } from "~/content/pricing";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";

type ComparisonRow = { feature: string; cells: Record<InstitutionSize, boolean | string> };
type ComparisonLabels = {
  caption: string;
  sharedHeading: string;
  scrollHint: string;
  featureHeader: string;
  included: string;
  notIncluded: string;
};

/** A row whose cells are the same for every plan says nothing about choosing one. */
function splitComparison<Row extends ComparisonRow>(
  rows: readonly Row[],
  plans: readonly Pick<Plan, "size">[],
): { shared: Row[]; differing: Row[] } {
  const same = (row: Row) => new Set(plans.map((plan) => String(row.cells[plan.size]))).size <= 1;
  return { shared: rows.filter(same), differing: rows.filter((row) => !same(row)) };
}

/**
 * What every plan has, said once as a list; then what differs, compared in a real table (column and row headers with scope). On narrow screens the
 * table scrolls sideways inside its own labelled, focusable region (a named <section>), so the page itself never does
 * and keyboard users can scroll it with the arrow keys. The feature column stays in view.
 */
export function PlanComparison({
  plans,
  rows,
  labels,
  className,
}: {
  plans: readonly Plan[];
  rows: readonly ComparisonRow[];
  labels: ComparisonLabels;
  className?: string;
}) {
  const captionId = useId();
  const hintId = useId();
  const sharedId = useId();
  const { colon } = useCopy("layout").layoutCopy;
  const { shared, differing } = splitComparison(rows, plans);
  return (
    <div className={className}>
      {shared.length > 0 ? (
        <div className="mb-8">
          <h3 id={sharedId} className="text-lg font-semibold text-ink">
            {labels.sharedHeading}
          </h3>
          <ul aria-labelledby={sharedId} className="mt-3 grid gap-x-8 gap-y-2 text-ink-soft sm:grid-cols-2">
            {shared
              .filter((row) => plans[0] && row.cells[plans[0].size] !== false)
              .map((row) => {
                const value = plans[0] ? row.cells[plans[0].size] : true;
                return (
                  <li key={row.feature} className="flex gap-2">
                    <Check
                      strokeWidth={2.25}
                      aria-hidden="true"
                      focusable="false"
                      className="mt-0.5 size-5 shrink-0 text-brand-700"
                    />
                    <span>{typeof value === "string" ? `${row.feature}${colon}${value}` : row.feature}</span>
                  </li>
                );
              })}
          </ul>
        </div>
      ) : null}
      <p id={hintId} className="mb-3 text-sm text-muted lg:hidden">
        {labels.scrollHint}
      </p>
      {/* "relative": the cells' screen-reader labels are absolutely positioned, and would escape an
          unpositioned scroller's clipping and widen the whole page. */}
      <section
        aria-labelledby={captionId}
        aria-describedby={hintId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-card border border-line bg-white"
      >
        <table className="w-full min-w-[46rem] table-fixed border-collapse text-start text-sm">
          <caption id={captionId} className="sr-only">
            {labels.caption}
          </caption>
          <thead>
            <tr className="border-b border-line-strong bg-surface">
              <th
                scope="col"
                className="sticky start-0 z-10 w-36 bg-surface px-4 py-4 align-bottom font-semibold text-ink sm:w-48"
              >
                {labels.featureHeader}
              </th>
              {plans.map((plan) => (
                <th key={plan.size} scope="col" className="px-4 py-4 align-bottom">
                  <span className="block text-base font-bold text-ink">{plan.name}</span>
                  <span className="block font-normal text-muted">{plan.students}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {differing.map((row) => (
              <tr key={row.feature} className="border-b border-line last:border-b-0">
                <th scope="row" className="sticky start-0 z-10 bg-white px-4 py-3.5 align-top font-medium text-ink">
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td key={plan.size} className="px-4 py-3.5 align-top text-ink-soft">
                    <ComparisonCell value={row.cells[plan.size]} labels={labels} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function ComparisonCell({ value, labels }: { value: boolean | string; labels: ComparisonLabels }) {
  if (typeof value === "string") return <>{value}</>;
  const Icon = value ? Check : Minus;
  return (
    <span className={cn("inline-flex", value ? "text-brand-700" : "text-muted")}>
      <Icon strokeWidth={2.25} aria-hidden="true" focusable="false" className="size-5" />
      <span className="sr-only">{value ? labels.included : labels.notIncluded}</span>
    </span>
  );
}
