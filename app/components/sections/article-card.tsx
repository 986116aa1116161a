import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { type ArticleCard as Card } from "~/content/resources";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";

/** One article in a list: kind, title (the link), summary, date and reading time. */
function ArticleCard({
  article,
  headingLevel = "h2",
  className,
}: {
  article: Card;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const { articleLabels, resourceSections } = useCopy("resources");
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col rounded-card border border-line bg-white p-6 transition-colors duration-150 hover:border-brand-700 md:p-7",
        className,
      )}
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {resourceSections[article.kind].singular}
      </p>
      <Heading className="mt-3 text-xl leading-snug font-semibold text-ink">
        {/* The title is the link; its ::after covers the card, so the whole card is one click target. */}
        <Link
          to={article.path}
          className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{article.summary}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line pt-5 text-sm text-muted">
        <p>
          <time dateTime={article.date}>{article.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          {articleLabels.readingTime(article.readingMinutes)}
        </p>
        <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-brand-700">
          {articleLabels.readArticle}
          <ArrowRight className="size-4 transition-transform duration-150 group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

/** A grid of article cards, as a list so screen readers announce how many there are. */
export function ArticleCardList({
  articles,
  label,
  headingLevel,
  className,
}: {
  articles: Card[];
  label: string;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {articles.map((article) => (
        <li key={article.path}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A list page's articles, one row each: date and reading time beside the title and summary.
 * A single column reads as intended with one article or twenty, where a card grid looks empty.
 */
export function ArticleRowList({
  articles,
  label,
  className,
}: {
  articles: Card[];
  label: string;
  className?: string;
}) {
  const articleLabels = useCopy("resources").articleLabels;
  return (
    <ul aria-label={label} className={cn("max-w-5xl divide-y divide-line border-y border-line", className)}>
      {articles.map((article) => (
        <li key={article.path}>
          <article className="group relative grid gap-3 py-8 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-10 md:py-10">
            <p className="text-sm text-muted md:pt-1.5">
              <time dateTime={article.date} className="font-medium text-ink-soft">
                {article.dateLabel}
              </time>
              <span aria-hidden="true" className="md:hidden">
                {" · "}
              </span>
              <span className="md:mt-1 md:block">{articleLabels.readingTime(article.readingMinutes)}</span>
            </p>
            <div>
              <h2 className="text-2xl leading-snug font-bold tracking-tight text-ink">
                <Link
                  to={article.path}
                  className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-700"
                >
                  {article.title}
                </Link>
              </h2>
              <p className="mt-3 max-w-[40rem] text-lg leading-relaxed text-ink-soft">{article.summary}</p>
              <span
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
              >
                {articleLabels.readArticle}
                <ArrowRight className="size-4 transition-transform duration-150 group-hover:translate-x-0.5" />
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
