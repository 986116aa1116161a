import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/resources-list";
import { ArticleRowList } from "~/components/sections/article-card";
import { kindIcons } from "~/components/sections/article-kind-cards";
import { ArticlePageHeader } from "~/components/sections/article-page-header";
import { CtaBand } from "~/components/sections/cta-band";
import { EmptyState } from "~/components/sections/empty-state";
import { articlesOfKind, toCard } from "~/content/articles.server";
import { localeOfPath } from "~/content/locale";
import { copyAt, localeOfRequest, useCopy } from "~/lib/locale";
import { sectionBySegment, sectionPath } from "~/content/resources";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";

// /resources/blog, /case-studies, /guides, /webinars: the articles of one kind, newest first, or
// an honest empty state. Any other segment is not found (a real 404 through the root boundary).
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const section = sectionBySegment(params.section);
  if (!section) throw data(null, { status: 404, statusText: "Not Found" });
  return { kind: section.kind, articles: articlesOfKind(section.kind, locale).map((a) => toCard(a, locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData)
    return [
      { title: copyAt(location.pathname, "errors").errorPages.notFound.metaTitle },
      { name: "robots", content: "noindex" },
    ];
  const section = copyAt(location.pathname, "resources").resourceSections[loaderData.kind];
  return pageMeta({
    title: section.metaTitle,
    description: section.metaDescription,
    path: sectionPath(section.kind),
    locale: localeOfPath(location.pathname),
  });
};

export default function ResourcesListPage({ loaderData }: Route.ComponentProps) {
  const { articleLabels, resourceSectionList, resourcesPage } = useCopy("resources");
  const section = useCopy("resources").resourceSections[loaderData.kind];
  const { articles } = loaderData;
  return (
    <>
      <ArticlePageHeader
        trail={[{ label: articleLabels.resources, href: "/resources" }]}
        eyebrow={section.label}
        title={section.title}
        lead={section.lead}
      >
        <nav aria-label={resourcesPage.sectionsTitle} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {resourceSectionList.map((s) => {
              const current = s.kind === section.kind;
              return (
                <li key={s.kind} className="shrink-0">
                  <Link
                    to={sectionPath(s.kind)}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors duration-150",
                      current
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-line-strong bg-white text-ink hover:border-brand-700 hover:text-brand-800",
                    )}
                  >
                    {s.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </ArticlePageHeader>

      <div className="container-page py-12 md:py-20">
        {articles.length > 0 ? (
          <ArticleRowList articles={articles} label={articleLabels.listLabel(section.label)} />
        ) : (
          <EmptyState icon={kindIcons[section.kind]} {...section.empty} />
        )}
      </div>

      {articles.length > 0 ? (
        <CtaBand
          title={resourcesPage.cta.title}
          text={resourcesPage.cta.text}
          primary={resourcesPage.cta.primary}
          secondary={resourcesPage.cta.secondary}
        />
      ) : null}
    </>
  );
}
