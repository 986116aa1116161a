import { CircleAlert } from "lucide-react";
import type { FormProblem } from "~/guards/form-values";
import { useCopy } from "~/lib/locale";

/** A problem with the whole submission (refused, too many, expired, not saved), announced at once. */
export function FormProblemAlert({ problem }: { problem: FormProblem | undefined }) {
  const formProblems = useCopy("forms").formProblems;
  if (!problem) return null;
  const copy = formProblems[problem];
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{copy.title}</p>
        <p className="mt-1">{copy.body}</p>
      </div>
    </div>
  );
}

/**
 * The list of fields to correct, each linking to its field: without JavaScript the page reloads at
 * the top, so the visitor learns here what went wrong before scrolling to it.
 */
export function ErrorSummary<K extends string>({
  errors,
  order,
  labels,
  idFor,
}: {
  /** Each field's message in the page's words (not a schema's key). */
  errors: Partial<Record<K, string>>;
  order: readonly K[];
  labels: Record<K, string>;
  idFor: (name: K) => string;
}) {
  const formProblems = useCopy("forms").formProblems;
  const invalid = order.filter((name) => errors[name]);
  if (invalid.length === 0) return null;
  return (
    <div className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        {formProblems.summaryHeading(invalid.length)}
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-11">
        {invalid.map((name) => (
          <li key={name}>
            <a href={`#${idFor(name)}`} className="underline underline-offset-2 hover:text-red-700">
              {formProblems.summaryItem(labels[name], errors[name]!)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
