import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { mark } from "../contract";
import { estimatorContract, type EstimatorBar, type EstimatorSlot } from "./savings-estimator.contract";
import {
  barWidth,
  estimateDisplay,
  type BarDisplay,
  type MetricDisplay,
  type MetricId,
  type SavingsEstimate,
  type EstimatorWords,
} from "~/estimator/savings-estimate";
import { useCopy } from "~/lib/locale";

/**
 * The estimate as sentences and as a picture: for each claim, a pair of bars (today, with Ilimi)
 * drawn to scale. Every bar's figure is written beside it, so the bars themselves are hidden from
 * screen readers and nothing is said only by a length. The page script refills the slots as the
 * visitor types (app/enhance/savings-estimator.ts), from the same estimateDisplay().
 */
export function EstimateResults({
  estimate,
  words,
  children,
}: {
  estimate: SavingsEstimate | undefined;
  words: EstimatorWords;
  children?: ReactNode;
}) {
  const copy = useCopy("savings-estimator").savingsEstimatorCopy;
  // Without an estimate the panel is in the page, hidden and with empty slots, for the script to fill.
  const display = estimate ? estimateDisplay(estimate, words) : noFigures;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      hidden={!estimate}
      className="rounded-card border border-line bg-white p-6 md:p-8"
      {...mark(estimatorContract.results)}
    >
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        {copy.results.heading}
      </h3>
      <div className="mt-6 space-y-8">
        <Metric id="adminTime" display={display.adminTime} highlight />
        <Metric id="reports" display={display.reports} />
        <Metric id="feeCollection" display={display.feeCollection} />
      </div>
      <div className="mt-8 border-t border-line pt-5">
        <p className="text-sm leading-relaxed text-muted">{copy.results.disclaimer}</p>
        {children}
      </div>
    </section>
  );
}

const noBar: BarDisplay = { value: "", percent: 0 };
const noMetric: MetricDisplay = { headline: "", today: noBar, withIlimi: noBar, converted: "" };
const noFigures: Record<MetricId, MetricDisplay> = { adminTime: noMetric, reports: noMetric, feeCollection: noMetric };

const slot = (name: EstimatorSlot) => mark(estimatorContract.slot, name);

function Metric({
  id,
  display,
  highlight = false,
}: {
  id: MetricId;
  display: MetricDisplay;
  /** DESIGN.md: one accent highlight per screen, on the first result. */
  highlight?: boolean;
}) {
  const copy = useCopy("savings-estimator").savingsEstimatorCopy;
  const metric = copy.metrics[id];
  return (
    <div data-metric={id}>
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">
        {metric.title}
        <span className="font-normal tracking-normal normal-case"> · {metric.claim}</span>
      </p>
      <p
        className={cn(
          "mt-1.5 text-lg leading-snug font-semibold md:text-xl",
          highlight ? "text-accent-700" : "text-brand-800",
        )}
        {...slot(`${id}.headline`)}
      >
        {display.headline}
      </p>
      {/* The saving in the other money, when the operator set a naira rate; the script fills it as figures change. */}
      {id === "feeCollection" ? (
        <p className="mt-1 text-sm text-ink-soft tabular-nums" {...slot("feeCollection.converted")}>
          {display.converted}
        </p>
      ) : null}
      <p className="mt-3 text-xs font-medium text-muted">{metric.barCaption}</p>
      <ul className="mt-2 space-y-3" aria-label={metric.barCaption}>
        <Bar label={copy.results.today} bar={display.today} slotName={`${id}.today`} tone="today" />
        <Bar label={copy.results.withIlimi} bar={display.withIlimi} slotName={`${id}.withIlimi`} tone="ilimi" />
      </ul>
    </div>
  );
}

function Bar({
  label,
  bar,
  slotName,
  tone,
}: {
  label: string;
  bar: BarDisplay;
  slotName: EstimatorBar;
  tone: "today" | "ilimi";
}) {
  return (
    <li>
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-ink-soft">{label}</span>
        <span className="font-semibold text-ink tabular-nums" {...slot(`${slotName}.value`)}>
          {bar.value}
        </span>
      </p>
      <div aria-hidden="true" className="mt-1.5 h-3 rounded-full bg-surface">
        <div
          className={cn("h-3 rounded-full", tone === "today" ? "bg-line-strong" : "bg-brand-700")}
          style={{ width: barWidth(bar.percent) }}
          {...slot(`${slotName}.bar`)}
        />
      </div>
    </li>
  );
}
