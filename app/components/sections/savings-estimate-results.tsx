import { useId, type ReactNode } from "react";
import { savingsEstimatorCopy as copy } from "~/content/savings-estimator";
import { cn } from "~/lib/cn";
import { barPercent, formatCount, formatNaira, presentEstimate, type RoundedMetric, type SavingsEstimate } from "~/lib/savings-estimate";

type MetricId = keyof typeof copy.metrics;

/**
 * The estimate as sentences and as a picture: for each claim, a pair of bars (today, with Ilimi)
 * drawn to scale. Every bar's figure is written beside it, so the bars themselves are hidden from
 * screen readers and nothing is said only by a length.
 */
export function EstimateResults({ estimate, children }: { estimate: SavingsEstimate; children?: ReactNode }) {
  const { adminTime, reports, feeCollection } = presentEstimate(estimate);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white p-6 md:p-8">
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        {copy.results.heading}
      </h3>
      <div className="mt-6 space-y-8">
        <Metric
          id="adminTime"
          headline={copy.metrics.adminTime.saved(formatCount(adminTime.saved), formatCount(adminTime.workingDays))}
          metric={adminTime}
          highlight
        />
        <Metric id="reports" headline={copy.metrics.reports.saved(formatCount(reports.saved))} metric={reports} />
        <Metric id="feeCollection" headline={copy.metrics.feeCollection.saved(formatNaira(feeCollection.saved))} metric={feeCollection} />
      </div>
      <div className="mt-8 border-t border-line pt-5">
        <p className="text-sm leading-relaxed text-muted">{copy.results.disclaimer}</p>
        {children}
      </div>
    </section>
  );
}

function Metric({
  id,
  headline,
  metric: { today, withIlimi },
  highlight = false,
}: {
  id: MetricId;
  headline: string;
  metric: RoundedMetric;
  /** DESIGN.md: one accent highlight per screen, on the first result. */
  highlight?: boolean;
}) {
  const metric = copy.metrics[id];
  const format = (value: number) => (metric.format === "naira" ? formatNaira(value) : `${formatCount(value)} ${copy.results.hoursUnit}`);
  const largest = Math.max(today, withIlimi);
  return (
    <div data-metric={id}>
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">
        {metric.title}
        <span className="font-normal tracking-normal normal-case"> · {metric.claim}</span>
      </p>
      <p className={cn("mt-1.5 text-lg leading-snug font-semibold md:text-xl", highlight ? "text-accent-700" : "text-brand-800")}>{headline}</p>
      <p className="mt-3 text-xs font-medium text-muted">{metric.barCaption}</p>
      <ul className="mt-2 space-y-3" aria-label={metric.barCaption}>
        <Bar label={copy.results.today} value={format(today)} percent={barPercent(today, largest)} tone="today" />
        <Bar label={copy.results.withIlimi} value={format(withIlimi)} percent={barPercent(withIlimi, largest)} tone="ilimi" />
      </ul>
    </div>
  );
}

function Bar({ label, value, percent, tone }: { label: string; value: string; percent: number; tone: "today" | "ilimi" }) {
  return (
    <li>
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-ink-soft">{label}</span>
        <span className="font-semibold text-ink tabular-nums">{value}</span>
      </p>
      <div aria-hidden="true" className="mt-1.5 h-3 rounded-full bg-surface">
        {/* A sliver stays visible for tiny values, so "almost nothing" does not read as "no bar". */}
        <div
          className={cn("h-3 rounded-full", tone === "today" ? "bg-line-strong" : "bg-brand-700")}
          style={{ width: `${percent > 0 ? Math.max(percent, 1.5) : 0}%` }}
        />
      </div>
    </li>
  );
}
