import type { ImplementationStep } from "~/content/solutions";
import { cn } from "~/lib/cn";

/**
 * The implementation process as an ordered list: a numbered track (down the side on phones, across
 * the top on wide screens), each step saying what Ilimi does and what the institution does.
 */
export function ImplementationSteps({
  steps,
  weDoLabel,
  youDoLabel,
  className,
}: {
  steps: readonly ImplementationStep[];
  weDoLabel: string;
  youDoLabel: string;
  className?: string;
}) {
  return (
    // On wide screens each step is a subgrid of five rows (number, name, label, text, box), so the
    // names, texts and "what you do" boxes line up across the four columns whatever their length.
    <ol className={cn("grid gap-0 lg:grid-cols-4 lg:grid-rows-[repeat(5,auto)] lg:gap-x-6", className)}>
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <li
            key={step.name}
            className="relative flex gap-5 pb-10 last:pb-0 lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-0 lg:pb-0"
          >
            {/* The track: a line from this step's number to the next one. Decorative. */}
            {!last ? (
              <span
                aria-hidden="true"
                className="absolute top-12 bottom-0 start-5 w-px bg-line-strong lg:top-5 lg:end-[-1.5rem] lg:bottom-auto lg:start-12 lg:h-px lg:w-auto"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold tabular-nums",
                last ? "bg-brand-700 text-white" : "border-2 border-brand-700 bg-white text-brand-800",
              )}
            >
              {i + 1}
            </span>
            <div className="min-w-0 flex-1 lg:contents">
              <h3 className="text-xl font-semibold text-ink lg:mt-6">{step.name}</h3>
              <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">{weDoLabel}</p>
              <p className="mt-1.5 leading-relaxed text-ink-soft">{step.weDo}</p>
              <div className="mt-4 rounded-lg border border-line bg-surface p-4">
                <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{youDoLabel}</p>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{step.youDo}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
