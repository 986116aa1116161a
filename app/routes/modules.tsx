import { CtaBand } from "~/components/sections/cta-band";
import { ModuleBrief } from "~/components/sections/module-brief";
import { ModuleDetail } from "~/components/sections/module-detail";
import { ModuleIndex } from "~/components/sections/module-index";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { type ModuleDetail as Detail, type ModuleSummary } from "~/content/modules";
import { copyAt, useCopy } from "~/lib/locale";
import { localeOfPath } from "~/content/locale";
import type { Route } from "./+types/modules";
import { pageMeta } from "~/lib/meta";

// One page for /modules and every sub-path (SPEC section 2), so its canonical URL is always /modules.
export const meta: Route.MetaFunction = ({ location }) => {
  const page = copyAt(location.pathname, "modules-page").modulesPage;
  return pageMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/modules",
    locale: localeOfPath(location.pathname),
  });
};

// The six detailed modules in SPEC order (moduleDetails' order), each joined with its summary.
function detailedModules(
  moduleDetails: readonly Detail[],
  moduleSummaries: readonly ModuleSummary[],
): { summary: ModuleSummary; detail: Detail }[] {
  return moduleDetails.flatMap((detail) => {
    const summary = moduleSummaries.find((m) => m.slug === detail.slug);
    return summary ? [{ summary, detail }] : [];
  });
}

export default function ModulesPage() {
  const page = useCopy("modules-page").modulesPage;
  const moreModules = useCopy("modules").moreModules;
  const detailed = detailedModules(useCopy("modules").moduleDetails, useCopy("modules").moduleSummaries);
  const { hero, index, detail: labels, more, cta } = page;

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ModuleIndex
          label={index.label}
          className="mt-10 md:mt-12"
          groups={[
            { title: index.detailedTitle, modules: detailed.map((d) => d.summary) },
            { title: index.moreTitle, modules: moreModules },
          ]}
        />
      </PageHero>

      {detailed.map(({ summary, detail }, i) => (
        <ModuleDetail key={summary.slug} summary={summary} detail={detail} labels={labels} tinted={i % 2 === 1} />
      ))}

      <section
        id={more.id}
        aria-labelledby={`${more.id}-heading`}
        className="border-t border-line bg-brand-50/60 py-12 md:py-20 lg:py-24"
      >
        <div className="container-page">
          <SectionHeading id={`${more.id}-heading`} eyebrow={more.eyebrow} title={more.title} lead={more.lead} />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 md:mt-14 lg:grid-cols-4">
            {moreModules.map((m) => (
              <ModuleBrief key={m.slug} module={m} />
            ))}
          </div>
        </div>
      </section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
