import { ListTree } from "lucide-react";
import type { TocEntry } from "~/content/resources";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";

/** The article's table of contents: its h2 and h3 headings, as in-page links. */
export function ArticleToc({ entries, className }: { entries: TocEntry[]; className?: string }) {
  const articleLabels = useCopy("resources").articleLabels;
  return (
    <nav
      id="article-toc"
      aria-labelledby="article-toc-heading"
      className={cn("rounded-card border border-line bg-surface p-5", className)}
    >
      <h2
        id="article-toc-heading"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink uppercase"
      >
        <ListTree aria-hidden="true" className="size-4 text-brand-700" />
        {articleLabels.toc}
      </h2>
      <ol className="mt-4 space-y-1 border-s border-line text-[0.9375rem] leading-snug">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? "ps-4" : undefined}>
            <a
              href={`#${entry.id}`}
              className={cn(
                "-ms-px block border-s-2 border-transparent py-1.5 pe-2 ps-4 hover:border-brand-700 hover:text-brand-800",
                entry.depth === 2 ? "font-medium text-ink-soft" : "text-muted",
              )}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
