import { institutionSizes } from "~/content/contact";
import { languageNames } from "~/content/language-names";
import { isLocale } from "~/content/locale";
import { insightsCopy } from "~/content/sales-console-insights";
import type { Counts, Insights, Line } from "./funnel.server";

// Every table of the Insights view, as the page shows it and its CSV carries it: one model, so the
// chart, the table and the file never disagree.

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

/** "12.5 %" with one decimal, or "–" when the step before is empty. */
export function rate(part: number, whole: number): string {
  return whole > 0 ? `${(Math.round((part / whole) * 1000) / 10).toFixed(1)} %` : "–";
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

/** The funnel's steps, in order: each counted, each rate taken from the step before. */
export function funnelSteps(c: Counts): { step: string; count: number }[] {
  return [
    { step: t.steps.visitors, count: c.visitors },
    { step: t.steps.requests, count: c.requests },
    { step: t.steps.bookings, count: c.bookings },
    { step: t.steps.held, count: c.held },
    { step: t.steps.won, count: c.won },
  ];
}

function funnelTable(c: Counts, title: string): Table {
  const steps = funnelSteps(c);
  const rows = steps.map(({ step, count }, i) => [step, count, i === 0 ? "–" : rate(count, steps[i - 1]!.count)]);
  return {
    id: "funnel",
    title,
    head: [t.stepColumn, t.countColumn, t.rateColumn],
    rows: [[t.steps.views, c.views, "–"], ...rows],
  };
}

export function insightTables(data: Insights, funnel: Counts, funnelTitle: string): Table[] {
  const a = data.answered;
  return [
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
      head: [t.landing.key, ...withVisits],
      rows: data.landing.map((l) => visitRow(l.key, l)),
    },
    {
      id: "campaigns",
      title: t.campaigns.title,
      head: [t.campaigns.key, ...withVisits],
      rows: data.campaigns.map((l) => visitRow(l.key || t.none.campaign, l)),
    },
    {
      id: "referrers",
      title: t.referrers.title,
      head: [t.referrers.key, ...withVisits],
      rows: data.referrers.map((l) => visitRow(l.key || t.none.referrer, l)),
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
  ];
}
