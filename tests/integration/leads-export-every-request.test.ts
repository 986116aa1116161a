import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, consoleServerEnv, demoRequest, get, leadIdFor, post, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startInProcess, type InProcessServer } from "../support/in-process";

// Issue #45 item 1 (ADR 095): the leads export holds every request of every lead in the filter,
// with headers and values in the team's words, the lead's notes and a link to its page, in CSV,
// .xlsx and JSON alike; an admin decides on the Team page whether sales people may export.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Leads export test");
const school = { institution: "Kings Heritage College", phone: "0803 555 0123" };

/** The CSV as rows of cells: every cell is quoted, and none here holds a quote or a line break. */
function csvRows(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((line) => line.slice(1, -1).split('","'));
}

describe.skipIf(!built)("exporting the leads of three colleagues sharing a switchboard number", () => {
  let server: InProcessServer;
  let target: ConsoleServer;
  let admin = "";
  let sales = "";
  const leads: Record<string, string> = {};

  beforeAll(async () => {
    server = await startInProcess({ ...consoleServerEnv, ILIMI_BUILD_DIR: buildDir });
    target = { url: server.url, dataDir: server.dataDir };
    admin = await account(target, "admin@ilimi.example", "admin");
    sales = await account(target, "sales@ilimi.example", "sales");
    for (const [first, last] of [
      ["Ngozi", "Balogun"],
      ["Bola", "Ajayi"],
      ["Chioma", "Nnaji"],
    ] as const) {
      await demoRequest(target, `${first.toLowerCase()}@kings.example`, {
        firstName: first,
        lastName: last,
        ...school,
      });
      leads[first] = await leadIdFor(target, admin, `${first.toLowerCase()}@kings.example`);
    }
    // Ngozi again, from home, with the switchboard and her name: she joins her own lead.
    await demoRequest(target, "ngozi.home@example.com", {
      firstName: "Ngozi",
      lastName: "Balogun",
      ...school,
      institution: "Kings Heritage Annex",
    });
    expect(
      (
        await post(
          target,
          `/sales/leads/${leads.Chioma}`,
          { intent: "note", note: "Call after 3pm" },
          { cookie: admin },
        )
      ).status,
    ).toBeLessThan(400);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("an admin's CSV has one row per request in the team's words, each with its lead's link and notes", async () => {
    const [header, ...rows] = csvRows(await (await get(target, "/sales/export?format=csv&q=kings", admin)).text());
    expect(header).toEqual(
      expect.arrayContaining(["Lead", "Request", "First name", "E-mail", "Institution", "Status"]),
    );
    expect(header).not.toContain("first_name");
    const records = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
    const byEmail = Object.fromEntries(records.map((r) => [r["E-mail"], r]));
    expect(Object.keys(byEmail).sort()).toEqual([
      "bola@kings.example",
      "chioma@kings.example",
      "ngozi.home@example.com",
      "ngozi@kings.example",
    ]);
    expect(byEmail["ngozi.home@example.com"]).toMatchObject({
      Request: "Asked again",
      Institution: "Kings Heritage Annex",
      Status: "New",
    });
    expect(byEmail["ngozi.home@example.com"]!.Lead).toMatch(new RegExp(`/sales/leads/${leads.Ngozi}$`));
    expect(byEmail["bola@kings.example"]!.Lead).toMatch(new RegExp(`/sales/leads/${leads.Bola}$`));
    expect(byEmail["chioma@kings.example"]).toMatchObject({
      Request: "First request",
      Language: "English",
      Form: "Demo request",
      "Agreed to news": "no",
    });
    expect(byEmail["chioma@kings.example"]!.Notes).toMatch(/Call after 3pm$/);
    expect(byEmail["bola@kings.example"]!.Notes).toBe("");
  });

  it("the .xlsx and the JSON hold the same requests under the same headers", async () => {
    const [header, ...rows] = await readSheet(
      Buffer.from(await (await get(target, "/sales/export?format=xlsx&q=kings", admin)).arrayBuffer()),
    );
    expect(header).toContain("E-mail");
    expect(rows.map((row) => String(row[header!.indexOf("E-mail")])).sort()).toEqual([
      "bola@kings.example",
      "chioma@kings.example",
      "ngozi.home@example.com",
      "ngozi@kings.example",
    ]);
    const json = (await (await get(target, "/sales/export?format=json&q=kings", admin)).json()) as Record<
      string,
      string
    >[];
    expect(json.map((r) => r["E-mail"]).sort()).toEqual(
      rows.map((row) => String(row[header!.indexOf("E-mail")])).sort(),
    );
    expect(json.find((r) => r["E-mail"] === "chioma@kings.example")).toMatchObject({
      Status: "New",
      Notes: expect.stringContaining("Call after 3pm"),
    });
  });

  it("a sales person may export once an admin allows it on the Team page, and not after it is taken back; each change is audited", async () => {
    expect((await get(target, "/sales/export?format=csv&q=kings", sales)).status).toBe(403);
    expect(await (await get(target, "/sales?q=kings", sales)).text()).not.toContain("/sales/export?format=csv");
    // Only an admin may change it.
    expect(
      (await post(target, "/sales/users", { intent: "export-roles", sales: "on" }, { cookie: sales })).status,
    ).toBe(403);
    expect(
      (await post(target, "/sales/users", { intent: "export-roles", sales: "on" }, { cookie: admin })).status,
    ).toBe(200);
    expect((await get(target, "/sales/export?format=csv&q=kings", sales)).status).toBe(200);
    expect(await (await get(target, "/sales?q=kings", sales)).text()).toContain("/sales/export?format=csv");
    expect((await post(target, "/sales/users", { intent: "export-roles" }, { cookie: admin })).status).toBe(200);
    expect((await get(target, "/sales/export?format=xlsx", sales)).status).toBe(403);
    const log = await (await get(target, "/sales/audit", admin)).text();
    expect(log).toContain("let sales people export leads");
    expect(log).toContain("let only admins export leads");
  });
});
