import { Fragment } from "react";
import { cn } from "~/lib/cn";

/** Short facts (founded, launched, office) as a definition list, set like the site's statistics. */
export function FactList({
  facts,
  label,
  className,
}: {
  facts: readonly { term: string; value: string }[];
  label: string;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-x-6 gap-y-6 md:grid-cols-4", className)}>
      {facts.map((fact) => (
        <div key={fact.term} className="border-s-2 border-line-strong ps-4">
          <dt className="text-sm text-muted">{fact.term}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink">
            {/* Lines break between words only, never at a hyphen: "Mon-Fri" and "9AM-6PM" stay whole. */}
            {fact.value.split(" ").map((word, i) => (
              <Fragment key={i}>
                {i > 0 ? " " : null}
                <span className="whitespace-nowrap">{word}</span>
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
