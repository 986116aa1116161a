import writeXlsxFile from "write-excel-file/node";
import { printable } from "~/leads/printable";

// The leads export as an .xlsx workbook (issue #27 item 7), beside the CSV: every cell a typed text
// cell (a string with the text format "@"), so a phone reads "+2348035550142" as written (no
// number, no lost "+", no scientific notation) and no value ever becomes a formula: a formula is a
// cell of its own type, which this never writes. So unlike the CSV (whose spreadsheet guesses each
// cell's type, hence its apostrophe guard) nothing needs defusing. Server-only: the library and its
// zip code never reach a browser (tests/integration/console-budget.test.ts).

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The header and rows as one sheet of text cells; control and bidi characters shown escaped, as in the CSV. */
export async function xlsxOfTable(sheet: string, header: readonly string[], rows: unknown[][]): Promise<Buffer> {
  const cell = (value: unknown) => ({
    type: String,
    format: "@",
    value: value === null || value === undefined ? "" : printable(String(value), { multiline: true }),
  });
  const data = [
    header.map((name) => ({ ...cell(name), fontWeight: "bold" as const })),
    ...rows.map((row) => row.map(cell)),
  ];
  return writeXlsxFile(data, { sheet, stickyRowsCount: 1 }).toBuffer();
}
