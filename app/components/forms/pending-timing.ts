/**
 * A pending indicator that never flickers: it appears only when the wait lasts longer than `delay`
 * ms and, once shown, stays at least `minDuration` ms. Shared by React's forms and the page script.
 */
export const pendingTiming = { delay: 150, minDuration: 500 } as const;
