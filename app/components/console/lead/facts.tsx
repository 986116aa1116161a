import type { ReactNode } from "react";

// A lead's facts as term and value: stacked on a phone, side by side from 640 px.

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-1.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="break-words whitespace-pre-wrap text-ink">{children}</dd>
    </div>
  );
}
