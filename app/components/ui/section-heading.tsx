import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The eyebrow, heading and lead paragraph that open a page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "start",
  as: Heading = "h2",
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: "start" | "center";
  as?: "h1" | "h2" | "h3";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <Heading
        id={id}
        className={cn(
          "mt-2 font-bold tracking-tight text-ink",
          Heading === "h1" ? "text-4xl md:text-5xl" : "text-3xl md:text-4xl",
        )}
      >
        {title}
      </Heading>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-ink-soft">{lead}</p> : null}
    </div>
  );
}
