import { BookOpen, Building2, Newspaper, Video, type LucideIcon } from "lucide-react";
import { Link } from "~/components/ui/link";
import { sectionPath, type ArticleKind } from "~/content/resources";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";

/** One icon per kind of resource, from the site's one icon set. */
export const kindIcons: Record<ArticleKind, LucideIcon> = {
  blog: Newspaper,
  guide: BookOpen,
  "case-study": Building2,
  webinar: Video,
};

/** The four Resources sections as cards, each with how many articles it holds. */
export function ArticleKindCards({
  counts,
  countLabel,
  label,
  className,
}: {
  counts: Record<ArticleKind, number>;
  countLabel: (count: number) => string;
  label: string;
  className?: string;
}) {
  const resourceSectionList = useCopy("resources").resourceSectionList;
  return (
    <ul aria-label={label} className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {resourceSectionList.map((section) => {
        const Icon = kindIcons[section.kind];
        return (
          <li key={section.kind}>
            <div className="relative flex h-full flex-col rounded-card border border-line bg-white p-6 transition-colors duration-150 hover:border-brand-700">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" strokeWidth={1.75} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ink">
                <Link
                  to={sectionPath(section.kind)}
                  className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
                >
                  {section.label}
                </Link>
              </h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{section.blurb}</p>
              <p className="mt-5 border-t border-line pt-4 text-sm font-medium text-muted">
                {countLabel(counts[section.kind])}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
