// `npm run bench:inbox`: the sales console's inbox with 100,000 demo requests (issue #18: a
// filtered page in under 100 ms; issue #27: every sort, the count, the "new since" count and each
// row's booking too), in SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names one, in
// PostgreSQL (a schema of its own, dropped after). Prints a Markdown table per database for
// docs/benchmarks.md. BENCH_LEADS=2000 makes a quick check that it runs end to end.
// Runs the console's own query code (app/console/lead/leads.server.ts) through vite-node.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { closeDatabase, initDatabase } from "~/db/connection.server";
import { createUser } from "~/auth/users.server";
import { bookingsOf } from "~/console/inbox/rows.server";
import { inboxCounts, inboxPage } from "~/console/lead/leads.server";
import type { InboxFilters } from "~/console/inbox/filters";
import { inboxSorts, type InboxSort } from "~/console/inbox/sort";

const total = Number(process.env.BENCH_LEADS) || 100_000;
const runs = 30;
const dir = mkdtempSync(join(tmpdir(), "ilimi-bench-inbox-"));
const statuses = ["new", "contacted", "demo_booked", "qualified", "won", "lost"];
const sizes = ["small", "medium", "large", "enterprise"];
const words = [
  "Federal",
  "Government",
  "College",
  "University",
  "Academy",
  "Polytechnic",
  "Institute",
  "Secondary",
  "Model",
  "Unity",
];

async function bench(label: string, databaseUrl: string | undefined, pgSchema: string | undefined) {
  const db = await initDatabase({ dataDir: dir, sqliteSynchronous: "NORMAL", databaseUrl, pgSchema });
  const owners: string[] = [];
  for (let i = 0; i < 8; i++) {
    const made = await createUser(db, `owner${i}@ilimi.example`, "sales");
    if (made.ok) owners.push(made.user.id);
  }
  const start = Date.parse("2024-01-01T00:00:00Z");
  const span = Date.parse("2026-11-01T00:00:00Z") - start;
  for (let i = 0; i < total; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, total - i) }, (_, j) => {
      const n = i + j;
      const created = new Date(start + Math.floor((n / total) * span) + (n % 997)).toISOString();
      return {
        id: randomUUID(),
        created_at: created,
        first_name: `Name${n}`,
        last_name: `Surname${n % 5000}`,
        email: `person${n}@school${n % 3000}.edu.ng`,
        // Every other lead left a number, typed the Nigerian way; stored with its E.164 form as the store does.
        phone: n % 2 ? `0803 ${String(n).padStart(7, "0").slice(0, 3)} ${String(n).padStart(7, "0").slice(3)}` : null,
        phone_e164: n % 2 ? `+234803${String(n).padStart(7, "0")}` : null,
        institution: `${words[n % 10]} ${words[(n >> 3) % 10]} ${n % 4000}`,
        size: sizes[n % 4]!,
        message: null,
        marketing_consent: 0,
        privacy_notice_version: "2025-01",
        consented_at: created,
        source: n % 3 ? "demo" : "contact",
        status: statuses[n % 6]!,
        owner_id: n % 4 ? owners[n % 8]! : null,
        last_activity_at: null,
        // A next step on about a third, due within a few weeks either side of the bench's today.
        next_step_due:
          n % 3 === 1
            ? new Date(Date.parse("2026-11-01T00:00:00Z") + ((n % 60) - 30) * 86_400_000).toISOString().slice(0, 10)
            : null,
      };
    });
    await db.insertInto("demo_requests").values(rows).execute();
    // One lead in ten booked a demo (a few cancelled, some held), half of them with a presenter.
    const booked = rows
      .filter((_, j) => (i + j) % 10 === 0)
      .map((row, k) => {
        const start = new Date(Date.parse(row.created_at) + 3 * 86_400_000).toISOString();
        return {
          id: randomUUID(),
          demo_request_id: row.id,
          slot_start: start,
          slot_end: new Date(Date.parse(start) + 1_800_000).toISOString(),
          status: k % 7 ? ("confirmed" as const) : ("cancelled" as const),
          sequence: 0,
          created_at: row.created_at,
          updated_at: row.created_at,
          cancelled_at: null,
          presenter_id: k % 2 ? owners[k % 8]! : null,
          outcome: k % 3 ? null : ("held" as const),
        };
      });
    if (booked.length) await db.insertInto("bookings").values(booked).execute();
  }
  await db
    .executeQuery({
      sql: "analyze",
      parameters: [],
      query: { kind: "RawNode", sqlFragments: ["analyze"], parameters: [] },
    } as never)
    .catch(() => undefined);

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
  // Every order, both ways, on the whole inbox and under a filter (issue #27 item 2).
  const sorted: [string, InboxFilters, InboxSort][] = [];
  for (const key of inboxSorts)
    for (const dir of ["asc", "desc"] as const) {
      sorted.push([`sorted by ${key} ${dir}`, {}, { key, dir }]);
      sorted.push([`status = contacted, sorted by ${key} ${dir}`, { status: "contacted" }, { key, dir }]);
    }
  const since = "2026-10-01T00:00:00.000Z";
  const lines = ["| inbox (25 rows) | median | p95 |", "|---|---:|---:|"];
  async function measure(name: string, run: (r: number) => Promise<void>) {
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      await run(r);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    lines.push(
      `| ${name} | ${times[Math.floor(runs / 2)]!.toFixed(1)} ms | ${times[Math.floor(runs * 0.95)]!.toFixed(1)} ms |`,
    );
  }
  for (const [name, filters, sort] of [
    ...cases.map(([n, f]) => [n, f, { key: "received", dir: "desc" }] as [string, InboxFilters, InboxSort]),
    ...sorted,
  ]) {
    let after: string | null = null;
    // The page as the inbox shows it: its rows, then each row's booking.
    await measure(name, async (r) => {
      const page = await inboxPage(db, filters, me, r % 2 ? after : null, undefined, sort);
      await bookingsOf(
        db,
        page.rows.map((row) => row.id),
      );
      after = page.next ?? null;
    });
  }
  for (const [name, filters] of cases)
    await measure(`count and new since a visit: ${name}`, () =>
      inboxCounts(db, filters, me, since).then(() => undefined),
    );
  console.log(
    `${total.toLocaleString("en")} demo requests in ${label}; each case ${runs} runs, first and following pages alternating.\n`,
  );
  console.log(lines.join("\n") + "\n");
  await closeDatabase();
}

await bench("SQLite", undefined, undefined);
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = `bench_inbox_${randomBytes(4).toString("hex")}`;
  try {
    await bench("PostgreSQL", pgUrl, schema);
  } finally {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
} else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to bench it too.");
rmSync(dir, { recursive: true, force: true });
