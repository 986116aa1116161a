import { pathWithoutLocale } from "~/content/locale";

/**
 * Whether a page's address holds a visitor's own data, in any edition: a booking step, a newsletter
 * link, a sent request's page (`/demo?sent=1&booking=…`) or its "Confirm my request" page (ADR 034).
 * The server gives such answers no-store and COOP (ADR 017, 073) and never caches them; the language
 * switcher carries their query to the other edition, because without it the page there says "this
 * link does not work" (ADR 070). One predicate, so the two cannot drift apart.
 */
export function pageHoldsVisitorData(pathname: string, query: URLSearchParams): boolean {
  const bare = pathWithoutLocale(pathname);
  if (/^\/booking(\/|$)/.test(bare)) return true;
  if (/^\/newsletter\/(confirm|unsubscribe|token)\/?$/.test(bare)) return true;
  return /^\/(demo|contact)\/?$/.test(bare) && (query.has("sent") || query.has("confirm"));
}
