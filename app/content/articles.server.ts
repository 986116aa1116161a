import { renderArticleMarkdown, readingMinutes } from "./article-render.server";
import { parseArticleFiles, articleSources } from "./article-index";
import { ArticleError, type ArticleFrontMatter, type ArticleSource } from "./article-schema";
import { edition, indexedEditions, rootLocale } from "./editions";
import { localizePath, type Locale } from "./locale";
import { pseudoText } from "./pseudo";
import { articleFolder, readArticleFiles } from "./article-sources";
import { articlePath, formatArticleDate, type ArticleCard, type ArticleKind, type TocEntry } from "./resources";

// Every article rendered to HTML when this module is first evaluated: during the prerender, so
// Markdown that breaks a rule (raw HTML, a level-1 heading, too few sections) fails the build
// with the file named. Relative imports only, like article-index.ts.

export type Article = ArticleFrontMatter & {
  slug: string;
  /** The article's page, e.g. /resources/guides/preparing-student-records-for-migration. */
  path: string;
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
};

function renderArticles(sources: ArticleSource[]): Article[] {
  return sources.map(({ file, slug, frontMatter, body }) => {
    const { html, toc, words } = renderArticleMarkdown(file, body);
    if (toc.filter((entry) => entry.depth === 2).length < 2) {
      throw new ArticleError(`${file}: an article needs at least two ## sections, for its table of contents`);
    }
    return {
      ...frontMatter,
      slug,
      path: articlePath(frontMatter.kind, slug),
      html,
      toc,
      readingMinutes: readingMinutes(words),
    };
  });
}

/** Parses, validates and renders article files (name → raw text); throws an ArticleError naming the file. */
export function buildArticles(files: Record<string, string>): Article[] {
  return renderArticles(parseArticleFiles(files));
}

/** Newest first. */
export const articles: Article[] = renderArticles(articleSources);

/** Links inside an article's Markdown name English paths: in another edition they lead within it. */
function linksIn(locale: Locale, a: Article): Article {
  return {
    ...a,
    html: a.html.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localizePath(locale, href)}"`),
  };
}

/**
 * A translated edition's articles: each English article's file in the edition's folder (same slug,
 * <code>/articles), or the English one until it is translated, so every edition lists the same
 * articles at the same paths.
 */
function translatedArticles(locale: Locale): Article[] {
  const files = parseArticleFiles(readArticleFiles(locale), articleFolder(locale));
  const own = new Map(renderArticles(files).map((a) => [a.slug, a]));
  return articles.map((a) => linksIn(locale, own.get(a.slug) ?? a));
}

/** Every translated edition of the registry, its articles rendered once (the pseudo edition's are made from English below). */
const articlesByEdition = new Map(
  indexedEditions.filter((e) => e.code !== rootLocale).map((e) => [e.code, translatedArticles(e.code)]),
);

/** Text between tags, pseudo-localised; entities (&amp;) and the markup itself kept. */
const pseudoHtml = (html: string) =>
  html.replace(
    />([^<]+)</g,
    (_, text: string) =>
      `>${text
        .split(/(&#?\w+;)/)
        .map((part) => (part.trim() && !part.startsWith("&") ? pseudoText(part) : part))
        .join("")}<`,
  );

/** The pseudo-localised test edition's articles (ADR 045): the English ones, every word marked. */
let pseudoArticles: Article[] | undefined;
function pseudoArticlesOf(locale: Locale): Article[] {
  pseudoArticles ??= articles.map((a) => ({
    ...linksIn(locale, a),
    title: pseudoText(a.title),
    summary: pseudoText(a.summary),
    author: pseudoText(a.author),
    tags: a.tags.map(pseudoText),
    html: pseudoHtml(linksIn(locale, a).html),
    toc: a.toc.map((entry) => ({ ...entry, text: pseudoText(entry.text) })),
  }));
  return pseudoArticles;
}

/** An edition's articles, newest first. */
export function articlesIn(locale: Locale = "en"): Article[] {
  if (edition(locale).pseudo) return pseudoArticlesOf(locale);
  return articlesByEdition.get(locale) ?? articles;
}

/** What a list shows of an article: no body, the date formatted once on the server in the edition's way. */
export function toCard(article: Article, locale: Locale = "en"): ArticleCard {
  const { title, summary, path, kind, date, readingMinutes, tags } = article;
  return { title, summary, path, kind, date, dateLabel: formatArticleDate(date, locale), readingMinutes, tags };
}

export function articlesOfKind(kind: ArticleKind, locale: Locale = "en"): Article[] {
  return articlesIn(locale).filter((a) => a.kind === kind);
}

export function findArticle(kind: ArticleKind, slug: string, locale: Locale = "en"): Article | undefined {
  return articlesIn(locale).find((a) => a.kind === kind && a.slug === slug);
}

/** Other articles to read next: the same kind first, then the newest. */
export function relatedArticles(article: Article, count = 2, locale: Locale = "en"): Article[] {
  const others = articlesIn(locale).filter((a) => a.slug !== article.slug);
  return [...others.filter((a) => a.kind === article.kind), ...others.filter((a) => a.kind !== article.kind)].slice(
    0,
    count,
  );
}
