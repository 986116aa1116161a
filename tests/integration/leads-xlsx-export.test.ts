import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, consoleServerEnv, demoRequest, get, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// Issue #27 item 7: an admin downloads the inbox's filter as .xlsx beside the CSV. Opened with
// another library (read-excel-file), every cell is text: the phone reads as written, with its
// "+", and a message that looks like a formula is the text it was, never a formula; the CSV of the
// same leads keeps its apostrophe guard.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Leads .xlsx export test");
const formula = '=HYPERLINK("http://attacker.example","Click")';

/** The parts of a zip (an .xlsx is one), read from its central directory with Node's own inflate. */
function unzip(file: Buffer): Record<string, string> {
  const parts: Record<string, string> = {};
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = file.readUInt32LE(end + 16);
  for (let n = file.readUInt16LE(end + 10); n > 0; n--) {
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const name = file.toString("utf8", at + 46, at + 46 + nameLength);
    const local = file.readUInt32LE(at + 42);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + size);
    parts[name] = (method === 8 ? inflateRawSync(data) : data).toString("utf8");
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return parts;
}

describe.skipIf(!built)("the leads export as .xlsx", () => {
  let server: RunningServer;
  let target: ConsoleServer;
  let admin = "";

  beforeAll(async () => {
    server = await startServer({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir });
    target = { url: server.url, dataDir: server.dataDir };
    admin = await account(target, "admin@ilimi.example", "admin");
    await demoRequest(target, "kemi@xlsx.example", {
      firstName: "Kemi",
      lastName: "Balogun",
      phone: "+2348035550142",
      message: formula,
      institution: "Lagos Model School",
    });
    await demoRequest(target, "other@xlsx.example", { phone: "0701 234 5678" });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("an admin's .xlsx of a filter has typed text cells: phones as written, no formula ever", async () => {
    const response = await get(target, "/sales/export?format=xlsx&q=kemi", admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ilimi-leads-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const file = Buffer.from(await response.arrayBuffer());

    const [header, ...rows] = await readSheet(file);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, i) => [String(name), rows[0]![i]]));
    expect(row).toMatchObject({
      // Headers and values in the team's words (ADR 095).
      "First name": "Kemi",
      "Last name": "Balogun",
      "E-mail": "kemi@xlsx.example",
      Phone: "+2348035550142",
      Message: formula,
      Institution: "Lagos Model School",
      "Agreed to news": "no",
      Status: "New",
    });
    expect(typeof row.Phone).toBe("string");
    expect(String(row["Asked at"])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} WAT$/);

    // The file itself: every cell with a value is a string cell in the text format, and no cell has a formula.
    const parts = unzip(file);
    const sheet = parts["xl/worksheets/sheet1.xml"]!;
    const cells = [...sheet.matchAll(/<c ([^>]*?)(\/>|>)/g)].map((m) => m[1]!);
    const valued = cells.filter((attributes) => !sheet.includes(`<c ${attributes}/>`));
    expect(valued.length).toBeGreaterThan(20);
    for (const attributes of valued) expect(attributes).toMatch(/ t="s"/);
    expect(sheet).not.toMatch(/<f[\s>]/);
    expect(parts["xl/styles.xml"]).toMatch(/formatCode="@"/);
  });

  it("the CSV of the same filter keeps its formula guard", async () => {
    const csv = await (await get(target, "/sales/export?format=csv&q=kemi", admin)).text();
    expect(csv).toContain(`"'${formula.replaceAll('"', '""')}"`);
  });

  it("a sales person may not download it", async () => {
    const sales = await account(target, "sales@ilimi.example", "sales");
    expect((await get(target, "/sales/export?format=xlsx", sales)).status).toBe(403);
  });
});
