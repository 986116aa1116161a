import { cn } from "~/lib/cn";

/** A short how-to (how to apply, how to become a partner): numbered, in order, one sentence each. */
export function NumberedSteps({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  className?: string;
}) {
  return (
    <ol className={cn("grid gap-6 md:grid-cols-3", className)}>
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-card border border-line bg-white p-6">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
