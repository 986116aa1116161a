import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * Questions and answers as native <details>: they open with a click, Enter or Space, with or
 * without JavaScript, and the browser's find-in-page reaches the closed answers too.
 */
export function FaqList({
  items,
  className,
}: {
  items: readonly { question: string; answer: string }[];
  className?: string;
}) {
  return (
    <div className={cn("divide-y divide-line rounded-card border border-line bg-white", className)}>
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-card px-5 py-5 text-lg font-semibold text-ink hover:text-brand-800 md:px-6 [&::-webkit-details-marker]:hidden">
            {/* The summary is the button; a heading inside it keeps the questions in the page outline. */}
            <h3 className="text-lg font-semibold">{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              focusable="false"
              className="mt-1 size-5 shrink-0 text-brand-700 transition-transform duration-150 group-open:rotate-180"
            />
          </summary>
          <p className="max-w-3xl px-5 pb-6 leading-relaxed text-ink-soft md:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
