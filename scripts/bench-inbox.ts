// `npm run bench:inbox`: the sales console's inbox with 100,000 demo requests in SQLite (issue
// #18: a filtered page in under 100 ms). Prints a Markdown table for docs/benchmarks.md.
// Runs the console's own query code (app/console/leads.server.ts) through vite-node.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { createUser } from "~/auth/users.server";
import { inboxPage } from "~/console/leads.server";
import type { InboxFilters } from "~/console/inbox-filters";

const total = Number(process.env.BENCH_LEADS) || 100_000;
const runs = 30;
const dir = mkdtempSync(join(tmpdir(), "ilimi-bench-inbox-"));
const statuses = ["new", "contacted", "demo_booked", "qualified", "won", "lost"];
const sizes = ["small", "medium", "large", "enterprise"];
const words = ["Federal", "Government", "College", "University", "Academy", "Polytechnic", "Institute", "Secondary", "Model", "Unity"];

await initDatabase({ dataDir: dir, sqliteSynchronous: "NORMAL", databaseUrl: undefined });
const owners: string[] = [];
for (let i = 0; i < 8; i++) {
  const made = await createUser(`owner${i}@ilimi.example`, "sales");
  if (made.ok) owners.push(made.user.id);
}
const start = Date.parse("2024-01-01T00:00:00Z");
const span = Date.parse("2026-11-01T00:00:00Z") - start;
const db = getDb();
for (let i = 0; i < total; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, total - i) }, (_, j) => {
    const n = i + j;
    const created = new Date(start + Math.floor((n / total) * span) + (n % 997)).toISOString();
    return {
      id: randomUUID(), created_at: created, first_name: `Name${n}`, last_name: `Surname${n % 5000}`, email: `person${n}@school${n % 3000}.edu.ng`,
      // Every other lead left a number, typed the Nigerian way; stored with its E.164 form as the store does.
      phone: n % 2 ? `0803 ${String(n).padStart(7, "0").slice(0, 3)} ${String(n).padStart(7, "0").slice(3)}` : null, phone_e164: n % 2 ? `+234803${String(n).padStart(7, "0")}` : null,
      institution: `${words[n % 10]} ${words[(n >> 3) % 10]} ${n % 4000}`, size: sizes[n % 4]!, message: null, marketing_consent: 0, privacy_notice_version: "2025-01",
      consented_at: created, source: n % 3 ? "demo" : "contact", status: statuses[n % 6]!, owner_id: n % 4 ? owners[n % 8]! : null, last_activity_at: null,
    };
  });
  await db.insertInto("demo_requests").values(rows).execute();
}
await db.executeQuery({ sql: "analyze", parameters: [], query: { kind: "RawNode", sqlFragments: ["analyze"], parameters: [] } } as never).catch(() => undefined);

const me = owners[0]!;
const cases: [string, InboxFilters][] = [
  ["newest, no filter", {}],
  ["status = contacted", { status: "contacted" }],
  ["owner = me", { owner: "me" }],
  ["owner = nobody", { owner: "none" }],
  ["size + form", { size: "large", source: "contact" }],
  ["date range (one month)", { from: "2025-06-01", to: "2025-06-30" }],
  ["status + owner + date range", { status: "won", owner: "me", from: "2025-01-01", to: "2025-12-31" }],
  ["search: a name", { q: "name12345" }],
  ["search: institution word", { q: "polytechnic" }],
  ["search: no match", { q: "zzz-nothing" }],
  ["search: a phone, written differently", { q: "+234 803 001 2345" }],
];
const lines = ["| inbox page (25 rows) | median | p95 |", "|---|---:|---:|"];
for (const [name, filters] of cases) {
  const times: number[] = [];
  let after: string | null = null;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const page = await inboxPage(filters, me, r % 2 ? after : null);
    times.push(performance.now() - t0);
    after = page.next ?? null;
  }
  times.sort((a, b) => a - b);
  lines.push(`| ${name} | ${times[Math.floor(runs / 2)]!.toFixed(1)} ms | ${times[Math.floor(runs * 0.95)]!.toFixed(1)} ms |`);
}
console.log(`${total.toLocaleString("en")} demo requests in SQLite; each case ${runs} runs, first and following pages alternating.\n`);
console.log(lines.join("\n"));
await closeDatabase();
rmSync(dir, { recursive: true, force: true });
