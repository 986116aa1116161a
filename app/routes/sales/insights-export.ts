import type { Route } from "./+types/insights-export";
import { requireUser } from "~/auth/guard.server";
import { insights, zero } from "~/console/insights/funnel.server";
import { parseRange } from "~/insights/range";
import { insightTables, tableIds, type TableId } from "~/console/insights/tables.server";
import { normalisedTag } from "~/insights/visit";
import { csvCell } from "~/leads/export.server";
import { dbOf } from "~/runtime/context.server";

// One Insights table as CSV, for both roles: the same model the page draws (app/console/insights/tables.server.ts).
// Aggregates only: no lead's name or address is in any of these tables.
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  await requireUser(db, request, "sales");
  const params = new URL(request.url).searchParams;
  const id = (tableIds as readonly string[]).includes(params.get("table") ?? "")
    ? (params.get("table") as TableId)
    : "funnel";
  const range = parseRange(params);
  const data = await insights(dbOf(context), range);
  const campaign = normalisedTag(params.get("campaign"));
  const funnel = campaign ? (data.campaigns.find((l) => l.key === campaign) ?? zero()) : data.totals;
  const table = insightTables(data, funnel, campaign)[tableIds.indexOf(id)]!;
  const body = `\uFEFF${[table.head, ...table.rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="ilimi-insights-${id}-${range.from}-${range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
