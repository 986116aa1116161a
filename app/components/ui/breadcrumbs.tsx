import { ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import type { Crumb } from "~/content/breadcrumbs";
import { cn } from "~/lib/cn";

/**
 * Where a nested page sits: a list of links, the last one the current page (aria-current, not a
 * link). The same arrays feed the BreadcrumbList structured data, so they live in content.
 */
export function Breadcrumbs({
  items,
  label,
  className,
}: {
  items: readonly Crumb[];
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-muted">
        {items.map((item, i) => {
          const current = i === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1">
              {i > 0 ? (
                <ChevronRight aria-hidden="true" focusable="false" className="size-4 shrink-0 text-line-strong" />
              ) : null}
              {current ? (
                <span aria-current="page" className="font-medium text-ink-soft">
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.href}
                  className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
