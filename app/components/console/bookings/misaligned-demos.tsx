import { Link } from "react-router";
import { bookingsCopy } from "~/content/sales-console-bookings";
import type { GridMisfit } from "~/booking/slots";

// The Bookings page's warning after the slot grid changed (ADR 078): the coming demos that are no
// longer one of its slots, each with why. Nothing to show, nothing rendered.

const t = bookingsCopy.misaligned;

export type MisalignedDemoRow = {
  bookingId: string;
  leadId: string;
  day: string;
  time: string;
  endTime: string;
  name: string;
  reason: GridMisfit;
};

export function MisalignedDemos({ demos }: { demos: readonly MisalignedDemoRow[] }) {
  if (demos.length === 0) return null;
  return (
    <section
      aria-labelledby="misaligned-demos-heading"
      data-tone="warning"
      className="rounded-lg border border-amber-700 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id="misaligned-demos-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 max-w-prose text-sm">{t.intro(demos.length)}</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        {demos.map((d) => (
          <li key={d.bookingId} className="flex flex-wrap gap-x-3">
            <span className="font-mono tabular-nums">{`${d.day}, ${d.time}–${d.endTime}`}</span>
            <Link to={`/sales/leads/${d.leadId}`} className="font-semibold underline">
              {d.name}
            </Link>
            <span>{t.reasons[d.reason]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
