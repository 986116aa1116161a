import { Check } from "lucide-react";
import { ModuleIcon } from "~/components/ui/module-icon";
import type { ModuleSummary } from "~/content/modules";
import { landingHeadingId, landingSection } from "./section-landing.contract";

/**
 * A module without a detailed section (library, hostel, transport, analytics): a card whose id is
 * the slug, so the home card's Learn More (/modules/<slug>) lands on it.
 */
export function ModuleBrief({ module }: { module: ModuleSummary }) {
  const headingId = landingHeadingId(module.slug);
  return (
    // From two columns up, each card is a subgrid of four rows (icon, name, description, features), so
    // the feature lists of neighbouring cards start on one line even when a name wraps.
    <article
      {...landingSection(module.slug)}
      className="flex flex-col rounded-card border border-line bg-white p-6 sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-0"
    >
      <span className="flex size-11 self-start items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <ModuleIcon name={module.icon} className="size-6" />
      </span>
      <h3 id={headingId} tabIndex={-1} className="mt-4 text-xl font-semibold text-ink focus:outline-none">
        {module.name}
      </h3>
      <p className="mt-2 leading-relaxed text-ink-soft">{module.description}</p>
      <ul className="mt-5 space-y-2.5 border-t border-line pt-5">
        {module.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm leading-relaxed text-ink-soft">
            <Check
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
              className="mt-0.5 size-4 shrink-0 text-brand-700"
            />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
