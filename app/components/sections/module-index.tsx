import { useId } from "react";
import { Link } from "~/components/ui/link";
import { ModuleIcon } from "~/components/ui/module-icon";
import type { ModuleSummary } from "~/content/modules";
import { cn } from "~/lib/cn";

/**
 * Jump links to every module on the Modules page. They go to /modules/<slug> (the same addresses
 * the home cards and menus use), which the page script turns into a scroll and a focus move within
 * the page (app/enhance/section-links.ts).
 */
export function ModuleIndex({
  label,
  groups,
  className,
}: {
  label: string;
  groups: readonly { title: string; modules: readonly ModuleSummary[] }[];
  className?: string;
}) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className={cn("rounded-card border border-line bg-white p-5 md:p-6", className)}>
      <p id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-8">
        {groups.map((group) => (
          <div key={group.title}>
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{group.title}</p>
            <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-2">
              {group.modules.map((m) => (
                <li key={m.slug}>
                  <Link
                    to={`/modules/${m.slug}`}
                    className="flex min-h-11 items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-ink transition-colors duration-150 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <ModuleIcon name={m.icon} className="size-5 shrink-0 text-brand-700" />
                    {m.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
