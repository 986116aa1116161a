import { Link } from "react-router";
import { OutcomeButtons } from "~/components/console/bookings/outcome-buttons";
import { LanguageBadge } from "~/components/console/ui";
import type { OutcomeAnswer } from "~/console/bookings/outcome-action.server";
import type { DemoToMark } from "~/console/team/today.server";
import { consoleCopy } from "~/content/sales-console";
import { bookingsCopy } from "~/content/sales-console-bookings";

// A list of demos as Today's demos and My day show them (app/console/team/today.server.ts): time,
// the lead (linked), institution, language, presenter, and, where the page marks outcomes, the
// one-press buttons (ADR 039).

export function DemoList({
  heading,
  demos,
  answer,
  showDay,
  marking = true,
}: {
  heading: string;
  demos: DemoToMark[];
  answer?: OutcomeAnswer;
  showDay: boolean;
  marking?: boolean;
}) {
  return (
    <section aria-label={heading} className="rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-ink">{heading}</h2>
      <ul className="flex flex-col divide-y divide-line">
        {demos.map((d) => (
          <li key={d.bookingId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <span className="font-mono text-ink tabular-nums">{`${showDay ? `${d.day}, ` : ""}${d.time}–${d.endTime}`}</span>
            <Link to={`/sales/leads/${d.leadId}`} className="font-semibold text-brand-800 underline">
              {d.name}
            </Link>
            <span className="text-ink-soft">{d.institution}</span>
            <LanguageBadge language={d.language} />
            <span className="text-ink-soft">
              {d.presenter ? bookingsCopy.presentedBy(d.presenter) : bookingsCopy.nobodyPresents}
              {d.mine ? <strong className="ml-2 text-brand-800">{consoleCopy.today.yours}</strong> : null}
            </span>
            {marking ? <OutcomeButtons demo={{ ...d, who: d.name }} answer={answer} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
