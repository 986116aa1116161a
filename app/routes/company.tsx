import type { ComponentType } from "react";
import { data } from "react-router";
import type { Route } from "./+types/company";
import { BreadcrumbBar } from "~/components/sections/breadcrumb-bar";
import { AboutBody, CareersBody, PartnersBody } from "~/components/sections/company-sections";
import { CtaBand } from "~/components/sections/cta-band";
import { FactList } from "~/components/sections/fact-list";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { crumbsForMeta } from "~/content/breadcrumbs";
import { isCompanyPageSlug, type CompanyPageSlug } from "~/content/company";
import { copyIn } from "~/content/catalogue";
import { localeOfPath } from "~/content/locale";
import { useCopy } from "~/lib/locale";
import { crumbsIn } from "~/lib/localized-text";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";

// /company (the overview) and /company/about, /company/careers, /company/partners. Any other
// sub-path is not found: a real 404, drawn by the root error boundary.
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.page === undefined) return { page: null };
  if (!isCompanyPageSlug(params.page)) {
    logger.warn({ path: new URL(request.url).pathname.slice(0, 300) }, "not found");
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return { page: params.page };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const slug = loaderData?.page;
  if (slug) {
    const page = copyIn(locale, "company").companyPages[slug];
    return pageMeta({
      title: page.metaTitle,
      description: page.metaDescription,
      path: `/company/${slug}`,
      locale,
      breadcrumbs: crumbsForMeta(crumbsIn(locale, page.breadcrumbs)),
    });
  }
  const overview = copyIn(locale, "company").companyOverview;
  return pageMeta({ title: overview.metaTitle, description: overview.metaDescription, path: "/company", locale });
};

const bodies: Record<CompanyPageSlug, ComponentType> = {
  about: AboutBody,
  careers: CareersBody,
  partners: PartnersBody,
};

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { companyOverview: overview, companyPages, companyFacts } = useCopy("company");
  const { cta } = overview;
  const closing = <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />;

  if (loaderData.page) {
    const page = companyPages[loaderData.page];
    const Body = bodies[loaderData.page];
    return (
      <>
        <BreadcrumbBar items={page.breadcrumbs} />
        <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
        <Body />
        {closing}
      </>
    );
  }

  return (
    <>
      <PageHero eyebrow={overview.hero.eyebrow} title={overview.hero.title} lead={overview.hero.lead}>
        <FactList
          facts={companyFacts}
          label={overview.factsLabel}
          className="mt-10 border-t border-line pt-8 md:mt-12"
        />
      </PageHero>
      <section aria-labelledby="company-sections-heading" className="py-12 md:py-20 lg:py-24">
        <div className="container-page">
          <SectionHeading id="company-sections-heading" title={overview.sectionsTitle} />
          <LinkCardGrid cards={overview.cards} label={overview.sectionsTitle} className="mt-10 md:mt-12" />
        </div>
      </section>
      {closing}
    </>
  );
}
