/**
 * A route's `handle`. Pages hydrate React only when they say so (ADR 008): the demo form and the
 * savings estimator need it; every other page is server HTML plus the small page script.
 */
export type PageHandle = { hydrate?: boolean };

export const hydratedPage = { hydrate: true } as const satisfies PageHandle;

export function pageHydrates(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).hydrate === true;
}
