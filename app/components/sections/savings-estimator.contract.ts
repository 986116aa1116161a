import type { MetricId } from "~/estimator/savings-estimate";
import { hook } from "../contract";

// The savings estimator's contract between its server markup (savings-estimator.tsx,
// savings-estimate-results.tsx) and its page script (app/enhance/savings-estimator.ts, ADR 010).
// The fields, their order and when an error shows are the estimate's own (app/estimator/savings-estimate.ts),
// which both sides import.
export const estimatorContract = {
  form: hook("data-estimator"),
  /** The summary of errors the server rendered (without JavaScript): gone once the visitor edits. */
  summary: hook("data-estimator-summary"),
  results: hook("data-estimator-results"),
  placeholder: hook("data-estimator-placeholder"),
  /** Elements whose text the script sets. */
  slot: hook<EstimatorSlot>("data-estimator-slot"),
  status: hook("data-estimator-status"),
  /** The currency select: the figures are written in the money it names. */
  currency: hook("data-estimator-currency"),
  /** A JSON script with the page's EstimatorWords (app/estimator/savings-estimate.ts): the script's only words. */
  words: hook("data-estimator-words"),
} as const;

/** One metric's bar: today, and with Ilimi. */
export type EstimatorBar = `${MetricId}.${"today" | "withIlimi"}`;
/** "title" and "text" in the placeholder; per metric, its headline and each bar's value and width. */
export type EstimatorSlot =
  | "title"
  | "text"
  | `${MetricId}.headline`
  | "feeCollection.converted"
  | `${EstimatorBar}.value`
  | `${EstimatorBar}.bar`;
