import type { Route } from "./+types/export";
import { audit } from "~/audit/audit.server";
import { requireUserForFile } from "~/components/console/refusal-page.server";
import { parseInboxFilters } from "~/console/inbox/filters.server";
import { allMatching } from "~/console/lead/leads.server";
import { leadExtras } from "~/console/inbox/export-people.server";
import { csvCell } from "~/leads/export.server";
import { exactTime } from "~/console/clock";
import { XLSX_TYPE, xlsxOfTable } from "~/console/inbox/xlsx-export.server";
import { dbOf, configOf } from "~/runtime/context.server";

// The inbox's current filter as a file (admins only). CSV cells a spreadsheet would run as a
// formula (= + - @, tab, CR) are defused by csvCell, the same as the leads CLI's export; the .xlsx
// has typed text cells, which no spreadsheet runs (app/console/inbox/xlsx-export.server.ts).

const columns = [
  "id",
  "created_at",
  "first_name",
  "last_name",
  "email",
  "phone",
  "institution",
  "size",
  "message",
  "marketing_consent",
  "privacy_notice_version",
  "consented_at",
  "source",
  "language",
  "status",
  "lost_reason",
  "owner",
  "booking_time",
  "booking_status",
  "presenter",
  "next_step_due",
  "next_step_note",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
] as const;

const timeColumns = new Set<string>(["created_at", "consented_at", "booking_time"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const { user } = await requireUserForFile(db, request, "admin");
  const params = new URL(request.url).searchParams;
  const format = params.get("format") === "json" ? "json" : params.get("format") === "xlsx" ? "xlsx" : "csv";
  const { filters } = parseInboxFilters(params);
  const rows = await allMatching(db, filters, user.id);
  // The filter's shape, not its values: a search term may be someone's name.
  await audit(db, {
    actorId: user.id,
    action: "export",
    subjectType: "leads",
    detail: { format, rows: rows.length, filters: Object.keys(filters).sort().join(",") },
  });
  // People by name, the booking and the next step beside the lead (issue #27, item 7), not ids to look up.
  const { owners, bookings } = await leadExtras(db);
  const records = rows.map((row) => {
    const booking = bookings.get(row.id);
    const extras = {
      owner: row.owner_id ? (owners.get(row.owner_id) ?? "") : "",
      booking_time: booking?.slot_start ?? null,
      booking_status: booking?.status ?? "",
      presenter: booking?.presenter ?? "",
    };
    return Object.fromEntries(
      columns.map((c) => [
        c,
        c === "marketing_consent"
          ? row.marketing_consent === 1
          : c in extras
            ? extras[c as keyof typeof extras]
            : (row as Record<string, unknown>)[c],
      ]),
    );
  });
  // A spreadsheet is read by people: its times in the team's zone, named (ADR 046). JSON keeps ISO UTC for programs.
  const zone = configOf(context).CONSOLE_TIME_ZONE;
  const shown = (c: (typeof columns)[number], r: Record<string, unknown>) =>
    c === "marketing_consent"
      ? r[c]
        ? "yes"
        : "no"
      : timeColumns.has(c)
        ? exactTime(r[c] as string | null, zone)
        : r[c];
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === "xlsx") {
    const file = await xlsxOfTable(
      "Leads",
      columns,
      records.map((r) => columns.map((c) => shown(c, r))),
    );
    return new Response(new Uint8Array(file), {
      headers: {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="ilimi-leads-${stamp}.xlsx"`,
        "Cache-Control": "no-store",
      },
    });
  }
  const body =
    format === "json"
      ? `${JSON.stringify(records, null, 2)}\n`
      : `\uFEFF${[columns.map(csvCell).join(","), ...records.map((r) => columns.map((c) => csvCell(shown(c, r))).join(","))].join("\r\n")}\r\n`;
  return new Response(body, {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="ilimi-leads-${stamp}.${format}"`,
      "Cache-Control": "no-store",
    },
  });
}
