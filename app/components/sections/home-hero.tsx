import { ArrowRight, CircleCheck } from "lucide-react";
import { useId } from "react";
import { HeroDashboard } from "~/components/sections/hero-dashboard";
import { StatList } from "~/components/sections/stat-list";
import { ButtonLink } from "~/components/ui/button";
import { useCopy } from "~/lib/locale";

/**
 * The home page's first screen (SPEC section 2): headline, four highlights, the demo and pricing
 * buttons, the product picture and four statistics from claims.ts.
 */
export function HomeHero() {
  const homePage = useCopy("home").homePage;
  const headingId = useId();
  const { hero } = homePage;
  return (
    <section aria-labelledby={headingId} className="bg-white">
      <div className="container-page pt-10 pb-12 md:pt-16 md:pb-16 lg:pt-14">
        <div className="grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-12">
          <div className="lg:col-span-5">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
            <h1
              id={headingId}
              className="mt-3 text-4xl leading-[1.1] font-bold tracking-tight text-ink md:text-5xl xl:text-[3.25rem]"
            >
              {hero.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">{hero.lead}</p>
            <ul aria-label={hero.highlightsLabel} className="mt-7 space-y-2.5">
              {hero.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-3 text-ink">
                  <CircleCheck
                    aria-hidden="true"
                    strokeWidth={1.75}
                    className="mt-0.5 size-5 shrink-0 text-brand-600"
                  />
                  <span className="text-balance">{highlight}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={hero.primaryCta.href} size="lg">
                {hero.primaryCta.label}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <ButtonLink to={hero.secondaryCta.href} variant="secondary" size="lg">
                {hero.secondaryCta.label}
              </ButtonLink>
            </div>
          </div>
          <div className="lg:col-span-7">
            {/* A tinted panel sets the picture apart from the page without a second shadow. */}
            <div className="rounded-2xl bg-brand-50 p-3 sm:p-5 lg:p-7">
              <HeroDashboard />
            </div>
          </div>
        </div>
        <StatList
          ids={hero.stats}
          highlight={hero.highlightedStat}
          label={hero.statsLabel}
          className="mt-12 border-t border-line pt-8 md:mt-14 md:pt-10"
        />
      </div>
    </section>
  );
}
