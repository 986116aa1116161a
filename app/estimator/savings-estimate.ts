import * as z from "zod/mini";
import { editionList, type Edition, type NumberStyle } from "~/content/editions";
import { convert, type Currency, type NairaRate, readTypedNumber } from "./money";
import {
  savingsEstimatorCopy,
  estimatorAssumptions,
  estimatorFieldOrder,
  estimatorFields,
  estimatorRates,
  type EstimatorAssumptions,
  type EstimatorField,
  type EstimatorFieldName,
} from "~/content/savings-estimator";

// The savings estimator's arithmetic and validation, shared by the server (the /pricing loader,
// for the GET form that works without JavaScript) and the browser (live updates while typing).
// Pure: no I/O, no dates, so the same input gives the same answer everywhere.

export type EstimateInput = Record<EstimatorFieldName, number>;
/** What the visitor typed, kept as typed so a form with an error shows their input again. */
export type EstimateValues = Record<EstimatorFieldName, string>;
export type EstimateErrors = Partial<Record<EstimatorFieldName, string>>;

export type SavingsEstimate = {
  adminTime: { hoursToday: number; hoursSaved: number; hoursWithIlimi: number; workingDaysSaved: number };
  reports: { hoursToday: number; hoursSaved: number; hoursWithIlimi: number };
  feeCollection: {
    billed: number;
    collectedToday: number;
    uncollectedToday: number;
    extraCollected: number;
    collectedWithIlimi: number;
    uncollectedWithIlimi: number;
  };
};

export type EstimateOutcome =
  | { status: "empty"; values: EstimateValues }
  | { status: "invalid"; values: EstimateValues; errors: EstimateErrors }
  | { status: "ok"; values: EstimateValues; input: EstimateInput; estimate: SavingsEstimate };

export const emptyValues: EstimateValues = { students: "", staff: "", fees: "" };

// zod/mini, not zod: the browser loads this (app/enhance/savings-estimator.ts), and the mini build
// is a quarter of the size to download and to start (ADR 010).
function numberField(field: EstimatorField, style: NumberStyle) {
  return z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      const fail = (message: string) => {
        ctx.issues.push({ code: "custom", message, input: raw });
        return z.NEVER;
      };
      // Read as the page's edition writes numbers (money.ts): « 1,5 » is 1.5 on a French page.
      const read = readTypedNumber(raw, style);
      if (!read.ok)
        return fail(
          {
            empty: field.messages.required,
            negative: field.messages.tooSmall,
            grouping: field.messages.grouping,
            notNumber: field.messages.notNumber,
          }[read.reason],
        );
      const value = read.value;
      if (!Number.isInteger(value)) return fail(field.messages.whole);
      if (value < field.min) return fail(field.messages.tooSmall);
      if (value > field.max) return fail(field.messages.tooLarge);
      return value;
    }),
  );
}

const schemas = new Map<NumberStyle, ReturnType<typeof inputSchema>>();
function inputSchema(style: NumberStyle) {
  return z.object({
    students: numberField(estimatorFields.students, style),
    staff: numberField(estimatorFields.staff, style),
    fees: numberField(estimatorFields.fees, style),
  });
}
function schemaFor(style: NumberStyle) {
  let schema = schemas.get(style);
  if (!schema) schemas.set(style, (schema = inputSchema(style)));
  return schema;
}

/** Reads the three fields from a query string (or a form), keeping each value as typed (capped). */
export function valuesFrom(params: URLSearchParams): EstimateValues {
  const read = (name: EstimatorFieldName) => (params.get(name) ?? "").slice(0, 40);
  return { students: read("students"), staff: read("staff"), fees: read("fees") };
}

/**
 * The errors a visitor sees: a figure that is wrong as soon as it is typed; a missing one only once
 * they have asked for an estimate. The server's render and the page script both ask here.
 */
export function shownErrors(outcome: EstimateOutcome, values: EstimateValues, asked: boolean): EstimateErrors {
  const shown: EstimateErrors = {};
  if (outcome.status !== "invalid") return shown;
  for (const name of estimatorFieldOrder) if (asked || values[name].trim() !== "") shown[name] = outcome.errors[name];
  return shown;
}

/** The estimator's fields in their order (the summary's, and focus after a failed submit). */
export { estimatorFieldOrder, type EstimatorFieldName };

/** Nothing typed yet is not an error: the page simply shows the empty state. */
export function evaluateEstimate(
  values: EstimateValues,
  style: NumberStyle = "en",
  assumptions: EstimatorAssumptions = estimatorAssumptions,
): EstimateOutcome {
  if (estimatorFieldOrder.every((name) => values[name].trim() === "")) return { status: "empty", values };
  const parsed = schemaFor(style).safeParse(values);
  if (!parsed.success) {
    const errors: EstimateErrors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as EstimatorFieldName;
      errors[name] ??= issue.message;
    }
    return { status: "invalid", values, errors };
  }
  return { status: "ok", values, input: parsed.data, estimate: estimateSavings(parsed.data, assumptions) };
}

/** The upper bound of each claimed improvement, applied to the assumed baseline. Unrounded. */
export function estimateSavings(
  input: EstimateInput,
  assumptions: EstimatorAssumptions = estimatorAssumptions,
): SavingsEstimate {
  const adminToday =
    input.students * assumptions.adminHoursPerStudentPerYear + input.staff * assumptions.adminHoursPerStaffPerYear;
  const adminSaved = adminToday * estimatorRates.adminTime;

  const reportsToday = input.staff * assumptions.reportHoursPerStaffPerMonth * 12;
  const reportsSaved = reportsToday * estimatorRates.reports;

  const uncollected = input.fees * assumptions.uncollectedFeeShare;
  const extraCollected = uncollected * estimatorRates.feeCollection;

  return {
    adminTime: {
      hoursToday: adminToday,
      hoursSaved: adminSaved,
      hoursWithIlimi: adminToday - adminSaved,
      workingDaysSaved: adminSaved / assumptions.hoursPerWorkingDay,
    },
    reports: { hoursToday: reportsToday, hoursSaved: reportsSaved, hoursWithIlimi: reportsToday - reportsSaved },
    feeCollection: {
      billed: input.fees,
      collectedToday: input.fees - uncollected,
      uncollectedToday: uncollected,
      extraCollected,
      collectedWithIlimi: input.fees - uncollected + extraCollected,
      uncollectedWithIlimi: uncollected - extraCollected,
    },
  };
}

/**
 * An estimate should not look more precise than its assumptions: two significant figures from
 * 100 up (2,736 becomes 2,700), whole numbers below. For figures that stand alone (working days).
 */
export function roundEstimate(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (value < 100) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** The rounding step for a metric: three significant figures of its largest value (today's). */
function stepFor(reference: number): number {
  if (!Number.isFinite(reference) || reference < 100) return 1;
  return 10 ** (Math.floor(Math.log10(reference)) - 2);
}

export type RoundedMetric = { today: number; saved: number; withIlimi: number };

/**
 * Today, the saving and what is left, rounded to ONE step so the figures shown still add up
 * (today − saved = with Ilimi), which separate rounding would break.
 */
export function roundMetric(today: number, saved: number): RoundedMetric {
  const step = stepFor(today);
  const roundedToday = Math.round(Math.max(0, today) / step) * step;
  const roundedSaved = Math.min(roundedToday, Math.round(Math.max(0, saved) / step) * step);
  return { today: roundedToday, saved: roundedSaved, withIlimi: roundedToday - roundedSaved };
}

/** The estimate as it is shown: each metric rounded consistently, working days on their own. */
export function presentEstimate(estimate: SavingsEstimate) {
  return {
    adminTime: {
      ...roundMetric(estimate.adminTime.hoursToday, estimate.adminTime.hoursSaved),
      workingDays: roundEstimate(estimate.adminTime.workingDaysSaved),
    },
    reports: roundMetric(estimate.reports.hoursToday, estimate.reports.hoursSaved),
    // The fee picture compares what goes uncollected; the saving is the extra collected.
    feeCollection: roundMetric(estimate.feeCollection.uncollectedToday, estimate.feeCollection.extraCollected),
  };
}

// Made on first use: creating a locale's formatter is costly, and the page script loads this
// module on /pricing whether or not the visitor ever types a figure.
const numberFormatters = new Map<string, Intl.NumberFormat>();
function numberFormat(numberLocale: string): Intl.NumberFormat {
  let formatter = numberFormatters.get(numberLocale);
  if (!formatter)
    numberFormatters.set(numberLocale, (formatter = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 0 })));
  return formatter;
}

/** "7,080" in English, « 7 080 » in French: the edition's separators; round first (roundMetric, roundEstimate). */
export function formatCount(value: number, words: Pick<EstimatorWords, "numberLocale"> = englishWords()): string {
  return numberFormat(words.numberLocale).format(value);
}

/** "₦1,500,000", « 1 500 000 F CFA »: the currency's sign written out, so the text is the same on every platform. */
export function formatMoney(
  value: number,
  currency: Currency,
  words: Pick<EstimatorWords, "numberLocale" | "money"> = englishWords(),
): string {
  return fill(words.money[currency], formatCount(value, words));
}

/**
 * Everything the estimate's words need, as data: the copy's sentence functions turned into
 * templates ({0}, {1}…) and the number locale. The server renders it into the page as JSON, so the
 * page script writes the page's language without carrying any copy of its own (issue #19).
 */
export type EstimatorWords = {
  numberLocale: string;
  /** How the page reads typed figures. */
  numberStyle: NumberStyle;
  /** The currency chosen when the page was rendered (the page script follows the visitor's choice). */
  currency: Currency;
  money: Record<Currency, string>;
  /** The operator's naira rate, or null: then nothing is converted between naira and FCFA. */
  rate: NairaRate | null;
  converted: string;
  hoursUnit: string;
  formats: Record<MetricId, "hours" | "money">;
  saved: Record<MetricId, string>;
  announcement: string;
  emptyTitle: string;
  emptyText: string;
  invalidTitle: string;
  invalidText: string;
  /** The fields' English messages (what the shared schema says) with the edition's wording. */
  messages: Record<string, string>;
};

const slot = (i: number) => `{${i}}`;

/** A template's {0}, {1}… replaced by the values, in order. */
function fill(template: string, ...values: string[]): string {
  return template.replace(/\{(\d)\}/g, (_, i: string) => values[Number(i)] ?? "");
}

/** The words of one edition of the estimator copy (the French mirror on /fr). */
export function estimatorWords(
  copy: typeof savingsEstimatorCopy,
  numbers: Pick<Edition, "intlNumbers" | "numberStyle">,
  fields: typeof estimatorFields = estimatorFields,
  money: { currency: Currency; rate: NairaRate | null } = { currency: "NGN", rate: null },
): EstimatorWords {
  const { metrics, results } = copy;
  const messages: Record<string, string> = {};
  for (const name of estimatorFieldOrder) {
    for (const key of Object.keys(estimatorFields[name].messages) as (keyof EstimatorField["messages"])[]) {
      messages[estimatorFields[name].messages[key]] = fields[name].messages[key];
    }
  }
  return {
    numberLocale: numbers.intlNumbers,
    numberStyle: numbers.numberStyle,
    ...money,
    money: copy.currency.formats,
    converted: copy.currency.converted(slot(0)),
    hoursUnit: results.hoursUnit,
    formats: {
      adminTime: metrics.adminTime.format,
      reports: metrics.reports.format,
      feeCollection: metrics.feeCollection.format,
    },
    saved: {
      adminTime: metrics.adminTime.saved(slot(0), slot(1)),
      reports: metrics.reports.saved(slot(0)),
      feeCollection: metrics.feeCollection.saved(slot(0)),
    },
    announcement: copy.announcement(slot(0), slot(1), slot(2)),
    emptyTitle: results.emptyTitle,
    emptyText: results.emptyText,
    invalidTitle: results.invalidTitle,
    invalidText: results.invalidText,
    messages,
  };
}

let english: EstimatorWords | undefined;
function englishWords(): EstimatorWords {
  // The root edition, which the registry lists first (read so, the page script needs no lookup by code).
  return (english ??= estimatorWords(savingsEstimatorCopy, editionList[0]!));
}

/** A field's message in the edition's words. */
export function estimateMessage(message: string, words: EstimatorWords = englishWords()): string {
  return words.messages[message] ?? message;
}

/** Share of the longer bar, for drawing a pair of bars to scale (0-100). */
export function barPercent(value: number, largest: number): number {
  if (largest <= 0 || value <= 0) return 0;
  return Math.min(100, Math.max(0, (value / largest) * 100));
}

export type MetricId = keyof typeof savingsEstimatorCopy.metrics;
export type BarDisplay = { value: string; percent: number };
/** converted: a naira saving in FCFA, only when the operator set a rate; "" for an FCFA estimate. */
export type MetricDisplay = { headline: string; today: BarDisplay; withIlimi: BarDisplay; converted: string };

/**
 * Every figure the results panel shows, as text and bar lengths: one function for the server's
 * markup (components/sections/savings-estimate-results.tsx) and the page script's live updates.
 */
export function estimateDisplay(
  estimate: SavingsEstimate,
  words: EstimatorWords = englishWords(),
  currency: Currency = words.currency,
): Record<MetricId, MetricDisplay> {
  const shown = presentEstimate(estimate);
  const count = (value: number) => formatCount(value, words);
  const money = (value: number) => formatMoney(value, currency, words);
  const metric = (id: MetricId, headline: string, { today, withIlimi }: RoundedMetric): MetricDisplay => {
    const format = (value: number) =>
      words.formats[id] === "money" ? money(value) : `${count(value)} ${words.hoursUnit}`;
    const largest = Math.max(today, withIlimi);
    return {
      headline,
      today: { value: format(today), percent: barPercent(today, largest) },
      withIlimi: { value: format(withIlimi), percent: barPercent(withIlimi, largest) },
      converted: "",
    };
  };
  // A naira estimate also reads in FCFA, at the operator's rate; nothing without one. An estimate in
  // FCFA never shows the naira: a visitor in Dakar who wants it chooses it (issue #46).
  const other: Currency = "XOF";
  const inOther = currency === "NGN" ? convert(shown.feeCollection.saved, currency, other, words.rate) : undefined;
  return {
    adminTime: metric(
      "adminTime",
      fill(words.saved.adminTime, count(shown.adminTime.saved), count(shown.adminTime.workingDays)),
      shown.adminTime,
    ),
    reports: metric("reports", fill(words.saved.reports, count(shown.reports.saved)), shown.reports),
    feeCollection: {
      ...metric(
        "feeCollection",
        fill(words.saved.feeCollection, money(shown.feeCollection.saved)),
        shown.feeCollection,
      ),
      converted: inOther === undefined ? "" : fill(words.converted, formatMoney(roundEstimate(inOther), other, words)),
    },
  };
}

/** What a screen reader hears once the figures settle. */
export function estimateAnnouncement(
  estimate: SavingsEstimate,
  words: EstimatorWords = englishWords(),
  currency: Currency = words.currency,
): string {
  const shown = presentEstimate(estimate);
  return fill(
    words.announcement,
    formatCount(shown.adminTime.saved, words),
    formatCount(shown.reports.saved, words),
    formatMoney(shown.feeCollection.saved, currency, words),
  );
}

/** The width a bar is drawn at: a sliver stays visible for tiny values, so "almost nothing" does not read as "no bar". */
export function barWidth(percent: number): string {
  return `${percent > 0 ? Math.max(percent, 1.5) : 0}%`;
}

/** The placeholder's words: before any figure, or while one is wrong. */
export function placeholderCopy(
  invalid: boolean,
  words: EstimatorWords = englishWords(),
): { title: string; text: string } {
  return invalid
    ? { title: words.invalidTitle, text: words.invalidText }
    : { title: words.emptyTitle, text: words.emptyText };
}

/** The query string that reproduces an estimate, for the address bar and shared links. */
export function estimateSearch(values: EstimateValues, currency?: Currency): string {
  const params = new URLSearchParams();
  for (const name of estimatorFieldOrder) if (values[name].trim() !== "") params.set(name, values[name].trim());
  // The currency travels with figures only: an empty form's address stays the page's own.
  if (currency && params.size > 0) params.set("currency", currency);
  const search = params.toString();
  return search ? `?${search}` : "";
}
