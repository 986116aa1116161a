import { ArrowRight, Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import type { Plan } from "~/content/pricing";
import { cn } from "~/lib/cn";

type PlanCardLabels = {
  listLabel: string;
  includesTitle: string;
  priceNote: string;
  cta: string;
  ctaContext: (name: string) => string;
};

/**
 * The four plans side by side (one column on phones). No prices: each card ends with a note that
 * the price is quoted after a demo and a link to the demo form with the plan's size chosen.
 */
export function PlanCards({
  plans,
  labels,
  className,
}: {
  plans: readonly Plan[];
  labels: PlanCardLabels;
  className?: string;
}) {
  return (
    <ul aria-label={labels.listLabel} className={cn("grid gap-6 sm:grid-cols-2 xl:grid-cols-4", className)}>
      {plans.map((plan) => {
        const headingId = `plan-${plan.size}`;
        return (
          // Subgrid rows (spaced by the list's gap): each card's summary, help list and button line
          // up with its neighbours'.
          <li key={plan.size} className="row-span-4 grid grid-rows-subgrid">
            <article
              aria-labelledby={headingId}
              className="row-span-4 grid grid-rows-subgrid rounded-card border border-line bg-white p-6"
            >
              <div>
                <h3 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
                  {plan.name}
                </h3>
                <p className="mt-1 font-semibold text-brand-700">{plan.students}</p>
              </div>
              <p className="leading-relaxed text-ink-soft">{plan.summary}</p>

              <div className="border-t border-line pt-5">
                <h4 className="text-xs font-semibold tracking-wider text-muted uppercase">{labels.includesTitle}</h4>
                <ul className="mt-3 space-y-3">
                  {plan.includes.map((item) => (
                    <li key={item} className="flex gap-3 text-sm leading-relaxed text-ink-soft">
                      <Check
                        strokeWidth={2}
                        aria-hidden="true"
                        focusable="false"
                        className="mt-0.5 size-4 shrink-0 text-brand-700"
                      />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>

              <div className="self-end">
                <p className="rounded-md bg-surface px-3 py-2 text-sm text-ink-soft">{labels.priceNote}</p>
                <ButtonLink to={plan.quoteHref} className="mt-4 w-full">
                  {labels.cta}
                  <span className="sr-only">{labels.ctaContext(plan.name)}</span>
                  <ArrowRight aria-hidden="true" />
                </ButtonLink>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
