// npm run bench:forms: how many demo requests per second the production server accepts durably.
// Starts `node server.js` on loopback with its own DATA_DIR, reads the form's hidden fields from a
// GET of /demo, then drives valid urlencoded POSTs from N keep-alive loops (bounded in time and
// count: loopback only, it stops by itself). Rate limit and minimum fill time are switched off by
// configuration, as a real burst of people would not trip them. Afterwards it counts the stored
// rows: every 303 must be a row. Writes its section of docs/benchmarks.md.
//   BENCH_SECONDS=10 BENCH_CONCURRENCY=32 BENCH_MAX_REQUESTS=100000 BENCH_SYNC_MODES=FULL,NORMAL
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (Node refuses it in NODE_OPTIONS).
//   BENCH_WRITE_DOCS=0 prints the results only (a smoke run on a busy machine must not replace the measured numbers).
//   A smoke run of the presenters run alone:
//   BENCH_SYNC_MODES= BENCH_BOOKINGS=0 BENCH_PRESENTER_REQUESTS=300 BENCH_WRITE_DOCS=0 npm run bench:forms
import { createHmac, randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { benchBookings, writeBookingSection } from "./bench/bookings.mjs";
import {
  benchPresenterBookings,
  presenterRunHolds,
  printPresenterRun,
  writePresenterSection,
} from "./bench/presenter-bookings.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const maxRequests = Number(process.env.BENCH_MAX_REQUESTS ?? 100_000);
const modes = (process.env.BENCH_SYNC_MODES ?? "FULL,NORMAL").split(",").filter(Boolean);
const port = Number(process.env.BENCH_PORT ?? 3305);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const docPath = "docs/benchmarks.md";
const writeDocs = process.env.BENCH_WRITE_DOCS !== "0";
const target = { perSecond: 1000, p99Ms: 50 };

// Each form token stores one request (ADR 013), as each visitor's page view has its own: the
// benchmark signs one per post with the server's APP_SECRET, as app/guards/form.server.ts's
// createFormToken and formTokenKey do (the server would answer a reused token 409).
const benchSecret = randomBytes(32).toString("hex");
const tokenKey = createHmac("sha256", benchSecret).update("form-timestamp-key").digest("hex");
function formToken() {
  const issuedAt = Date.now() - 60_000;
  const nonce = randomBytes(9).toString("base64url");
  return `f2.${issuedAt}.${nonce}.${createHmac("sha256", tokenKey).update(`ilimi-form-timestamp.f2.${issuedAt}.${nonce}`).digest("base64url")}`;
}

async function startServer(syncMode, dataDir, extraEnv = {}) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: dataDir,
      SQLITE_SYNCHRONOUS: syncMode,
      LOG_LEVEL: logLevel,
      RATE_LIMIT_DISABLED: "1",
      FORM_MIN_FILL_MS: "0",
      NODE_ENV: "production",
      APP_SECRET: benchSecret,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout.resume(); // logs are not measured here; an unread pipe would stall the server
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 180_000; // the first start may build the site
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not start within 180 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid, stop: () => (child.kill("SIGTERM"), exited) };
}

/** The form as a person's browser would send it: visible fields plus the page's hidden ones. */
async function formTemplate(url) {
  const html = await (await fetch(`${url}/demo`)).text();
  // Only the demo form: the footer's newsletter form has hidden fields of the same names.
  const start = html.indexOf('action="/demo"');
  if (start < 0) throw new Error('no demo form (action="/demo") on /demo: is the forms work in the build?');
  const form = html.slice(start, html.indexOf("</form>", start));
  const hidden = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = input.match(/\bname="([^"]*)"/)?.[1];
    const type = input.match(/\btype="([^"]*)"/)?.[1];
    if (name && type === "hidden")
      hidden[name] = (input.match(/\bvalue="([^"]*)"/)?.[1] ?? "").replace(/&amp;/g, "&").replace(/&quot;/g, '"');
  }
  return hidden;
}

function post(agent, url, body) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      `${url}/demo`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: url,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    req.on("error", () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end(body);
  });
}

/** CPU seconds the server process has used (Linux /proc), to report CPU per request: unlike
 * requests per second, that figure hardly moves when other work shares the machine. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

async function drive(url, hidden, runId, pid) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let sent = 0;
  const results = [];
  const warmupEnds = Date.now() + warmupSeconds * 1000;
  let measureStart = 0;
  let measureEnd = 0;
  let cpuStart = NaN;
  const loop = async () => {
    while (sent < maxRequests) {
      const now = Date.now();
      if (now >= warmupEnds + seconds * 1000) break;
      const n = sent++;
      const fields = {
        firstName: "Bench",
        lastName: `Runner ${n}`,
        email: `bench-${runId}-${n}@bench.example`,
        phone: "+234 800 000 0000",
        institution: "Benchmark College",
        size: "medium",
        message: "Load test submission.",
        ...hidden,
        formToken: formToken(),
      };
      const r = await post(agent, url, new URLSearchParams(fields).toString());
      if (Date.now() > warmupEnds) {
        if (!measureStart) {
          measureStart = Date.now();
          cpuStart = cpuSeconds(pid);
        }
        results.push(r);
        measureEnd = Date.now();
      } else results.push({ ...r, warmup: true });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const cpuUsed = cpuSeconds(pid) - cpuStart;
  agent.destroy();
  const measured = results.filter((r) => !r.warmup);
  const accepted = measured.filter((r) => r.status === 303);
  const latencies = measured.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    acceptedTotal: results.filter((r) => r.status === 303).length,
    perSecond: accepted.length / ((measureEnd - measureStart) / 1000),
    cpuMsPerRequest: (cpuUsed * 1000) / measured.length,
    p50: pct(50),
    p99: pct(99),
    statuses,
  };
}

async function benchMode(syncMode) {
  const load = loadavg()[0];
  const dataDir = mkdtempSync(join(tmpdir(), "ilimi-bench-"));
  const runId = Date.now().toString(36);
  const server = await startServer(syncMode, dataDir);
  let result;
  try {
    const hidden = await formTemplate(server.url);
    if (!Object.keys(hidden).length) throw new Error("no hidden form fields found on /demo: is the demo form served?");
    result = await drive(server.url, hidden, runId, server.pid);
  } finally {
    await server.stop();
  }
  // After a clean stop: every acknowledged submission must be a stored row.
  const db = new Database(join(dataDir, "ilimi.sqlite"), { readonly: true });
  const stored = db.prepare("select count(*) as n from demo_requests where email like ?").get(`bench-${runId}-%`).n;
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { syncMode, ...result, stored, load };
}

function writeSection(rows) {
  const cpu = cpus();
  const lines = [
    "<!-- forms:begin -->",
    `## Demo-request submissions (${new Date().toISOString().slice(0, 10)})`,
    "",
    `\`npm run bench:forms\`: valid urlencoded POSTs to /demo from ${concurrency} keep-alive loops for ${seconds} s after ${warmupSeconds} s warm-up, on loopback; ${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. SQLite in WAL mode, server log level ${logLevel}; rate limit and minimum fill time off. Accepted = answered 303; stored = rows counted in the database after the run.`,
    `Target: >= ${target.perSecond} durable submissions/s with p99 < ${target.p99Ms} ms. Load average (1 min) when each run started: ${rows.map((r) => `${r.syncMode} ${r.load.toFixed(1)}`).join(", ")}${rows.some((r) => r.load > cpu.length) ? ": the machine was busy with other work, so these numbers understate the server" : ""}.`,
    "",
    "| SQLite synchronous | accepted/s | p50 ms | p99 ms | server CPU ms per request | accepted | stored | other answers |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
    ...rows.map((r) => {
      const other =
        Object.entries(r.statuses)
          .filter(([s]) => s !== "303")
          .map(([s, n]) => `${s === "0" ? "network error" : s}: ${n}`)
          .join(", ") || "none";
      return `| ${r.syncMode}${r.syncMode === "FULL" ? " (default)" : ""} | ${Math.round(r.perSecond)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMsPerRequest.toFixed(2)} | ${r.acceptedTotal} | ${r.stored} | ${other} |`;
    }),
    "",
    ...rows.map(
      (r) =>
        `${r.syncMode}: ${r.perSecond >= target.perSecond && r.p99 < target.p99Ms ? "meets" : "MISSES"} the target; ${r.stored === r.acceptedTotal ? "every accepted submission is stored" : `STORED ${r.stored} OF ${r.acceptedTotal} ACCEPTED`}.`,
    ),
    "Server CPU per request is the process's CPU time over the measured requests; one core sustains at most 1000 / that many requests per second.",
    "FULL is the default: each commit is fsynced, so an acknowledged request survives power loss as well as a crash; concurrent submissions share one commit (app/db/commit-batcher.server.ts), which keeps FULL's cost small.",
    "<!-- forms:end -->",
  ];
  const section = lines.join("\n");
  const doc = existsSync(docPath) ? readFileSync(docPath, "utf8") : "# Benchmarks\n";
  const next = /<!-- forms:begin -->[\s\S]*<!-- forms:end -->/.test(doc)
    ? doc.replace(/<!-- forms:begin -->[\s\S]*<!-- forms:end -->/, section)
    : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(docPath, next);
  console.log(`\n${section}\n\nWrote ${docPath}`);
}

const rows = [];
for (const mode of modes) {
  console.log(`bench:forms: SQLite synchronous=${mode}, ${concurrency} loops, ${seconds} s...`);
  const row = await benchMode(mode);
  console.log(
    `  ${Math.round(row.perSecond)} accepted/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${row.cpuMsPerRequest.toFixed(2)} CPU ms/request, accepted ${row.acceptedTotal}, stored ${row.stored}`,
  );
  rows.push(row);
}
// BENCH_SYNC_MODES= (empty) runs the booking run alone.
if (rows.length > 0 && writeDocs) writeSection(rows);
if (rows.some((r) => r.stored < r.acceptedTotal)) process.exitCode = 1;

// The booking run (issue #16): BENCH_BOOKINGS=0 skips it; BENCH_BOOKING_REQUESTS requests are made for it first.
if (process.env.BENCH_BOOKINGS !== "0") {
  console.log(`bench:forms: bookings, ${concurrency} loops, ${seconds} s...`);
  const booking = await benchBookings({
    startServer,
    formTemplate,
    formToken,
    cpuSeconds,
    concurrency,
    seconds,
    requests: Number(process.env.BENCH_BOOKING_REQUESTS ?? 12_000),
  });
  console.log(
    `  ${Math.round(booking.perSecond)} bookings/s, p50 ${booking.p50.toFixed(1)} ms, p99 ${booking.p99.toFixed(1)} ms, booked ${booking.booked}, confirmed ${booking.confirmed}, overbooked slots ${booking.overbooked}`,
  );
  if (writeDocs) writeBookingSection(docPath, booking, { concurrency, seconds });
  if (booking.overbooked > 0 || booking.confirmed !== booking.booked) process.exitCode = 1;
}

// The presenters run (issue #25): 10 presenters as the seats; BENCH_PRESENTERS=0 skips it.
if (process.env.BENCH_PRESENTERS !== "0") {
  console.log(`bench:forms: bookings with 10 presenters, ${concurrency} loops, ${seconds} s...`);
  const presenters = await benchPresenterBookings({
    startServer,
    formTemplate,
    formToken,
    cpuSeconds,
    concurrency,
    seconds,
    requests: Number(process.env.BENCH_PRESENTER_REQUESTS ?? 12_000),
  });
  printPresenterRun(presenters);
  if (writeDocs) writePresenterSection(docPath, presenters, { concurrency, seconds });
  if (!presenterRunHolds(presenters)) process.exitCode = 1;
}
