import { Form, Link } from "react-router";
import type { Route } from "./+types/insights";
import { requireUser } from "~/auth/guard.server";
import { BarChart } from "~/components/console/insights/bar-chart";
import { ConsoleField, ConsoleSelect, Notice, Panel, When } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { consoleCopy } from "~/content/sales-console";
import { insightsCopy } from "~/content/sales-console-insights";
import { NOT_BOOKED_LIMIT, insights, zero } from "~/console/insights/funnel.server";
import { parseRange } from "~/insights/range";
import { TOP_LINES, funnelBars, insightTables, rate, type Table } from "~/console/insights/tables.server";
import { OTHER_VALUE } from "~/insights/visit-limits";
import { normalisedTag } from "~/insights/visit";
import { leadStatusLabels, isLeadStatus } from "~/leads/status";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// Insights (issue #28): the funnel from visit to won, drawn on the server, for both roles. The
// date range and the campaign are a GET form, so the view works without JavaScript; every table
// has its CSV (routes/sales/insights-export.ts).
const t = insightsCopy;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  await requireUser(db, request, "sales");
  const params = new URL(request.url).searchParams;
  const range = parseRange(params);
  const data = await insights(dbOf(context), range);
  const campaign = normalisedTag(params.get("campaign"));
  const chosen = campaign ? data.campaigns.find((l) => l.key === campaign) : undefined;
  const funnel = chosen ?? (campaign ? zero() : data.totals);
  const funnelTitle = campaign ? `${t.funnel}: ${campaign}` : t.funnel;
  const bars = funnelBars(funnel);
  // Visitors are counted apart from requests: when fewer were counted, the chart starts at requests (ADR 096).
  const funnelNote = funnel.visitors < funnel.requests ? t.funnelFromRequests(funnel.visitors) : undefined;
  // The campaigns seen in these dates, named (the "other" line and "no campaign" are no campaign to
  // choose), the lines the table shows: a flood of made-up campaigns must not fill the page.
  const campaigns = data.campaigns
    .filter((l) => l.key !== OTHER_VALUE)
    .slice(0, TOP_LINES)
    .map((l) => l.key)
    .filter(Boolean);
  if (campaign && !campaigns.includes(campaign)) campaigns.unshift(campaign);
  const answered = t.answeredBody(
    rate(data.answered.within24h, data.answered.requests),
    data.answered.within24h,
    data.answered.requests,
  );
  const weeks = data.weeks.map((w) => ({ label: w.key, value: w.visitors }));
  return {
    range,
    campaign,
    funnelBars: bars,
    funnelNote,
    campaigns,
    funnelTitle,
    tables: insightTables(data, funnel, funnelTitle, TOP_LINES),
    weeks,
    answered,
    notBooked: data.notBooked,
    more: data.notBooked.length >= NOT_BOOKED_LIMIT ? t.notBooked.more(NOT_BOOKED_LIMIT) : undefined,
    empty: data.totals.views === 0 && data.totals.requests === 0,
  };
}

function DataTable({ table, query }: { table: Table; query: string }) {
  return (
    <>
      {table.note ? <p className="mb-2 text-sm text-muted">{table.note}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{table.title}</caption>
          <thead>
            <tr className="border-b border-line">
              {table.head.map((h) => (
                <th key={h} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i} className="border-b border-line last:border-0">
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row" className="min-w-32 px-2 py-1 font-normal break-words">
                      {cell}
                    </th>
                  ) : (
                    <td key={j} className="px-2 py-1 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2">
        <a
          href={`/sales/insights/export?${query}&table=${table.id}`}
          className="text-sm font-semibold text-brand-800 underline"
          download
        >
          {t.csv}
        </a>
      </p>
    </>
  );
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const {
    range,
    campaign,
    campaigns,
    funnelBars,
    funnelNote,
    funnelTitle,
    tables,
    weeks,
    answered,
    notBooked,
    more,
    empty,
  } = loaderData;
  const query = new URLSearchParams({ from: range.from, to: range.to, ...(campaign ? { campaign } : {}) }).toString();
  const byId = Object.fromEntries(tables.map((table) => [table.id, table])) as Record<Table["id"], Table>;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        <p className="mt-1 max-w-prose text-muted">{t.lead}</p>
      </div>
      <Form
        method="get"
        className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        aria-label={t.range}
      >
        <ConsoleField name="from" type="date" label={t.from} defaultValue={range.from} />
        <ConsoleField name="to" type="date" label={t.to} defaultValue={range.to} />
        <ConsoleSelect
          name="campaign"
          label={t.campaigns.key}
          defaultValue={campaign}
          options={[{ value: "", label: t.allCampaigns }, ...campaigns.map((key) => ({ value: key, label: key }))]}
        />
        <button type="submit" className={buttonVariants({ size: "sm" })}>
          {t.apply}
        </button>
      </Form>
      {range.error ? <Notice tone="error">{t.rangeErrors[range.error]}</Notice> : null}
      <p className="text-sm text-muted">{t.rangeShown(range.from, range.to)}</p>
      {empty ? <Notice>{t.empty}</Notice> : null}

      <Panel title={funnelTitle} id="funnel">
        <BarChart title={funnelTitle} description={t.chartOf(funnelTitle)} bars={funnelBars} />
        {funnelNote ? <p className="mt-3 max-w-prose text-sm text-muted">{funnelNote}</p> : null}
        <p className="my-3 max-w-prose text-sm text-muted">{t.heldRule}</p>
        <DataTable table={byId.funnel} query={query} />
      </Panel>

      <Panel title={t.answered} id="answered">
        <p className="mb-2">{answered}</p>
        <DataTable table={byId.answered} query={query} />
      </Panel>

      <Panel title={t.weeks.title} id="weeks">
        <BarChart
          title={`${t.weeks.title}: ${t.columns.visitors}`}
          description={t.chartOf(`${t.weeks.title}, ${t.columns.visitors}`)}
          bars={weeks}
        />
        <DataTable table={byId.weeks} query={query} />
      </Panel>

      {(["campaigns", "landing", "referrers", "editions", "sizes", "devices"] as const).map((id) => (
        <Panel key={id} title={byId[id].title} id={id}>
          <DataTable table={byId[id]} query={query} />
        </Panel>
      ))}

      <Panel title={t.notBooked.title} id="not-booked">
        <p className="mb-2 text-sm text-muted">{notBooked.length === 0 ? t.notBooked.empty : t.notBooked.body}</p>
        {notBooked.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t.notBooked.title}</caption>
              <thead>
                <tr className="border-b border-line">
                  {[
                    t.notBooked.received,
                    t.notBooked.institution,
                    t.notBooked.status,
                    t.notBooked.campaign,
                    t.notBooked.answered,
                    t.notBooked.action,
                  ].map((h) => (
                    <th key={h} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {notBooked.map((lead) => (
                  <tr key={lead.id} className="border-b border-line last:border-0">
                    <td className="px-2 py-1 whitespace-nowrap">
                      <When iso={lead.createdAt} />
                    </td>
                    <th scope="row" className="min-w-32 px-2 py-1 font-normal break-words">
                      {lead.institution}
                    </th>
                    <td className="px-2 py-1">
                      {isLeadStatus(lead.status) ? leadStatusLabels[lead.status] : lead.status}
                    </td>
                    <td className="px-2 py-1 break-all">{lead.campaign || t.none.campaign}</td>
                    <td className="px-2 py-1">{lead.answered ? t.notBooked.yes : t.notBooked.no}</td>
                    <td className="px-2 py-1">
                      <Link to={`/sales/leads/${lead.id}`} className="font-semibold text-brand-800 underline">
                        {t.notBooked.open}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {more ? <p className="mt-2 text-sm text-muted">{more}</p> : null}
      </Panel>
    </div>
  );
}
