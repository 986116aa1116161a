import { describe, expect, it } from "vitest";
import {
  estimatorAssumptions,
  estimatorFields,
  estimatorRates,
  savingsEstimatorCopy as copy,
} from "~/content/savings-estimator";
import {
  barPercent,
  estimateSavings,
  estimateSearch,
  evaluateEstimate,
  formatCount,
  formatMoney,
  presentEstimate,
  roundEstimate,
  roundMetric,
  valuesFrom,
} from "./savings-estimate";

describe("the claimed rates", () => {
  it("come from claims.ts: up to 60% less admin time, 90% faster reports, 40% better fee collection", () => {
    expect(estimatorRates).toEqual({ adminTime: 0.6, reports: 0.9, feeCollection: 0.4 });
  });
});

describe("estimateSavings", () => {
  const input = { students: 2500, staff: 180, fees: 250_000_000 };
  const result = estimateSavings(input);

  it("works out administrative time from students and staff", () => {
    // 2,500 × 4 h + 180 × 10 h = 11,800 h today; up to 60% saved.
    expect(result.adminTime.hoursToday).toBe(11_800);
    expect(result.adminTime.hoursSaved).toBeCloseTo(7_080);
    expect(result.adminTime.hoursWithIlimi).toBeCloseTo(4_720);
    expect(result.adminTime.workingDaysSaved).toBeCloseTo(885);
  });

  it("works out report preparation from staff", () => {
    // 180 staff × 0.1 h a month × 12 = 216 h a year; up to 90% saved.
    expect(result.reports.hoursToday).toBeCloseTo(216);
    expect(result.reports.hoursSaved).toBeCloseTo(194.4);
    expect(result.reports.hoursWithIlimi).toBeCloseTo(21.6);
  });

  it("reads better fee collection as recovering part of the fees uncollected today", () => {
    // 15% of ₦250m uncollected = ₦37.5m; up to 40% of it collected = ₦15m.
    expect(result.feeCollection.collectedToday).toBe(212_500_000);
    expect(result.feeCollection.extraCollected).toBe(15_000_000);
    expect(result.feeCollection.collectedWithIlimi).toBe(227_500_000);
    expect(result.feeCollection.uncollectedToday).toBe(37_500_000);
    expect(result.feeCollection.uncollectedWithIlimi).toBe(22_500_000);
    expect(result.feeCollection.collectedWithIlimi).toBeLessThanOrEqual(input.fees);
  });

  it("follows the assumptions when they change", () => {
    const doubled = estimateSavings(input, { ...estimatorAssumptions, adminHoursPerStudentPerYear: 8 });
    expect(doubled.adminTime.hoursToday).toBe(2500 * 8 + 180 * 10);
  });

  it("never collects more than was billed, whatever the input", () => {
    for (const fees of [0, 1, 999, 10_000_000_000_000]) {
      const { feeCollection } = estimateSavings({ students: 1, staff: 1, fees });
      expect(feeCollection.collectedWithIlimi).toBeLessThanOrEqual(fees);
      expect(feeCollection.extraCollected).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("rounding and formatting", () => {
  it("rounds standalone figures to two significant figures from 100 up, whole numbers below", () => {
    expect(roundEstimate(885)).toBe(890);
    expect(roundEstimate(7_080)).toBe(7_100);
    expect(roundEstimate(21.6)).toBe(22);
    expect(roundEstimate(0.4)).toBe(0);
    expect(roundEstimate(1_537_500)).toBe(1_500_000);
    expect(roundEstimate(-5)).toBe(0);
    expect(roundEstimate(Number.NaN)).toBe(0);
  });

  it("rounds a metric's three figures to one step, so they still add up", () => {
    expect(roundMetric(11_800, 7_080)).toEqual({ today: 11_800, saved: 7_100, withIlimi: 4_700 });
    expect(roundMetric(216, 194.4)).toEqual({ today: 216, saved: 194, withIlimi: 22 });
    expect(roundMetric(37_512_345, 15_004_938)).toEqual({
      today: 37_500_000,
      saved: 15_000_000,
      withIlimi: 22_500_000,
    });
    expect(roundMetric(12, 10.8)).toEqual({ today: 12, saved: 11, withIlimi: 1 });
    for (const [today, rate] of [
      [123_456, 0.6],
      [999, 0.9],
      [5_555_555, 0.4],
      [101, 0.9],
    ] as const) {
      const m = roundMetric(today, today * rate);
      expect(m.today - m.saved).toBe(m.withIlimi);
      expect(m.withIlimi).toBeGreaterThanOrEqual(0);
    }
  });

  it("presents a whole estimate", () => {
    const shown = presentEstimate(estimateSavings({ students: 2500, staff: 180, fees: 250_000_000 }));
    expect(shown.adminTime).toEqual({ today: 11_800, saved: 7_100, withIlimi: 4_700, workingDays: 890 });
    expect(shown.reports).toEqual({ today: 216, saved: 194, withIlimi: 22 });
    expect(shown.feeCollection).toEqual({ today: 37_500_000, saved: 15_000_000, withIlimi: 22_500_000 });
  });

  it("writes counts with separators and money with its sign", () => {
    expect(formatCount(7_100)).toBe("7,100");
    expect(formatMoney(15_000_000, "NGN")).toBe("₦15,000,000");
    expect(formatMoney(0, "NGN")).toBe("₦0");
    expect(formatMoney(15_000_000, "XOF")).toBe("15,000,000 FCFA");
  });

  it("states every result as an upper bound", () => {
    const { metrics } = copy;
    expect(metrics.adminTime.saved("7,100", "890")).toBe(
      "Up to 7,100 hours a year back for your staff, about 890 working days",
    );
    expect(metrics.reports.saved("190")).toMatch(/^Up to 190 hours/);
    expect(metrics.feeCollection.saved("₦15,000,000")).toMatch(/^Up to ₦15,000,000 more collected/);
    expect(metrics.adminTime.claim).toBe("up to 60% less administrative time");
  });

  it("draws bars to scale", () => {
    expect(barPercent(40, 100)).toBe(40);
    expect(barPercent(100, 100)).toBe(100);
    expect(barPercent(5, 0)).toBe(0);
    expect(barPercent(200, 100)).toBe(100);
  });
});

describe("evaluateEstimate (the form)", () => {
  it("is empty, not invalid, before anything is typed", () => {
    expect(evaluateEstimate({ students: "", staff: " ", fees: "" }).status).toBe("empty");
  });

  it("accepts numbers written the way people write them", () => {
    const outcome = evaluateEstimate({ students: "2,500", staff: " 180 ", fees: "₦250,000,000" });
    expect(outcome.status).toBe("ok");
    if (outcome.status === "ok") expect(outcome.input).toEqual({ students: 2500, staff: 180, fees: 250_000_000 });
    expect(evaluateEstimate({ students: "2 500", staff: "180", fees: "NGN 1000" }).status).toBe("ok");
  });

  it("gives each bad field its own message and keeps what was typed", () => {
    const values = { students: "lots", staff: "12.5", fees: "-3" };
    const outcome = evaluateEstimate(values);
    expect(outcome.status).toBe("invalid");
    if (outcome.status !== "invalid") return;
    expect(outcome.values).toEqual(values);
    expect(outcome.errors).toEqual({
      students: estimatorFields.students.messages.notNumber,
      staff: estimatorFields.staff.messages.whole,
      fees: estimatorFields.fees.messages.tooSmall,
    });
  });

  it("asks for missing fields once one has been filled", () => {
    const outcome = evaluateEstimate({ students: "2500", staff: "", fees: "" });
    expect(outcome.status === "invalid" && outcome.errors).toEqual({
      staff: estimatorFields.staff.messages.required,
      fees: estimatorFields.fees.messages.required,
    });
  });

  it("refuses numbers outside the sensible range", () => {
    const outcome = evaluateEstimate({ students: "0", staff: "200001", fees: "1e9" });
    expect(outcome.status === "invalid" && outcome.errors).toEqual({
      students: estimatorFields.students.messages.tooSmall,
      staff: estimatorFields.staff.messages.tooLarge,
      fees: estimatorFields.fees.messages.notNumber,
    });
  });

  it("accepts zero fees (an institution that bills none)", () => {
    expect(evaluateEstimate({ students: "40", staff: "5", fees: "0" }).status).toBe("ok");
  });
});

describe("the query string", () => {
  it("reads the fields, capped in length, and writes them back", () => {
    const values = valuesFrom(new URLSearchParams(`students=2500&staff=180&fees=${"9".repeat(100)}&other=x`));
    expect(values.students).toBe("2500");
    expect(values.fees).toHaveLength(40);
    expect(estimateSearch({ students: "2,500", staff: "", fees: "100" })).toBe("?students=2%2C500&fees=100");
    expect(estimateSearch({ students: "", staff: "", fees: "" })).toBe("");
    expect(estimateSearch({ students: "", staff: "", fees: "100" }, "XOF")).toBe("?fees=100&currency=XOF");
    expect(estimateSearch({ students: "", staff: "", fees: "" }, "XOF")).toBe("");
  });
});
