import { describe, expect, it } from "vitest";
import { matchingRule, type RoutingRule } from "./routing";

// ADR 047: the first rule that matches wins; a condition left out matches anything.
const rules: RoutingRule[] = [
  { id: "fr-large", size: "large", edition: "fr", presenterIds: ["chloe"] },
  { id: "large", size: "large", edition: null, presenterIds: ["bola"] },
  { id: "fr", size: null, edition: "fr", presenterIds: ["ada"] },
];

describe("which routing rule a booking matches", () => {
  it("takes the first rule in order whose every condition holds", () => {
    expect(matchingRule(rules, { size: "large", edition: "fr" })?.id).toBe("fr-large");
    expect(matchingRule(rules, { size: "large", edition: "en" })?.id).toBe("large");
    expect(matchingRule(rules, { size: "small", edition: "fr" })?.id).toBe("fr");
  });

  it("matches nothing for a request that told us no size, or one no rule names", () => {
    expect(matchingRule(rules, { size: null, edition: "en" })).toBeUndefined();
    expect(matchingRule(rules, { size: "small", edition: "en" })).toBeUndefined();
  });
});
