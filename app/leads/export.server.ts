import type { DemoRequestTable, SubscriberTable } from "~/db/schema.server";
import { printable, printableJson } from "./printable";
import { deliveryDetail, deliveryStatus, type WithDelivery } from "./records.server";

// CSV and JSON exports for the sales team. The CSV opens cleanly in Excel, LibreOffice and Google
// Sheets: UTF-8 with a byte-order mark (or Excel guesses the encoding wrong), CRLF line ends, every
// cell quoted. Cells a spreadsheet would run as a formula are defused with a leading apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  // A cell keeps its line breaks; control and bidi characters are shown escaped (./printable.ts).
  const raw = value === null || value === undefined ? "" : String(value);
  const text = `${FORMULA_START.test(raw) ? "'" : ""}${printable(raw, { multiline: true })}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const demoColumns = [
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
  "quarantine_reason",
  "delivery_status",
  "delivery_detail",
] as const;

function demoRequestRecord(row: WithDelivery<DemoRequestTable>) {
  return {
    id: row.id,
    created_at: row.created_at,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    institution: row.institution,
    size: row.size,
    message: row.message,
    marketing_consent: row.marketing_consent === 1,
    privacy_notice_version: row.privacy_notice_version,
    consented_at: row.consented_at,
    source: row.source,
    // The edition the request was sent from ("en" | "fr"): answer in it.
    language: row.language,
    quarantine_reason: row.quarantine_reason ?? null,
    delivery_status: deliveryStatus(row.deliveries),
    delivery_detail: deliveryDetail(row.deliveries),
  };
}

const subscriberColumns = [
  "id",
  "email",
  "status",
  "language",
  "created_at",
  "consented_at",
  "confirmed_at",
  "unsubscribed_at",
  "privacy_notice_version",
  "delivery_status",
  "delivery_detail",
] as const;

function subscriberRecord(row: WithDelivery<SubscriberTable>) {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    language: row.language,
    created_at: row.created_at,
    consented_at: row.consented_at,
    confirmed_at: row.confirmed_at,
    unsubscribed_at: row.unsubscribed_at,
    privacy_notice_version: row.privacy_notice_version,
    delivery_status: deliveryStatus(row.deliveries),
    delivery_detail: deliveryDetail(row.deliveries),
  };
}

export type ExportFormat = "csv" | "json";

export function exportDemoRequests(rows: WithDelivery<DemoRequestTable>[], format: ExportFormat): string {
  const records = rows.map(demoRequestRecord);
  if (format === "json") return `${printableJson(JSON.stringify(records, null, 2))}\n`;
  return toCsv(
    [...demoColumns],
    records.map((r) => demoColumns.map((c) => (c === "marketing_consent" ? (r[c] ? "yes" : "no") : r[c]))),
  );
}

export function exportSubscribers(rows: WithDelivery<SubscriberTable>[], format: ExportFormat): string {
  const records = rows.map(subscriberRecord);
  if (format === "json") return `${printableJson(JSON.stringify(records, null, 2))}\n`;
  return toCsv(
    [...subscriberColumns],
    records.map((r) => subscriberColumns.map((c) => r[c])),
  );
}
