import type { ReactNode } from "react";
import { CallsToAction } from "~/components/ui/calls-to-action";
import type { NavLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

/**
 * The opening of an inner page: eyebrow, the page's one h1, a lead paragraph, up to two calls to
 * action, and an optional aside (a summary panel) beside it on wide screens.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  aside,
  children,
  className,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  primary?: NavLink;
  secondary?: NavLink;
  aside?: ReactNode;
  /** Content under the hero's text, full width (e.g. an in-page index). */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby="page-title" className={cn("border-b border-line bg-brand-50/60", className)}>
      <div className="container-page py-12 md:py-20">
        <div className={cn("grid gap-10", aside && "lg:grid-cols-12 lg:items-center lg:gap-12")}>
          <div className={cn("max-w-3xl", aside && "lg:col-span-7")}>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
            <h1
              id="page-title"
              className="mt-3 text-4xl font-bold tracking-tight text-ink md:text-5xl md:leading-[1.1]"
            >
              {title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{lead}</p>
            {primary || secondary ? (
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <CallsToAction primary={primary} secondary={secondary} />
              </div>
            ) : null}
          </div>
          {aside ? <div className="lg:col-span-5">{aside}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
