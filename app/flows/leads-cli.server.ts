import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { bookingLabels, exportBookings, listBookings, parseRange, watLabel } from "~/booking/store/records.server";
import { repairSeats } from "~/booking/store/seats.server";
import type { OpenStore } from "./open-store";
import { printable } from "~/leads/printable";
import { exportDemoRequests, exportSubscribers, type ExportFormat } from "~/leads/export.server";
import {
  deliveryStatus,
  demoRequestStatus,
  listDemoRequests,
  listSubscribers,
  outboxSummary,
  parseSince,
  retryNow,
} from "~/leads/records.server";

// The sales team's command line: `npm run leads -- <command>`. scripts/leads.ts puts it in the
// server build and scripts/leads.js starts it, so it runs on plain Node 20 with no TS loader.
// It reads the same DATA_DIR / DATABASE_URL as the server and may run while the server does.

const usage = `Usage: npm run leads -- <command> [options]

Demo requests
  list [--since DATE] [--limit N] [--quarantined]
                                               newest first, with delivery status (default limit 50);
                                               --quarantined: only requests that looked automated
                                               (stored, never delivered, deleted after QUARANTINE_DAYS)
  export --format csv|json [--since DATE] [--output FILE]
Demo bookings
  bookings [--from DATE] [--to DATE] [--format csv|json] [--output FILE]
                                               by slot time (WAT), with who booked; cancelled ones included
  repair-seats                                 frees seats held by a booking not confirmed in that slot
                                               (the server also does this at start); says which slots
Newsletter subscribers
  subscribers list [--since DATE] [--limit N]
  subscribers export --format csv|json [--since DATE] [--output FILE]
Delivery
  status                                       deliveries per target; the ones being retried, and why
  retry                                        makes every waiting delivery due now (after fixing a receiver)

DATE is e.g. 2025-03-01 or 2025-03-01T09:00:00Z. The database is DATA_DIR (default ./data) or DATABASE_URL.
CSV files are UTF-8 with BOM, for Excel, LibreOffice and Google Sheets.`;

type Out = { write: (text: string) => void };

function pad(text: string, width: number): string {
  // Stored text never acts on the terminal: controls and bidi characters are shown escaped.
  const flat = printable(text.replace(/[\t\r\n]+/g, " ")).replace(/\s+/g, " ");
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

function table(out: Out, header: string[], widths: number[], rows: string[][]): void {
  out.write(
    `${header
      .map((h, i) => pad(h, widths[i]!))
      .join("  ")
      .trimEnd()}\n`,
  );
  out.write(`${widths.map((w) => "-".repeat(w)).join("  ")}\n`);
  for (const row of rows)
    out.write(
      `${row
        .map((c, i) => pad(c, widths[i]!))
        .join("  ")
        .trimEnd()}\n`,
    );
}

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "");

function emit(out: Out, text: string, output: string | undefined): void {
  if (output) {
    writeFileSync(output, text);
    console.error(`Wrote ${output}`);
  } else out.write(text);
}

/** Runs one command on the store `open` opens (scripts/leads.ts builds it); resolves with the exit code. */
export async function leadsCommand(argv: string[], out: Out, open: OpenStore): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      limit: { type: "string" },
      output: { type: "string", short: "o" },
      help: { type: "boolean", short: "h" },
      quarantined: { type: "boolean" },
    },
  });
  const [first, second] = positionals;
  if (values.help || !first || first === "help") {
    out.write(`${usage}\n`);
    return first || values.help ? 0 : 1;
  }
  const subscribers = first === "subscribers";
  const command = subscribers ? (second ?? "list") : first;
  const since = parseSince(values.since);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw new Error("--limit must be a positive whole number");
  const format = values.format;
  if (command === "export" && format !== "csv" && format !== "json")
    throw new Error("export needs --format csv or --format json");
  if (command === "bookings" && format !== undefined && format !== "csv" && format !== "json")
    throw new Error("bookings takes --format csv or --format json");
  const range = command === "bookings" ? parseRange(values.from, values.to) : {};

  const { db, close } = await open();
  try {
    if (command === "list" && !subscribers) {
      const rows = await listDemoRequests(db, {
        since,
        limit: limit ?? 50,
        newestFirst: true,
        onlyQuarantined: values.quarantined,
      });
      const quarantined = rows.filter((r) => r.quarantine_reason).length;
      const booked = await bookingLabels(
        db,
        rows.map((r) => r.id),
      );
      table(
        out,
        ["Received (UTC)", "Name", "Institution", "Email", "Phone", "Size", "Lang", "Booking", "Delivery", "Id"],
        [16, 22, 28, 30, 16, 10, 4, 26, 22, 36],
        rows.map((r) => [
          when(r.created_at),
          `${r.first_name} ${r.last_name}`,
          r.institution,
          r.email,
          r.phone ?? "",
          r.size ?? "",
          r.language,
          booked.get(r.id) ?? "",
          demoRequestStatus(r),
          r.id,
        ]),
      );
      out.write(
        `\n${rows.length} demo request(s)${since ? ` since ${since}` : ""}${quarantined ? `, ${quarantined} quarantined (looked automated: check, and answer any real person)` : ""}. Full detail: npm run leads -- export --format csv\n`,
      );
    } else if (command === "list") {
      const rows = await listSubscribers(db, { since, limit: limit ?? 50, newestFirst: true });
      table(
        out,
        ["Signed up (UTC)", "Email", "Status", "Lang", "Confirmed (UTC)", "Delivery", "Id"],
        [16, 34, 12, 4, 16, 11, 36],
        rows.map((r) => [
          when(r.created_at),
          r.email,
          r.status,
          r.language,
          when(r.confirmed_at),
          deliveryStatus(r.deliveries),
          r.id,
        ]),
      );
      out.write(`\n${rows.length} subscriber(s)${since ? ` since ${since}` : ""}.\n`);
    } else if (command === "bookings" && !subscribers) {
      const rows = await listBookings(db, range);
      if (format === "csv" || format === "json") emit(out, exportBookings(rows, format), values.output);
      else {
        table(
          out,
          ["Slot", "Status", "Name", "Institution", "Email", "Lang", "Id"],
          [26, 10, 22, 28, 30, 4, 36],
          rows.map((r) => [
            r.slot_wat,
            r.status,
            `${r.first_name} ${r.last_name}`,
            r.institution,
            r.email,
            r.language,
            r.id,
          ]),
        );
        out.write(
          `\n${rows.length} booking(s)${range.from ? ` from ${range.from}` : ""}${range.to ? ` to ${range.to}` : ""}.\n`,
        );
      }
    } else if (command === "export") {
      const text = subscribers
        ? exportSubscribers(await listSubscribers(db, { since, limit }), format as ExportFormat)
        : exportDemoRequests(await listDemoRequests(db, { since, limit }), format as ExportFormat);
      emit(out, text, values.output);
    } else if (command === "status" && !subscribers) {
      const summary = await outboxSummary(db);
      table(
        out,
        ["Target", "Status", "Count"],
        [18, 10, 8],
        summary.counts.map((c) => [c.target, c.status, String(c.count)]),
      );
      if (summary.retrying.length === 0) out.write("\nNothing is being retried.\n");
      else {
        out.write(`\nBeing retried (${summary.retrying.length}${summary.retrying.length === 100 ? "+" : ""}):\n`);
        table(
          out,
          ["Record", "Target", "Attempts", "Next try (UTC)", "Last error"],
          [36, 18, 8, 16, 60],
          summary.retrying.map((j) => [
            j.record_id,
            j.target,
            String(j.attempts),
            when(j.next_attempt_at),
            j.last_error ?? "",
          ]),
        );
      }
    } else if (command === "repair-seats" && !subscribers) {
      const freed = await repairSeats(db);
      const total = freed.reduce((sum, f) => sum + f.seats, 0);
      out.write(
        total === 0
          ? "Every held seat belongs to a booking confirmed in its slot: nothing to free.\n"
          : `Freed ${total} seat(s) in ${freed.length} slot(s):\n`,
      );
      for (const f of freed) out.write(`  ${watLabel(f.slotStart)}  (${f.slotStart})  ${f.seats} seat(s)\n`);
    } else if (command === "retry" && !subscribers) {
      out.write(
        `${await retryNow(db)} waiting deliveries are due now; the running server sends them within seconds.\n`,
      );
    } else {
      console.error(`Unknown command: ${positionals.join(" ")}\n\n${usage}`);
      return 1;
    }
    return 0;
  } finally {
    await close();
  }
}
