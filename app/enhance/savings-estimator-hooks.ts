// The data attributes the savings estimator's markup carries for the page script
// (./savings-estimator.ts), shared by the components that render them
// (components/sections/savings-estimator.tsx, savings-estimate-results.tsx).
export const estimatorHooks = {
  form: "data-estimator",
  /** The summary of errors the server rendered (without JavaScript): gone once the visitor edits. */
  summary: "data-estimator-summary",
  results: "data-estimator-results",
  placeholder: "data-estimator-placeholder",
  /** Elements whose text the script sets: "title", "text", or "<metric>.headline", "<metric>.today.value"… */
  slot: "data-estimator-slot",
  status: "data-estimator-status",
  /** A JSON script with the page's EstimatorWords (lib/savings-estimate.ts): the script's only words. */
  words: "data-estimator-words",
} as const;
