import type { InstitutionSize } from "~/content/contact";
import type { Locale } from "~/content/locale";

// Routing rules (ADR 047), the pure part: which rule a booking matches. A rule names an institution
// size, an edition, or both; a condition left out matches anything. Rules are tried in order and
// the first that matches wins, so an admin reads the list top to bottom as the booking does.

export type RoutingRule = { id: string; size: InstitutionSize | null; edition: Locale | null; presenterIds: string[] };

/** What the visitor told us that a rule may look at. */
export type RoutingFacts = { size: string | null; edition: Locale };

export function matchingRule(rules: readonly RoutingRule[], facts: RoutingFacts): RoutingRule | undefined {
  return rules.find(
    (r) => (r.size === null || r.size === facts.size) && (r.edition === null || r.edition === facts.edition),
  );
}
