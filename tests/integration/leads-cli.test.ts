import "../support/quiet-logs";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { salesNotificationEmail } from "~/leads/emails";
import { csvCell } from "~/leads/export.server";
import { requestSubscription, saveDemoRequest } from "~/leads/store.server";
import { runLeadsCli } from "../../scripts/commands";
import { purgeQuarantine } from "~/leads/records.server";

// The sales team's command line against a real SQLite file: what they see and what they export.

const dir = mkdtempSync(join(tmpdir(), "ilimi-cli-"));
const database = { dataDir: dir, databaseUrl: undefined };

async function run(...argv: string[]): Promise<{ code: number; text: string }> {
  let text = "";
  const code = await runLeadsCli(argv, { write: (t) => (text += t) }, database);
  return { code, text };
}

describe("the leads command line", () => {
  let leadId = "";
  beforeAll(async () => {
    configureLeads({
      webhookUrl: "http://127.0.0.1:9/hook",
      webhookSecret: "w".repeat(32),
      smtpUrl: undefined,
      salesEmail: undefined,
    });
    await initDatabase(database);
    ({ id: leadId } = await saveDemoRequest(getDb(), {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: "Ọlá",
      email: "ola@school.example",
      phone: "+234 803 000 0000",
      institution: 'St. "Mary" College, Abuja',
      size: "large",
      message: "Line one\nline two",
      marketingConsent: true,
      privacyNoticeVersion: "2025-01",
      source: "demo",
    }));
    await requestSubscription(getDb(), { email: "news@school.example", privacyNoticeVersion: "2025-01" });
    // One delivery failing, as the worker would have recorded it.
    await getDb()
      .updateTable("outbox")
      .set({ attempts: 3, last_error: "WebhookError: webhook answered HTTP 500" })
      .where("record_id", "=", leadId)
      .execute();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists demo requests with their delivery status", async () => {
    const { code, text } = await run("list");
    expect(code).toBe(0);
    expect(text).toContain("ola@school.example");
    expect(text).toContain("retrying");
    expect(text).toContain("1 demo request(s)");
  });

  it("exports CSV that a spreadsheet opens safely: BOM, CRLF, quoted, formulas defused", async () => {
    const { code, text } = await run("export", "--format", "csv");
    expect(code).toBe(0);
    expect(text.startsWith('\uFEFF"id","created_at"')).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(`"'+234 803 000 0000"`);
    expect(text).toContain(`"St. ""Mary"" College, Abuja"`);
    expect(text).toContain(`"Line one\nline two"`);
    expect(text).toContain(`"Ọlá"`);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(2);
    for (const start of ["=1", "+1", "-1", "@SUM", "\t1", "\r1"])
      expect(csvCell(start)).toBe(`"'${start.replace(/"/g, '""')}"`);
  });

  it("exports JSON, filters by --since, and writes a file with --output", async () => {
    const { text } = await run("export", "--format", "json");
    expect(JSON.parse(text)).toMatchObject([
      { id: leadId, email: "ola@school.example", marketing_consent: true, delivery_status: "retrying" },
    ]);
    expect(JSON.parse((await run("export", "--format", "json", "--since", "2999-01-01")).text)).toEqual([]);
    const file = join(dir, "leads.csv");
    await run("export", "--format", "csv", "--output", file);
    expect(readFileSync(file, "utf8")).toContain("ola@school.example");
  });

  it("lists and exports newsletter subscribers", async () => {
    expect((await run("subscribers", "list")).text).toContain("news@school.example");
    const exported = JSON.parse((await run("subscribers", "export", "--format", "json")).text) as {
      email: string;
      status: string;
    }[];
    expect(exported).toMatchObject([{ email: "news@school.example", status: "pending" }]);
  });

  it("shows where deliveries stand and why one is retried", async () => {
    const { text } = await run("status");
    expect(text).toMatch(/webhook\s+pending\s+1/);
    expect(text).toContain("HTTP 500");
    expect((await run("retry")).text).toMatch(/^1 waiting/);
  });

  it("refuses unknown commands and bad options with a non-zero exit", async () => {
    expect((await run("frobnicate")).code).toBe(1);
    await expect(run("export")).rejects.toThrow(/--format/);
    await expect(run("list", "--since", "yesterday-ish")).rejects.toThrow(/not a date/);
    expect((await run("--help")).text).toContain("Usage: npm run leads");
  });

  it("prints a stored name full of terminal escapes as visible text: the screen, the title and the other rows stay as they are", async () => {
    // Stored before the forms refused these characters (or by another way in): printing must still be safe.
    await initDatabase(database);
    await saveDemoRequest(getDb(), {
      firstName: "Eve\u001b[2J\u001b[H\u001b]0;pwned\u0007",
      lastName: "\u001b]8;;http://evil.example\u001b\\click\u001b]8;;\u001b\\\b\b\u007f",
      email: "eve@school.example",
      phone: null,
      institution: "Evil \u202Egnp.exe\u009b2J",
      size: null,
      message: "one\r\ntwo\u001b[31m",
      marketingConsent: false,
      privacyNoticeVersion: "2025-01",
      source: "demo",
    });
    // eslint-disable-next-line no-control-regex
    const acting = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    const list = (await run("list")).text;
    expect(list).not.toMatch(acting);
    expect(list).toContain("Eve\\u001B[2J");
    const csv = (await run("export", "--format", "csv")).text;
    expect(csv).not.toMatch(acting);
    expect(csv).toContain("two\\u001B[31m");
    expect(csv).toMatch(/"one\r?\ntwo/);
    const json = (await run("export", "--format", "json")).text;
    expect(json).not.toMatch(acting);
    expect((JSON.parse(json) as { institution: string }[]).map((r) => r.institution)).toContain(
      "Evil \u202Egnp.exe\u009b2J",
    );
    const mail = salesNotificationEmail({
      id: "x",
      firstName: "Eve\u001b[2J",
      lastName: "\u202Eevil",
      email: "eve@school.example",
      phone: null,
      institution: "I\u0007",
      size: null,
      message: "a\nb\u001b",
      source: "demo",
      createdAt: "now",
      marketingConsent: false,
    });
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(acting);
    expect(mail.text).toContain("Eve\\u001B[2J");
  });

  it("shows quarantined requests to sales, apart on request, and deletes them after the stated period", async () => {
    await initDatabase(database);
    const { id } = await saveDemoRequest(getDb(), {
      firstName: "Quick",
      lastName: "Autofill",
      email: "quick@school.example",
      phone: null,
      institution: "Fast College",
      size: null,
      message: null,
      marketingConsent: false,
      privacyNoticeVersion: "2025-01",
      source: "demo",
      quarantineReason: "too-fast",
    });
    const all = (await run("list")).text;
    expect(all).toMatch(/quick@school\.example.*quarantined: too-fast/);
    expect(all).toContain("1 quarantined");
    const only = (await run("list", "--quarantined")).text;
    expect(only).toContain("quick@school.example");
    expect(only).not.toContain("ola@school.example");
    // Never delivered: no outbox job was made for it.
    expect(
      await (await initDatabase(database)).selectFrom("outbox").select("id").where("record_id", "=", id).execute(),
    ).toEqual([]);
    expect(await purgeQuarantine(await initDatabase(database), 30)).toBe(0);
    expect(await purgeQuarantine(await initDatabase(database), 30, Date.now() + 31 * 86_400_000)).toBe(1);
    expect((await run("list")).text).not.toContain("quick@school.example");
    expect((await run("list")).text).toContain("ola@school.example");
  });
});
