import type { Route } from "./+types/resources";
import { ArticleCardList } from "~/components/sections/article-card";
import { ArticleKindCards } from "~/components/sections/article-kind-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { articlesIn, toCard } from "~/content/articles.server";
import { articleKinds, type ArticleKind } from "~/content/resources";
import { localeOfPath } from "~/content/locale";
import { copyAt, localeOfRequest, useCopy } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";

// /resources: the four kinds of resource and the newest articles. Prerendered: the loader runs at build time.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const articles = articlesIn(locale);
  const counts = Object.fromEntries(
    articleKinds.map((kind) => [kind, articles.filter((a) => a.kind === kind).length]),
  ) as Record<ArticleKind, number>;
  return { counts, latest: articles.slice(0, 3).map((a) => toCard(a, locale)) };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const page = copyAt(location.pathname, "resources").resourcesPage;
  return pageMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/resources",
    locale: localeOfPath(location.pathname),
  });
};

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  const { counts, latest } = loaderData;
  const { resourcesPage: page, articleLabels } = useCopy("resources");
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />

      <section aria-labelledby="resource-types-heading" className="py-12 md:py-20">
        <div className="container-page">
          <SectionHeading id="resource-types-heading" title={page.sectionsTitle} />
          <ArticleKindCards
            counts={counts}
            countLabel={page.countLabel}
            label={page.sectionsTitle}
            className="mt-8 md:mt-10"
          />
        </div>
      </section>

      {latest.length > 0 ? (
        <section aria-labelledby="latest-heading" className="border-t border-line bg-surface py-12 md:py-20">
          <div className="container-page">
            <SectionHeading id="latest-heading" title={page.latestTitle} />
            <ArticleCardList
              articles={latest}
              label={articleLabels.listLabel(page.latestTitle)}
              headingLevel="h3"
              className="mt-8 md:mt-10"
            />
          </div>
        </section>
      ) : null}

      <CtaBand title={page.cta.title} text={page.cta.text} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}
