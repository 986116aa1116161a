import { Tag } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/article";
import { ArticleBody } from "~/components/sections/article-body";
import { ArticleCardList } from "~/components/sections/article-card";
import { ArticlePageHeader } from "~/components/sections/article-page-header";
import { ArticleToc } from "~/components/sections/article-toc";
import { CtaBand } from "~/components/sections/cta-band";
import { findArticle, relatedArticles, toCard } from "~/content/articles.server";
import { copyIn } from "~/content/catalogue";
import { localeOfPath } from "~/content/locale";
import { localeOfRequest, useCopy } from "~/lib/locale";
import { sectionBySegment, sectionPath } from "~/content/resources";
import { pageMeta } from "~/lib/meta";

// /resources/<section>/<slug>: one Markdown article, rendered to HTML on the server (at build time:
// every article is prerendered, its loader data baked into a .data file for client navigation).
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const section = sectionBySegment(params.section);
  const article = section ? findArticle(section.kind, params.slug, locale) : undefined;
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const { html, toc, author, readingMinutes } = article;
  return {
    article: { ...toCard(article, locale), html, toc, author, readingMinutes },
    related: relatedArticles(article, 2, locale).map((a) => toCard(a, locale)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  if (!loaderData)
    return [{ title: copyIn(locale, "errors").errorPages.notFound.metaTitle }, { name: "robots", content: "noindex" }];
  const { article } = loaderData;
  const section = copyIn(locale, "resources").resourceSections[article.kind];
  const articleLabels = copyIn(locale, "resources").articleLabels;
  return pageMeta({
    title: `${article.title} | Ilimi`,
    description: article.summary,
    path: article.path,
    locale,
    breadcrumbs: [
      { name: copyIn(locale, "breadcrumbs").homeCrumb.label, path: "/" },
      { name: articleLabels.resources, path: "/resources" },
      { name: section.label, path: sectionPath(article.kind) },
      { name: article.title, path: article.path },
    ],
    article: { datePublished: article.date, author: article.author, tags: article.tags, section: section.label },
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const articleLabels = useCopy("resources").articleLabels;
  const section = useCopy("resources").resourceSections[article.kind];
  return (
    <>
      <article aria-labelledby="page-title">
        <ArticlePageHeader
          trail={[
            { label: articleLabels.resources, href: "/resources" },
            { label: section.label, href: sectionPath(article.kind) },
          ]}
          eyebrow={section.singular}
          title={article.title}
          lead={article.summary}
        >
          <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
            <span>
              {articleLabels.by} <span className="font-semibold text-ink-soft">{article.author}</span>
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={article.date}>{article.dateLabel}</time>
            <span aria-hidden="true">·</span>
            <span>{articleLabels.readingTime(article.readingMinutes)}</span>
          </p>
        </ArticlePageHeader>

        <div className="container-page py-10 md:py-16 lg:grid lg:grid-cols-[minmax(0,40rem)_16rem] lg:justify-between lg:gap-16">
          {/* First in reading order, so keyboard and screen-reader users meet it before the text; beside it on wide screens. */}
          <div className="lg:col-start-2 lg:row-start-1">
            <ArticleToc entries={article.toc} className="lg:sticky lg:top-24" />
          </div>
          <div className="mt-10 lg:col-start-1 lg:row-start-1 lg:mt-0">
            <ArticleBody html={article.html} />
            <div className="mt-12 flex flex-wrap items-center gap-2 border-t border-line pt-6">
              <span className="me-1 flex items-center gap-1.5 text-sm font-semibold text-ink">
                <Tag aria-hidden="true" className="size-4 text-brand-700" />
                {articleLabels.tags}
              </span>
              <ul aria-label={articleLabels.tags} className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag} className="rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink-soft">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t border-line bg-surface py-12 md:py-20">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
              {articleLabels.related}
            </h2>
            <ArticleCardList
              articles={related}
              label={articleLabels.related}
              headingLevel="h3"
              className="mt-8 lg:grid-cols-2"
            />
          </div>
        </section>
      ) : null}

      <CtaBand
        title={articleLabels.cta.title}
        text={articleLabels.cta.text}
        primary={articleLabels.cta.primary}
        secondary={articleLabels.cta.secondary}
      />
    </>
  );
}
