import { describe, expect, it } from "vitest";
import "~/content/catalogue.server"; // the French edition's copy, as the server has it
import { copyIn } from "~/content/catalogue";
import { edition } from "~/content/editions";
import { estimatorFields } from "~/content/savings-estimator";

const { estimatorFields: frenchFields, savingsEstimatorCopy: frenchCopy } = copyIn("fr", "savings-estimator");
import { CFA_PER_EUR, convert, currencyFrom, readTypedNumber } from "./money";
import { estimateDisplay, estimateMessage, estimatorWords, evaluateEstimate } from "./savings-estimate";

const read = (raw: string, style: "en" | "fr" = "fr") => readTypedNumber(raw, style);

describe("a figure typed on a French page", () => {
  it("reads « 1,5 » as one and a half, never fifteen", () => {
    expect(read("1,5")).toEqual({ ok: true, value: 1.5 });
    expect(read("1.5")).toEqual({ ok: true, value: 1.5 });
  });

  it("reads thousands grouped by normal, no-break, narrow no-break or thin spaces, or by points", () => {
    for (const space of [" ", "\u00a0", "\u202f", "\u2009"]) {
      expect(read(`250${space}000${space}000`)).toEqual({ ok: true, value: 250_000_000 });
    }
    expect(read("250.000.000")).toEqual({ ok: true, value: 250_000_000 });
    expect(read("2 500,5")).toEqual({ ok: true, value: 2500.5 });
  });

  it("reads an amount with or without « FCFA », « F CFA », XOF or XAF", () => {
    for (const typed of [
      "250 000 000 FCFA",
      "250 000 000 F CFA",
      "250\u202f000\u202f000\u00a0F\u00a0CFA",
      "FCFA 250000000",
      "250000000 XOF",
      "XAF 250 000 000",
      "250 000 000 francs CFA",
    ]) {
      expect(read(typed), typed).toEqual({ ok: true, value: 250_000_000 });
    }
  });

  it("refuses digits grouped other than in threes, and mixed separators, instead of guessing", () => {
    expect(read("25 00")).toEqual({ ok: false, reason: "grouping" });
    expect(read("250 000.000")).toEqual({ ok: false, reason: "grouping" });
    expect(read("250,000,000")).toEqual({ ok: false, reason: "grouping" });
    expect(read("beaucoup")).toEqual({ ok: false, reason: "notNumber" });
    expect(read("-3")).toEqual({ ok: false, reason: "negative" });
    expect(read("  ")).toEqual({ ok: false, reason: "empty" });
  });
});

describe("a figure typed on an English page", () => {
  it("keeps commas as thousands and refuses « 1,5 » rather than reading 15", () => {
    expect(read("2,500", "en")).toEqual({ ok: true, value: 2500 });
    expect(read("₦250,000,000", "en")).toEqual({ ok: true, value: 250_000_000 });
    expect(read("1.5", "en")).toEqual({ ok: true, value: 1.5 });
    expect(read("1,5", "en")).toEqual({ ok: false, reason: "grouping" });
  });
});

describe("the French estimator's form", () => {
  const words = estimatorWords(frenchCopy, edition("fr"), frenchFields, { currency: "XOF", rate: null });

  it("refuses « 1,5 » students with the French message for a whole number", () => {
    const outcome = evaluateEstimate({ students: "1,5", staff: "180", fees: "250 000 000 FCFA" }, "fr");
    expect(outcome.status === "invalid" && estimateMessage(outcome.errors.students!, words)).toBe(
      frenchFields.students.messages.whole,
    );
  });

  it("estimates from « 2 500 », « 180 » and « 250 000 000 F CFA », in FCFA, without converting when no rate is set", () => {
    const outcome = evaluateEstimate({ students: "2\u202f500", staff: "180", fees: "250 000 000 F CFA" }, "fr");
    if (outcome.status !== "ok") throw new Error("should estimate");
    expect(outcome.input.fees).toBe(250_000_000);
    const fees = estimateDisplay(outcome.estimate, words).feeCollection;
    expect(fees.headline).toBe("Jusqu’à 15\u202f000\u202f000\u00a0F\u00a0CFA de plus recouvrés chaque année");
    expect(fees.converted).toBe("");
  });

  it("shows an FCFA estimate without the naira, even with a rate set, and a naira one also in FCFA at that rate", () => {
    const withRate = (currency: "XOF" | "NGN") =>
      estimatorWords(frenchCopy, edition("fr"), frenchFields, {
        currency,
        rate: { ngnPerEur: 1600, date: "2026-11-20" },
      });
    const outcome = evaluateEstimate({ students: "2500", staff: "180", fees: "250000000" }, "fr");
    if (outcome.status !== "ok") throw new Error("should estimate");
    const inFcfa = estimateDisplay(outcome.estimate, withRate("XOF"), "XOF").feeCollection;
    expect(inFcfa.converted).toBe("");
    expect(JSON.stringify(inFcfa)).not.toContain("₦");
    // 15 000 000 ₦ = 9 375 € = 6 149 597 FCFA, shown to two significant figures.
    expect(estimateDisplay(outcome.estimate, withRate("NGN"), "NGN").feeCollection.converted).toBe(
      "Soit environ 6\u202f100\u202f000\u00a0F\u00a0CFA",
    );
  });

  it("reads « 250 000 F », « 250 000 francs » and « 250 000 XOF » as the same francs CFA", () => {
    for (const typed of [
      "250 000 F",
      "250\u00a0000\u00a0F",
      "250 000 f",
      "250 000 francs",
      "250 000 XOF",
      "250 000 FCFA",
    ]) {
      expect(read(typed, "fr"), typed).toEqual({ ok: true, value: 250_000 });
    }
  });

  it("has a message for every way a figure can be refused, in both editions", () => {
    for (const name of ["students", "staff", "fees"] as const) {
      expect(Object.keys(frenchFields[name].messages)).toEqual(Object.keys(estimatorFields[name].messages));
    }
  });
});

describe("currencies", () => {
  it("holds both CFA francs at the fixed parity and needs a set rate for the naira", () => {
    expect(CFA_PER_EUR).toBe(655.957);
    expect(convert(1000, "XOF", "XAF", null)).toBe(1000);
    expect(convert(655.957, "XOF", "NGN", null)).toBeUndefined();
    expect(convert(655.957, "XOF", "NGN", { ngnPerEur: 1600, date: "2026-11-20" })).toBeCloseTo(1600);
    expect(convert(1600, "NGN", "XAF", { ngnPerEur: 1600, date: "2026-11-20" })).toBeCloseTo(655.957);
  });

  it("defaults to FCFA (XOF) on French pages and naira on English ones, and ignores unknown codes", () => {
    expect(currencyFrom(null, "fr")).toBe("XOF");
    expect(currencyFrom(null, "en")).toBe("NGN");
    expect(currencyFrom("XAF", "en")).toBe("XAF");
    expect(currencyFrom("USD", "fr")).toBe("XOF");
  });
});
