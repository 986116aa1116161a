// `npm run bench:visits`: what cookieless visit counting (ADR 037) costs a prerendered page. Two
// production servers from the same build, one with VISIT_COUNTING=on and one with off, loaded in
// turns (off, on, off, on…) in one run with autocannon, as a phone browser (a robot's views are not
// counted, so a tool's user agent would measure nothing). Issue #28: "on" keeps at least 0.95× the
// rate of "off". Prints a Markdown table for docs/benchmarks.md.
import { cpus } from "node:os";
import autocannon from "autocannon";
import { startProductionServer } from "./bench/production-server.mjs";

const seconds = Number(process.env.BENCH_SECONDS) || 5;
const rounds = Number(process.env.BENCH_ROUNDS) || 2;
const connections = 50;
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

async function load(url) {
  const result = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    headers: { "user-agent": phone, "accept-encoding": "br" },
  });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

const servers = {
  off: await startProductionServer({ VISIT_COUNTING: "off" }),
  on: await startProductionServer({ VISIT_COUNTING: "on" }),
};
const totals = { off: [], on: [] };
try {
  for (let round = 0; round < rounds; round++) {
    for (const mode of ["off", "on"]) totals[mode].push(await load(`${servers[mode].url}/`));
  }
} finally {
  await servers.off.stop();
  await servers.on.stop();
}
const mean = (runs, key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
const line = (mode) =>
  `| counting ${mode} | ${Math.round(mean(totals[mode], "rps"))} | ${Math.round(mean(totals[mode], "p99"))} | ${totals[mode].reduce((s, r) => s + r.failed, 0)} |`;
const ratio = mean(totals.on, "rps") / mean(totals.off, "rps");
console.log(
  `Prerendered page (/), autocannon, ${connections} connections, ${rounds} rounds of ${seconds} s per mode, in turns; ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}).\n`,
);
console.log(
  ["| visit counting | requests/s | p99 ms | failed |", "|---|---:|---:|---:|", line("off"), line("on")].join("\n"),
);
console.log(`\nWith counting on: ${ratio.toFixed(3)}× the rate with it off (target: at least 0.95).`);
