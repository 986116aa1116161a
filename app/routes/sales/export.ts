import type { Route } from "./+types/export";
import { audit } from "~/audit/audit.server";
import { requireUserForFile } from "~/components/console/refusal-page.server";
import { parseInboxFilters } from "~/console/inbox/filters.server";
import { allMatching } from "~/console/lead/leads.server";
import { exportHeader, exportRows } from "~/console/inbox/export-people.server";
import { mayExport } from "~/console/export-roles.server";
import { exportCopy } from "~/content/sales-console-export";
import { csvCell } from "~/leads/export.server";
import { printableJson } from "~/leads/printable";
import { XLSX_TYPE, xlsxOfTable } from "~/console/inbox/xlsx-export.server";
import { dbOf, configOf } from "~/runtime/context.server";

// The inbox's current filter as a file: one row per request, in the team's words
// (app/console/inbox/export-people.server.ts, ADR 095), for the roles an admin lets export (admins
// always). CSV cells a spreadsheet would run as a formula (= + - @, tab, CR) are defused by
// csvCell, the same as the leads CLI's export; the .xlsx has typed text cells, which no
// spreadsheet runs (app/console/inbox/xlsx-export.server.ts). The JSON holds the same table, one object
// a row keyed by the same headers, so every file says the same thing.

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  // "sales" admits both roles; when sales people may not export, only admins pass.
  const { user } = await requireUserForFile(db, request, (await mayExport(db, "sales")) ? "sales" : "admin");
  const params = new URL(request.url).searchParams;
  const format = params.get("format") === "json" ? "json" : params.get("format") === "xlsx" ? "xlsx" : "csv";
  const { filters } = parseInboxFilters(params);
  const leads = await allMatching(db, filters, user.id);
  const config = configOf(context);
  const rows = await exportRows(db, leads, { siteUrl: config.SITE_URL, zone: config.CONSOLE_TIME_ZONE });
  // The filter's shape, not its values: a search term may be someone's name.
  await audit(db, {
    actorId: user.id,
    action: "export",
    subjectType: "leads",
    detail: { format, rows: leads.length, requests: rows.length, filters: Object.keys(filters).sort().join(",") },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  const file = (body: BodyInit, type: string, extension: string) =>
    new Response(body, {
      headers: {
        "Content-Type": type,
        "Content-Disposition": `attachment; filename="ilimi-leads-${stamp}.${extension}"`,
        "Cache-Control": "no-store",
      },
    });
  if (format === "xlsx")
    return file(new Uint8Array(await xlsxOfTable(exportCopy.sheet, exportHeader, rows)), XLSX_TYPE, "xlsx");
  if (format === "json") {
    const records = rows.map((row) => Object.fromEntries(exportHeader.map((name, i) => [name, row[i]])));
    return file(`${printableJson(JSON.stringify(records, null, 2))}\n`, "application/json; charset=utf-8", "json");
  }
  const lines = [exportHeader, ...rows].map((row) => row.map(csvCell).join(","));
  return file(`\uFEFF${lines.join("\r\n")}\r\n`, "text/csv; charset=utf-8", "csv");
}
