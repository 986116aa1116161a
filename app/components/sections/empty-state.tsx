import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { CallsToAction } from "~/components/ui/calls-to-action";
import { cn } from "~/lib/cn";

type Link = { label: string; href: string };

/** An honest "nothing here yet" with a way forward, instead of an empty list. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  primary,
  secondary,
  className,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  primary: Link;
  secondary?: Link;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "mx-auto max-w-2xl rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center md:px-12 md:py-16",
        className,
      )}
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" strokeWidth={1.75} className="size-7" />
      </span>
      <h2 id={headingId} className="mt-6 text-2xl font-bold tracking-tight text-ink md:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-[52ch] text-lg leading-relaxed text-ink-soft">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <CallsToAction primary={primary} secondary={secondary} />
      </div>
    </section>
  );
}
