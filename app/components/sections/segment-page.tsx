import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { BreadcrumbBar } from "~/components/sections/breadcrumb-bar";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { StatList } from "~/components/sections/stat-list";
import { ModuleIcon } from "~/components/ui/module-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { segmentBreadcrumbs, type Segment } from "~/content/industries";
import type { ModuleSummary } from "~/content/modules";
import { useCopy } from "~/lib/locale";

/** One industry page: the segment's needs, the modules that matter most to it, figures and a call to action. */
export function SegmentPage({ segment }: { segment: Segment }) {
  const { industriesPage: page, segments } = useCopy("industries");
  const moduleSummaries = useCopy("modules").moduleSummaries;
  const { segment: labels, cta, hero } = page;
  const keyModules = segment.keyModules.flatMap(({ slug, why }) => {
    const module = moduleSummaries.find((m) => m.slug === slug);
    return module ? [{ module, why }] : [];
  });
  const otherModules = moduleSummaries.filter((m) => !segment.keyModules.some((k) => k.slug === m.slug));
  const otherSegments = segments.filter((s) => s.slug !== segment.slug);

  return (
    <>
      <BreadcrumbBar items={segmentBreadcrumbs(segment)} />
      <PageHero
        eyebrow={segment.hero.eyebrow}
        title={segment.hero.title}
        lead={segment.hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
        aside={
          <div className="rounded-card border border-line bg-white p-6 shadow-sm md:p-8">
            <p className="text-sm font-semibold tracking-wide text-muted uppercase">{labels.asideTitle}</p>
            <ul className="mt-5 space-y-4">
              {keyModules.map(({ module }) => (
                <li key={module.slug} className="flex items-center gap-3 font-medium text-ink">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <ModuleIcon name={module.icon} className="size-5" />
                  </span>
                  {module.name}
                </li>
              ))}
            </ul>
          </div>
        }
      />

      <section aria-labelledby="needs-heading" className="py-12 md:py-20 lg:py-24">
        <div className="container-page">
          <SectionHeading id="needs-heading" title={segment.needsTitle} />
          <BenefitGrid items={segment.needs} label={segment.needsTitle} className="mt-10 md:mt-12 lg:grid-cols-4" />
        </div>
      </section>

      <section
        aria-labelledby="modules-heading"
        className="border-t border-line bg-brand-50/60 py-12 md:py-20 lg:py-24"
      >
        <div className="container-page">
          <SectionHeading
            id="modules-heading"
            eyebrow={labels.modulesEyebrow}
            title={labels.modulesTitle(segment.name)}
            lead={labels.modulesLead}
          />
          <ul
            aria-label={labels.modulesTitle(segment.name)}
            className="mt-10 grid gap-6 sm:grid-cols-2 md:mt-12 lg:grid-cols-3"
          >
            {keyModules.map(({ module, why }) => (
              <KeyModuleCard
                key={module.slug}
                module={module}
                why={why}
                linkLabel={labels.moduleLink}
                linkContext={labels.moduleLinkContext(module.name)}
              />
            ))}
            {/* The rest of the ten, as one card: the grid stays whole and every module is one click away. */}
            <li className="rounded-card border border-dashed border-line-strong p-6">
              <h3 className="text-lg font-semibold text-ink">{labels.otherModulesTitle}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {otherModules.map((m) => (
                  <li key={m.slug}>
                    <Link
                      to={`/modules/${m.slug}`}
                      className="inline-flex items-center gap-2 rounded-md border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-700 hover:text-brand-800"
                    >
                      <ModuleIcon name={m.icon} className="size-4 text-brand-700" />
                      {m.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="figures-heading" className="border-t border-line py-12 md:py-20">
        <div className="container-page">
          <h2 id="figures-heading" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
            {labels.statsTitle}
          </h2>
          <StatList ids={segment.stats} label={labels.statsLabel} highlight={segment.stats[0]} className="mt-8" />
          <nav aria-labelledby="other-segments-heading" className="mt-14 border-t border-line pt-8">
            <h2 id="other-segments-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
              {labels.otherSegmentsTitle}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3">
              {otherSegments.map((s) => (
                <li key={s.slug}>
                  <Link
                    to={`/industries/${s.slug}`}
                    className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                  >
                    {page.segmentLink(s.name)}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}

function KeyModuleCard({
  module,
  why,
  linkLabel,
  linkContext,
}: {
  module: ModuleSummary;
  why: string;
  linkLabel: string;
  linkContext: string;
}) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-6">
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <ModuleIcon name={module.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">{module.name}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{why}</p>
      <Link
        to={`/modules/${module.slug}`}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        {linkLabel}
        <span className="sr-only">{linkContext}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}
