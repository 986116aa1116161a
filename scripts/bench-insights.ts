// `npm run bench:insights`: the console's Insights with a year of visit counts at 10,000 visits a
// day (issue #28: opens in under 300 ms), in SQLite, through the view's own query code
// (app/console/insights/funnel.server.ts and tables.server.ts). Prints a Markdown table for docs/benchmarks.md.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, initDatabase } from "~/db/connection.server";
import { insights } from "~/console/insights/funnel.server";
import { totalsOf } from "~/insights/visit-store.server";
import { insightTables } from "~/console/insights/tables.server";

const days = 365;
const visitsPerDay = 10_000;
// Distinct (page, edition, referrer, campaign, device) lines a day: 10,000 visits spread over them.
const linesPerDay = Number(process.env.BENCH_LINES_PER_DAY) || 1000;
const requestsPerDay = 20;
const runs = 20;
const dir = mkdtempSync(join(tmpdir(), "ilimi-bench-insights-"));
const db = await initDatabase({ dataDir: dir, sqliteSynchronous: "NORMAL", databaseUrl: undefined });

const paths = [
  "/",
  "/pricing",
  "/demo",
  "/contact",
  "/modules",
  "/solutions/universities",
  "/solutions/schools",
  "/resources",
  "/company/about",
  "/industries/universities",
];
const referrers = [
  "",
  "google.com",
  "bing.com",
  "linkedin.com",
  "facebook.com",
  "x.com",
  "whatsapp.com",
  "nairaland.com",
];
const campaigns = ["", "term-start", "bursar-webinar", "newsletter-march", "open-day", "linkedin-ads"];
const devices = ["mobile", "desktop", "tablet"];
const first = Date.parse("2025-11-26T00:00:00Z");
const dayAt = (d: number) => new Date(first + d * 86_400_000).toISOString().slice(0, 10);

for (let d = 0; d < days; d++) {
  const day = dayAt(d);
  // 1,000 distinct lines a day out of 40 pages × 2 editions × 8 referrers × 6 campaigns × 3 devices
  // (11,520): n × 7919 walks them without repeats (7919 is prime to 11,520).
  const rows = Array.from({ length: linesPerDay }, (_, n) => {
    let k = (n * 7919 + d * 13) % 11_520;
    const pick = <T>(list: readonly T[]) => {
      const item = list[k % list.length]!;
      k = Math.floor(k / list.length);
      return item;
    };
    const device = pick(devices);
    const edition = pick(["en", "fr"]);
    const referrer_host = pick(referrers);
    const utm_campaign = pick(campaigns);
    const page = pick(paths.flatMap((p) => [p, `${p}/a`, `${p}/b`, `${p}/c`]));
    return {
      day,
      path: edition === "fr" ? `/fr${page}` : page,
      edition,
      referrer_host,
      utm_source: "",
      utm_medium: "",
      utm_campaign,
      device,
      views: Math.round((visitsPerDay * 1.6) / linesPerDay),
      visitors: Math.round(visitsPerDay / linesPerDay),
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("visit_counts")
      .values(rows.slice(i, i + 500))
      .execute();
  // The per-dimension totals the counter writes with them (app/insights/visit-store.server.ts).
  const totals = totalsOf(
    day,
    rows.map((r) => ({
      dims: {
        path: r.path,
        edition: r.edition as "en" | "fr",
        referrerHost: r.referrer_host,
        utmSource: "",
        utmMedium: "",
        utmCampaign: r.utm_campaign,
        device: r.device as "mobile",
      },
      views: r.views,
      visitors: r.visitors,
    })),
  );
  for (let i = 0; i < totals.length; i += 500)
    await db
      .insertInto("visit_totals")
      .values(totals.slice(i, i + 500))
      .execute();
  const leads = Array.from({ length: requestsPerDay }, (_, j) => {
    const created = new Date(Date.parse(`${day}T08:00:00Z`) + j * 1_500_000).toISOString();
    return {
      id: randomUUID(),
      created_at: created,
      first_name: "Bench",
      last_name: `${d}-${j}`,
      email: `b${d}-${j}@school.example`,
      phone: null,
      institution: `College ${j}`,
      size: ["small", "medium", "large", null][j % 4]!,
      message: null,
      marketing_consent: 0,
      privacy_notice_version: "2026-11-26",
      consented_at: created,
      source: j % 2 ? "demo" : "contact",
      status: ["new", "contacted", "demo_booked", "won", "lost"][j % 5]!,
      utm_campaign: campaigns[j % campaigns.length] || null,
      referrer: j % 3 ? "https://www.google.com" : null,
    };
  });
  await db.insertInto("demo_requests").values(leads).execute();
  await db
    .insertInto("audit_log")
    .values(
      leads
        .filter((_, j) => j % 3)
        .map((l) => ({
          id: randomUUID(),
          at: new Date(Date.parse(l.created_at) + 3_600_000).toISOString(),
          actor_id: null,
          action: "lead_note_added",
          subject_type: "lead",
          subject_id: l.id,
          detail: null,
        })),
    )
    .execute();
}
const total = await db
  .selectFrom("visit_counts")
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .executeTakeFirstOrThrow();
const totalLines = await db
  .selectFrom("visit_totals")
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .executeTakeFirstOrThrow();

const cases: [string, { from: string; to: string }][] = [
  ["the whole year", { from: dayAt(0), to: dayAt(days - 1) }],
  ["the last twelve weeks (the default)", { from: dayAt(days - 84), to: dayAt(days - 1) }],
  ["one month", { from: dayAt(200), to: dayAt(229) }],
];
// Wall time is what a user waits for on a quiet machine; CPU time is the process's own work, which a
// loaded machine (other processes on the two cores) does not inflate the way it inflates wall time.
const lines = ["| Insights, all tables | median | p95 | CPU median |", "|---|---:|---:|---:|"];
for (const [name, range] of cases) {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const data = await insights(db, range);
    insightTables(data, data.totals, "Funnel");
    times.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  lines.push(
    `| ${name} | ${times[Math.floor(runs / 2)]!.toFixed(1)} ms | ${times[Math.floor(runs * 0.95)]!.toFixed(1)} ms | ${cpu[Math.floor(runs / 2)]!.toFixed(1)} ms |`,
  );
}
console.log(
  `Load average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")}.\n`,
);
console.log(
  `${days} days × ${visitsPerDay.toLocaleString("en")} visits (${Number(total.n).toLocaleString("en")} daily lines, ${Number(totalLines.n).toLocaleString("en")} per-dimension totals) and ${(days * requestsPerDay).toLocaleString("en")} demo requests in SQLite; ${runs} runs each.\n`,
);
console.log(lines.join("\n"));
await closeDatabase();
// BENCH_KEEP=1 leaves the database for profiling a query by hand.
if (process.env.BENCH_KEEP) console.log(`\nKept: ${dir}`);
else rmSync(dir, { recursive: true, force: true });
