// `npm run bench`: builds, starts the production server on loopback, runs Lighthouse over every
// page and autocannon against our server and nginx, and writes the tables to docs/benchmarks.md.
//   BENCH_RUNS=3 (Lighthouse runs per page)  BENCH_PAGES=/,/modules (subset)  BENCH_SECONDS=10
//   BENCH_ONLY=lighthouse|throughput (one of the two sections)
//   BENCH_COMPARE=<other build dir>: Lighthouse on this build and that one, page by page, side by
//   side in one run (what each change measured; docs/benchmarks.md "side by side"), then stops.
//   BENCH_PROXY=1: Lighthouse on the same pages straight from the server and through nginx with
//   TLS and HTTP/2 (deploy/nginx/ilimi.conf), side by side, into docs/benchmarks.md; then stops.
// Each Lighthouse run opens a fresh tab from about:blank, as PageSpeed Insights does (ADR 018); a
// control table shows this machine's floor, what COOP alone costs, and the old origin start.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { lighthousePages } from "./bench/lighthouse-pages.mjs";
import { openerPolicyControl } from "./bench/opener-policy-control.mjs";
import { freePort, prerenderedPaths, startProductionServer } from "./bench/production-server.mjs";
import { chromiumExecutable } from "./shared/local-machine.mjs";
import { writeSection } from "./bench/report.mjs";
import { load, startNginx } from "./bench/throughput.mjs";
import { throughProxySection } from "./bench/through-proxy.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const chromePath = chromiumExecutable;
const buildDir = process.env.ILIMI_BUILD_DIR || "build";

if (process.env.ILIMI_SKIP_BUILD !== "1") {
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install -y chromium`);
  process.exit(1);
}

const clientDir = join(buildDir, "client");
// Every prerendered page, and the two the server renders per view (a signed form timestamp each).
const paths = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(",")
  : [...prerenderedPaths(clientDir), "/contact", "/demo"];
const server = await startProductionServer();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);

const only = process.env.BENCH_ONLY;
if (process.env.BENCH_PROXY === "1") {
  try {
    await throughProxySection({ direct: server, paths, runs, chromePath, machine, date });
  } finally {
    await server.stop();
  }
  process.exit(0);
}
if (process.env.BENCH_COMPARE) {
  try {
    await compareSection(process.env.BENCH_COMPARE);
  } finally {
    await server.stop();
  }
  process.exit(0);
}
try {
  if (only !== "throughput") await lighthouseSection();
  if (only !== "lighthouse") await throughputSection();
} finally {
  await server.stop();
}
console.log("Wrote docs/benchmarks.md");

async function lighthouseSection() {
  console.log(`Lighthouse, ${runs} run(s) per page, ${paths.length} pages`);
  const rows = await lighthousePages(server.url, paths, runs, chromePath);
  console.log("Control: this machine's floor, COOP alone, and the old start from the site's origin");
  const control = await openerPolicyControl(
    server.url,
    runs,
    chromePath,
    paths.includes("/") ? ["/"] : paths.slice(0, 1),
  );
  const kib = (b) => (b / 1024).toFixed(1);
  const table = [
    "| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KiB | total KiB | elements | style & layout ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.score} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kib(r.jsBytes)} | ${kib(r.totalBytes)} | ${Math.round(r.elements)} | ${Math.round(r.styleLayout)} |`,
    ),
  ];
  const missed = (r) =>
    [
      r.score < 100 && `performance ${r.score}`,
      r.accessibility < 100 && `accessibility ${r.accessibility}`,
      r.bestPractices < 100 && `best practices ${r.bestPractices}`,
      r.seo < 100 && `SEO ${r.seo}`,
      r.lcp > 1000 && `LCP ${Math.round(r.lcp)} ms`,
      r.tbt > 30 && `TBT ${Math.round(r.tbt)} ms`,
      r.cls > 0 && `CLS ${r.cls.toPrecision(2)}`,
    ].filter(Boolean);
  const misses = rows.filter((r) => missed(r).length);
  writeSection("lighthouse", [
    `## Lighthouse, every page (${date})`,
    "",
    `Lighthouse 12, mobile preset with simulated throttling, Debian Chromium, median of ${runs} run(s); ${machine}.`,
    "Each run opens a fresh tab and starts it from about:blank, as PageSpeed Insights does (ADR 018).",
    "Targets: performance, accessibility, best practices and SEO 100; LCP <= 1000 ms, TBT <= 30 ms, CLS 0. JS and total are transfer sizes (compressed).",
    "Elements: Lighthouse's DOM size. Style & layout: main-thread time of that group on the simulated phone (4× slowed CPU).",
    "",
    ...table,
    "",
    ...(misses.length
      ? ["Below target:", "", ...misses.map((r) => `- ${r.path}: ${missed(r).join(", ")}`)]
      : ["Every page meets the targets."]),
    "",
    "### Control: this machine's floor, COOP alone, and the old start from the site's origin",
    "",
    "A minimal page (a heading and a sentence) served by a bare Node server, with and without `Cross-Origin-Opener-Policy: same-origin`, from about:blank: what any page costs here, whatever it holds, and what a process swap adds. Then this site's home page started from its own /healthz, the method of ADR 012 that ADR 018 supersedes (a control column, not the measurement).",
    "",
    "| run | performance | FCP ms | LCP ms | TBT ms | CLS |",
    "|---|---:|---:|---:|---:|---:|",
    ...control.map(
      (r) =>
        `| ${r.label} | ${r.score} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
    ),
  ]);
}

/** This build against another, interleaved page by page so both see the same load on the machine. */
async function compareSection(otherBuild) {
  const other = await startProductionServer({ ILIMI_BUILD_DIR: otherBuild });
  const rows = [];
  try {
    for (const path of paths) {
      for (const [label, url] of [
        ["this build", server.url],
        [otherBuild, other.url],
      ]) {
        const [row] = await lighthousePages(url, [path], runs, chromePath);
        rows.push({ ...row, label });
      }
    }
  } finally {
    await other.stop();
  }
  const lines = [
    `Side by side (${date}), median of ${runs}, from about:blank: this build against ${otherBuild}.`,
    "",
    "| page | build | performance | accessibility | LCP ms | TBT ms | CLS | elements | style & layout ms |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.label} | ${r.score} | ${r.accessibility} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.elements)} | ${Math.round(r.styleLayout)} |`,
    ),
  ];
  console.log(lines.join("\n"));
}

async function throughputSection() {
  console.log("Throughput (autocannon, 50 connections)");
  const prerendered = await load(`${server.url}/`, { seconds });
  const rendered = await load(`${server.url}/demo?size=medium`, { seconds });
  const nginxPort = await freePort();
  const stopNginx = await startNginx(resolve(clientDir), nginxPort);
  const nginx = stopNginx ? await load(`http://127.0.0.1:${nginxPort}/`, { seconds }) : null;
  if (stopNginx) await stopNginx();
  const ratio = nginx ? (prerendered.rps / nginx.rps).toFixed(2) : "n/a";
  const line = (name, r) => `| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} |`;
  writeSection("throughput", [
    `## Server throughput (${date})`,
    "",
    `autocannon, 50 connections, ${seconds} s each, on loopback; ${machine}. Our server is one Node process; nginx one worker.`,
    "",
    "| target | requests/s | p50 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|",
    line("our server, prerendered page (/)", prerendered),
    line("our server, /demo?size=medium (rendered once, then kept)", rendered),
    nginx ? line("nginx, the same prerendered file", nginx) : "| nginx | not installed (apt-get install nginx) | | | |",
    "",
    `Prerendered page: our server reaches ${ratio} of nginx's rate (target: at least 0.6).`,
    `/demo?size=medium (kept per variant, ADR 018): ${(rendered.rps / prerendered.rps).toFixed(2)} of the prerendered page's rate (target: at least 0.5).`,
  ]);
}
