import { ArrowRight } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/industries";
import { CtaBand } from "~/components/sections/cta-band";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { SegmentPage } from "~/components/sections/segment-page";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { crumbsForMeta } from "~/content/breadcrumbs";
import { segmentBreadcrumbs, segmentBySlug } from "~/content/industries";
import { copyIn } from "~/content/catalogue";
import { localeOfPath } from "~/content/locale";
import { useCopy } from "~/lib/locale";
import { crumbsIn } from "~/lib/localized-text";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";

// /industries (the overview) and /industries/<segment> for the four segments in content. Any other
// segment is not found: a real 404, drawn by the root error boundary like every unknown path.
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.segment === undefined) return { segment: null };
  const segment = segmentBySlug(params.segment);
  if (!segment) {
    logger.warn({ path: new URL(request.url).pathname.slice(0, 300) }, "not found");
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return { segment: segment.slug };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const { industriesPage: page, segments } = copyIn(locale, "industries");
  const segment = segments.find((s) => s.slug === loaderData?.segment);
  if (segment) {
    return pageMeta({
      title: segment.metaTitle,
      description: segment.metaDescription,
      path: `/industries/${segment.slug}`,
      locale,
      breadcrumbs: crumbsForMeta(crumbsIn(locale, segmentBreadcrumbs(segment))),
    });
  }
  return pageMeta({ title: page.metaTitle, description: page.metaDescription, path: "/industries", locale });
};

export default function IndustriesPage({ loaderData }: Route.ComponentProps) {
  const { industriesPage: page, segments } = useCopy("industries");
  const segment = segments.find((s) => s.slug === loaderData.segment);
  if (segment) return <SegmentPage segment={segment} />;

  const { hero, platform, cta } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
      />

      <section aria-labelledby="segments-heading" className="py-12 md:py-20 lg:py-24">
        <div className="container-page">
          <SectionHeading id="segments-heading" eyebrow={page.segmentsLabel} title={page.segmentsTitle} />
          <LinkCardGrid
            className="mt-10 md:mt-12"
            label={page.segmentsLabel}
            cards={segments.map((s) => ({
              href: `/industries/${s.slug}`,
              title: s.name,
              text: s.cardText,
              linkLabel: page.segmentLink(s.name),
            }))}
          />
        </div>
      </section>

      <section aria-labelledby="platform-heading" className="border-t border-line bg-brand-50/60 py-12 md:py-20">
        <div className="container-page flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="platform-heading"
            eyebrow={platform.eyebrow}
            title={platform.title}
            lead={platform.lead}
          />
          <ButtonLink to={platform.href} variant="secondary" size="lg" className="self-start md:self-auto md:shrink-0">
            {platform.linkLabel}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
