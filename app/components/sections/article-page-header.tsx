import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";

export type Crumb = { label: string; href: string };

/** Where the page sits in Resources: links to its ancestors (the h1 below names the page itself). */
function ArticleBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const articleLabels = useCopy("resources").articleLabels;
  return (
    <nav aria-label={articleLabels.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {trail.map((crumb, i) => (
          <li key={crumb.href} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-line-strong" /> : null}
            <Link
              to={crumb.href}
              className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The opening of a Resources list or article: breadcrumbs, eyebrow, the page's h1, a lead, then extras. */
export function ArticlePageHeader({
  trail,
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  trail: Crumb[];
  eyebrow: string;
  title: string;
  lead: string;
  /** Under the lead: the article's byline, or the list's section tabs. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("border-b border-line bg-brand-50/60", className)}>
      <div className="container-page py-10 md:py-16">
        <ArticleBreadcrumbs trail={trail} />
        <p className="mt-8 text-sm font-semibold tracking-wide text-brand-700 uppercase md:mt-10">{eyebrow}</p>
        <h1
          id="page-title"
          className="mt-3 max-w-4xl text-3xl leading-tight font-bold tracking-tight text-ink md:text-5xl md:leading-[1.1]"
        >
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-soft">{lead}</p>
        {children}
      </div>
    </header>
  );
}
