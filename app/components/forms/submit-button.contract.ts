import { hook } from "../contract";

// A submit button's pending look, between submit-button.tsx (its labels follow the attribute) and
// the page scripts that post with fetch (app/enhance/pending-button.ts).
export const submitButtonContract = {
  /** Set while an answer is awaited long enough to show it; the button's CSS swaps the labels. */
  pending: hook("data-pending"),
} as const;

/**
 * A pending indicator that never flickers: it appears only when the wait lasts longer than `delay`
 * ms and, once shown, stays at least `minDuration` ms.
 */
export const pendingTiming = { delay: 150, minDuration: 500 } as const;
