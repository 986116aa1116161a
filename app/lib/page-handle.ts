/**
 * A route's `handle`. Pages hydrate React only when they say so (ADR 008); today none does. A page
 * with behaviour of its own (the demo form, the savings estimator) names its script instead
 * (ADR 010); every other page is server HTML plus the common page script.
 */
export type PageHandle = { hydrate?: boolean; script?: PageScript; console?: boolean };

/** Scripts a page may load instead of the common page script (root.tsx maps each to its file). */
export type PageScript = "demo-form" | "savings-estimator" | "slot-picker";

export const hydratedPage = { hydrate: true } as const satisfies PageHandle;

/**
 * The sales console (ADR 020): an application, not a page. It hydrates React, has its own shell
 * (no site header, footer or page script), and is the only place React runs in the browser.
 */
export const consolePage = { hydrate: true, console: true } as const satisfies PageHandle;

export function isConsolePage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).console === true;
}

export const demoFormPage = { script: "demo-form" } as const satisfies PageHandle;

export const savingsEstimatorPage = { script: "savings-estimator" } as const satisfies PageHandle;

/** The booking pages (/booking/...): the slot picker's local times. */
export const slotPickerPage = { script: "slot-picker" } as const satisfies PageHandle;

export function pageHydrates(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).hydrate === true;
}

export function pageScriptOf(handle: unknown): PageScript | undefined {
  return typeof handle === "object" && handle !== null ? (handle as PageHandle).script : undefined;
}
