import { CircleCheck } from "lucide-react";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { ImplementationSteps } from "~/components/sections/implementation-steps";
import { PageHero } from "~/components/sections/page-hero";
import { StatList } from "~/components/sections/stat-list";
import { SupportPanel } from "~/components/sections/support-panel";
import { SectionHeading } from "~/components/ui/section-heading";
import { copyAt, useCopy } from "~/lib/locale";
import { localeOfPath } from "~/content/locale";
import type { Route } from "./+types/solutions";
import { pageMeta } from "~/lib/meta";
import { landingHeadingId, landingSection } from "~/components/sections/section-landing.contract";

// One page for /solutions and every sub-path (SPEC section 2), so its canonical URL is always /solutions.
export const meta: Route.MetaFunction = ({ location }) => {
  const page = copyAt(location.pathname, "solutions").solutionsPage;
  return pageMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/solutions",
    locale: localeOfPath(location.pathname),
  });
};

// Headings that the sub-paths focus on arrival must not draw a ring: they are not controls.
const focusTarget = "[&_h2:focus]:outline-none";

export default function SolutionsPage() {
  const page = useCopy("solutions").solutionsPage;
  const { hero, benefits, differentiators, stats, implementation, support, cta } = page;

  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
        aside={
          <div className="rounded-card border border-line bg-white p-6 shadow-sm md:p-8">
            <p className="text-sm font-semibold tracking-wide text-muted uppercase">{hero.asideTitle}</p>
            <ul className="mt-5 space-y-4">
              {hero.asideItems.map((item) => (
                <li key={item} className="flex gap-3 font-medium text-ink">
                  <CircleCheck
                    strokeWidth={1.75}
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        }
      />

      <section id={benefits.id} aria-labelledby={`${benefits.id}-heading`} className="py-12 md:py-20 lg:py-24">
        <div className="container-page">
          <SectionHeading
            id={`${benefits.id}-heading`}
            eyebrow={benefits.eyebrow}
            title={benefits.title}
            lead={benefits.lead}
          />
          <BenefitGrid items={benefits.items} label={benefits.title} className="mt-10 md:mt-14" />
        </div>
      </section>

      <section id={stats.id} aria-labelledby={`${stats.id}-heading`} className="bg-brand-900 py-12 text-white md:py-20">
        <div className="container-page">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{stats.eyebrow}</p>
            <h2 id={`${stats.id}-heading`} className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
              {stats.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{stats.lead}</p>
          </div>
          <StatList
            ids={stats.claims}
            label={stats.listLabel}
            highlight={stats.highlight}
            tone="dark"
            className="mt-10 md:mt-14 lg:grid-cols-5"
          />
        </div>
      </section>

      <section
        id={differentiators.id}
        aria-labelledby={`${differentiators.id}-heading`}
        className="bg-surface py-12 md:py-20 lg:py-24"
      >
        <div className="container-page">
          <SectionHeading
            id={`${differentiators.id}-heading`}
            eyebrow={differentiators.eyebrow}
            title={differentiators.title}
            lead={differentiators.lead}
          />
          <BenefitGrid
            items={differentiators.items}
            label={differentiators.title}
            variant="cards"
            className="mt-10 md:mt-14"
          />
        </div>
      </section>

      <section {...landingSection(implementation.id)} className="py-12 md:py-20 lg:py-24">
        <div className="container-page">
          <SectionHeading
            id={landingHeadingId(implementation.id)}
            eyebrow={implementation.eyebrow}
            title={implementation.title}
            lead={implementation.lead}
            className={focusTarget}
          />
          <ImplementationSteps
            steps={implementation.steps}
            weDoLabel={implementation.weDoLabel}
            youDoLabel={implementation.youDoLabel}
            className="mt-10 md:mt-14"
          />
        </div>
      </section>

      <section {...landingSection(support.id)} className="border-t border-line bg-brand-50/60 py-12 md:py-20 lg:py-24">
        <div className="container-page">
          <SupportPanel claims={support.claims} labels={support}>
            <SectionHeading
              id={landingHeadingId(support.id)}
              eyebrow={support.eyebrow}
              title={support.title}
              lead={support.lead}
              className={focusTarget}
            />
          </SupportPanel>
        </div>
      </section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
