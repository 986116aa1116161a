import { ArrowRight, Check } from "lucide-react";
import { useId } from "react";
import { Link } from "~/components/ui/link";
import { ButtonLink } from "~/components/ui/button";
import { ModuleIcon } from "~/components/ui/module-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ModuleSummary } from "~/content/modules";

type Copy = {
  eyebrow: string;
  title: string;
  lead: string;
  learnMore: string;
  learnMoreContext: string;
  exploreAll: { label: string; href: string };
};

/**
 * The module cards of the home page (SPEC section 2: ten cards, each with a description, three
 * features and a Learn More link). The heading takes the first two cells of the grid, so ten
 * cards fill whole rows at three columns (2 + 10 = 4 × 3) and at four (3 × 4): no lonely last card.
 * Each card is a subgrid of four rows, so titles, feature lists and links line up along a row of cards.
 */
export function ModuleGrid({ modules, copy }: { modules: readonly ModuleSummary[]; copy: Copy }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-y border-line bg-surface">
      <div className="container-page grid gap-5 py-14 md:grid-cols-2 md:py-24 lg:grid-cols-3 xl:grid-cols-4">
        <div className="flex flex-col items-start pb-4 md:col-span-2 md:pe-8 lg:row-span-4 lg:pb-0">
          <SectionHeading id={headingId} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <ButtonLink to={copy.exploreAll.href} variant="primary" className="mt-8">
            {copy.exploreAll.label}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
        {modules.map((module) => (
          <ModuleCard key={module.slug} module={module} copy={copy} />
        ))}
      </div>
    </section>
  );
}

function ModuleCard({ module, copy }: { module: ModuleSummary; copy: Copy }) {
  return (
    <article className="flex flex-col rounded-card border border-line bg-white p-5 transition-colors duration-150 hover:border-brand-200 md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0 md:p-6">
      {/* Icon beside the name on phones, to keep ten stacked cards short; above it in the grid. */}
      <div className="flex items-center gap-4 md:block">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <ModuleIcon name={module.icon} className="size-6" />
        </span>
        <h3 className="text-lg leading-snug font-semibold text-ink md:mt-5">{module.name}</h3>
      </div>
      <p className="mt-3 leading-relaxed text-ink-soft md:mt-2">{module.description}</p>
      <ul className="mt-4 space-y-2.5 border-t border-line pt-4 text-sm text-ink-soft md:mt-5 md:pt-5">
        {module.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" strokeWidth={2.25} className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="pt-5 md:self-end md:pt-6">
        <Link
          to={`/modules/${module.slug}`}
          className="group inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          {copy.learnMore}
          {/* The visible label is the same on every card; screen readers hear which module it opens. */}
          <span className="sr-only">{` ${copy.learnMoreContext} ${module.name}`}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
