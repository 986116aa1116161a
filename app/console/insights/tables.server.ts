import { institutionSizes } from "~/content/contact";
import { languageNames } from "~/content/language-names";
import { isLocale } from "~/content/locale";
import { insightsCopy } from "~/content/sales-console-insights";
import { zero, type Counts, type Insights, type Line } from "./funnel.server";
import { OTHER_VALUE } from "~/insights/visit-limits";

// Every table of the Insights view, as the page shows it and its CSV carries it: one model, so the
// chart, the table and the file never disagree. The page shows the biggest lines of the tables a
// visitor's link can fill (pages, campaigns, referrers) and folds the rest into one "other" line;
// the CSV holds every line (ADR 079), so the page stays small whatever was counted.

/** Lines the page shows of a table a link can fill, before its "other" line. */
export const TOP_LINES = 20;

const t = insightsCopy;
export const tableIds = [
  "funnel",
  "weeks",
  "landing",
  "campaigns",
  "referrers",
  "editions",
  "devices",
  "sizes",
  "answered",
] as const;
export type TableId = (typeof tableIds)[number];
export type Table = { id: TableId; title: string; note?: string; head: string[]; rows: (string | number)[][] };

/**
 * "12.5 %" with one decimal, "–" when the step before is empty, and never above 100 %: where the
 * step counts more than the one before can see, it says so instead (ADR 096).
 */
export function rate(part: number, whole: number): string {
  if (whole <= 0) return "–";
  if (part > whole) return t.beyondBase;
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)} %`;
}

/** The note a table carries when one of its rates could not be given. */
function withBeyondNote(table: Table): Table {
  if (!table.rows.some((row) => row.includes(t.beyondBase))) return table;
  return { ...table, note: table.note ? `${table.note} ${t.beyondBaseNote}` : t.beyondBaseNote };
}

const sizeLabel = (key: string) => institutionSizes.find((s) => s.value === key)?.label ?? (key || t.none.size);
const withVisits = [
  t.columns.visitors,
  t.columns.views,
  t.columns.requests,
  t.columns.bookings,
  t.columns.held,
  t.columns.won,
  t.columns.requestRate,
  t.columns.bookingRate,
  t.columns.heldRate,
  t.columns.wonRate,
];
const visitRow = (label: string, l: Line) => [
  label,
  l.visitors,
  l.views,
  l.requests,
  l.bookings,
  l.held,
  l.won,
  rate(l.requests, l.visitors),
  rate(l.bookings, l.requests),
  rate(l.held, l.bookings),
  rate(l.won, l.held),
];

/**
 * The funnel's bars: each part of the one before. Requests, bookings, held demos and wins nest by
 * construction; visitors are counted apart, so when fewer visitors than requests were counted the
 * chart starts at requests (and the page says so: `funnelFromRequests`).
 */
export function funnelBars(c: Counts): { label: string; value: number }[] {
  const steps = funnelSteps(c).map((s) => ({ label: s.step, value: s.count }));
  return c.visitors >= c.requests ? steps : steps.slice(1);
}

/** The funnel's steps, in order: each counted, each rate taken from the step before. */
function funnelSteps(c: Counts): { step: string; count: number }[] {
  return [
    { step: t.steps.visitors, count: c.visitors },
    { step: t.steps.requests, count: c.requests },
    { step: t.steps.bookings, count: c.bookings },
    { step: t.steps.held, count: c.held },
    { step: t.steps.won, count: c.won },
  ];
}

/** The top lines and one line adding up the rest (the stored "other" values among them); all lines when no top. */
function topOf(all: Line[], top: number | undefined): { shown: Line[]; rest?: Line & { lines: number } } {
  if (top === undefined) return { shown: all };
  const named = all.filter((l) => l.key !== OTHER_VALUE);
  const folded = [...named.slice(top), ...all.filter((l) => l.key === OTHER_VALUE)];
  if (folded.length === 0) return { shown: named };
  const rest = { key: OTHER_VALUE, ...zero(), lines: folded.length };
  for (const line of folded) for (const name of Object.keys(zero()) as (keyof Counts)[]) rest[name] += line[name];
  return { shown: named.slice(0, top), rest };
}

function foldedRows(all: Line[], top: number | undefined, label: (key: string) => string) {
  const { shown, rest } = topOf(all, top);
  const rows = shown.map((l) => visitRow(l.key === OTHER_VALUE ? t.other.stored : label(l.key), l));
  return rest ? [...rows, visitRow(t.other.folded(rest.lines), rest)] : rows;
}

function funnelTable(c: Counts, title: string): Table {
  const steps = funnelSteps(c);
  const rows = steps.map(({ step, count }, i) => [step, count, i === 0 ? "–" : rate(count, steps[i - 1]!.count)]);
  return withBeyondNote({
    id: "funnel",
    title,
    head: [t.stepColumn, t.countColumn, t.rateColumn],
    rows: [[t.steps.views, c.views, "–"], ...rows],
  });
}

/** Every table; with `top`, as the page shows them (the CSV passes none, and gets every line). */
export function insightTables(data: Insights, funnel: Counts, funnelTitle: string, top?: number): Table[] {
  const a = data.answered;
  return (
    [
      funnelTable(funnel, funnelTitle),
      {
        id: "weeks",
        title: t.weeks.title,
        head: [t.weeks.key, ...withVisits],
        rows: data.weeks.map((l) => visitRow(l.key, l)),
      },
      {
        id: "landing",
        title: t.landing.title,
        note: t.landing.note,
        head: [t.landing.key, ...withVisits.filter((h) => h !== t.columns.requestRate)],
        // Requests are counted by the form's page, visitors by their first page: no rate between them.
        rows: foldedRows(data.landing, top, (key) => key).map((row) => row.filter((_, i) => i !== 7)),
      },
      {
        id: "campaigns",
        title: t.campaigns.title,
        head: [t.campaigns.key, ...withVisits],
        rows: foldedRows(data.campaigns, top, (key) => key || t.none.campaign),
      },
      {
        id: "referrers",
        title: t.referrers.title,
        head: [t.referrers.key, ...withVisits],
        rows: foldedRows(data.referrers, top, (key) => key || t.none.referrer),
      },
      {
        id: "editions",
        title: t.editions.title,
        head: [t.editions.key, ...withVisits],
        rows: data.editions.map((l) => visitRow(isLocale(l.key) ? languageNames[l.key] : l.key, l)),
      },
      {
        id: "devices",
        title: t.devices.title,
        head: [t.devices.key, t.columns.visitors, t.columns.views],
        rows: data.devices.map((l) => [t.deviceNames[l.key] ?? l.key, l.visitors, l.views]),
      },
      {
        id: "sizes",
        title: t.sizes.title,
        note: t.sizes.note,
        head: [
          t.sizes.key,
          t.columns.requests,
          t.columns.bookings,
          t.columns.held,
          t.columns.won,
          t.columns.bookingRate,
          t.columns.heldRate,
          t.columns.wonRate,
        ],
        rows: data.sizes.map((l) => [
          sizeLabel(l.key),
          l.requests,
          l.bookings,
          l.held,
          l.won,
          rate(l.bookings, l.requests),
          rate(l.held, l.bookings),
          rate(l.won, l.held),
        ]),
      },
      {
        id: "answered",
        title: t.answered,
        note: t.answeredRule,
        head: [t.answeredColumns.total, t.answeredColumns.within, t.answeredColumns.later, t.answeredColumns.never],
        rows: [[a.requests, a.within24h, a.later, a.never]],
      },
    ] satisfies Table[]
  ).map(withBeyondNote);
}
