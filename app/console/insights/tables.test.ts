import { describe, expect, it } from "vitest";
import { insightsCopy } from "~/content/sales-console-insights";
import { zero } from "./funnel.server";
import { funnelBars, rate } from "./tables.server";

// Insights' rates and funnel bars (issue #45 item 2, ADR 096): a manager must be able to trust them.

describe("the rates and the funnel a manager reads", () => {
  it("never shows a rate above 100 %, and says so where the step counts what the one before cannot see", () => {
    expect(rate(1, 4)).toBe("25.0 %");
    expect(rate(4, 4)).toBe("100.0 %");
    expect(rate(18, 1)).toBe(insightsCopy.beyondBase);
    expect(rate(3, 0)).toBe("–");
  });

  it("draws each funnel bar as part of the one before, starting at requests when fewer visitors were counted", () => {
    const counted = { ...zero(), visitors: 10, requests: 4, bookings: 2, held: 1, won: 1 };
    expect(funnelBars(counted).map((b) => b.value)).toEqual([10, 4, 2, 1, 1]);
    const unseen = { ...zero(), visitors: 1, requests: 18, bookings: 5, held: 2, won: 1 };
    const bars = funnelBars(unseen).map((b) => b.value);
    expect(bars).toEqual([18, 5, 2, 1]);
    for (let i = 1; i < bars.length; i++) expect(bars[i]).toBeLessThanOrEqual(bars[i - 1]!);
  });
});
