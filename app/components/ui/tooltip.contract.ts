import { hook } from "../contract";

// The tooltip's contract between its server markup (tooltip.tsx) and its page script
// (app/enhance/tooltips.ts).
export const tooltipContract = {
  /** The wrapper around a trigger and its tooltip. */
  root: hook("data-tooltip"),
  /** The tooltip: a direct child of the wrapper, so a tooltip inside a trigger is never taken for it. */
  tooltip: ':scope > [role="tooltip"]',
} as const;

/** How it opened, on the tooltip's data-state, as Radix did (the browser tests read it). */
export type TooltipState = "closed" | "delayed-open" | "instant-open";

/**
 * SPEC section 9: a tooltip opens 700 ms after the pointer (or keyboard focus) reaches its trigger,
 * and within 300 ms of another one closing the next opens at once, so a pointer moving along a
 * row of icons is not made to wait at each.
 */
export const tooltipDelays = { openMs: 700, skipMs: 300 } as const;
