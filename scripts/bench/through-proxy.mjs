// Lighthouse through the documented deployment: nginx with TLS and HTTP/2 (deploy/nginx/ilimi.conf,
// the file tests/integration/tls-proxy.test.ts runs) in front of one production server, beside the
// same pages straight from another server, interleaved page by page so both see the same load.
import { cpus, loadavg } from "node:os";
import { freePort, startProductionServer } from "./production-server.mjs";
import { lighthousePages } from "./lighthouse-pages.mjs";
import { writeSection } from "./report.mjs";
import { ensureNginx, startTlsProxy } from "../shared/tls-proxy.mjs";

export async function throughProxySection({ direct, paths, runs, chromePath, machine, date }) {
  const nginx = ensureNginx();
  if (!nginx.path) throw new Error(`BENCH_PROXY needs nginx: ${nginx.reason}`);
  const port = await freePort();
  const behind = await startProductionServer({ SITE_URL: `https://localhost:${port}`, TRUST_PROXY: "1" });
  const proxy = await startTlsProxy(nginx.path, [new URL(behind.url).host], port);
  const rows = [];
  const loadBefore = loadavg()[0];
  try {
    for (const path of paths) {
      for (const [label, url, extraChromeFlags] of [
        ["server", direct.url, []],
        // The certificate is the run's own, self-signed: Chromium is told to accept it.
        ["nginx TLS + HTTP/2", proxy.url, ["--ignore-certificate-errors"]],
      ]) {
        const [row] = await lighthousePages(url, [path], runs, chromePath, { extraChromeFlags });
        rows.push({ ...row, label });
      }
    }
  } finally {
    await proxy.stop();
    await behind.stop();
  }
  const loadAfter = loadavg()[0];
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`;
  const busy = Math.max(loadBefore, loadAfter) > cpus().length;
  writeSection("lighthouse-proxy", [
    `## Lighthouse through the TLS proxy (${date})`,
    "",
    `\`BENCH_PROXY=1 npm run bench\`: each page straight from a server on loopback and through nginx with TLS and HTTP/2 (\`deploy/nginx/ilimi.conf\`), median of ${runs} run(s), from about:blank; ${machine}; ${load}.`,
    "Lighthouse's simulated throttling models the network from the measured connection, so the TLS handshake shows in FCP and LCP; best practices may count the self-signed certificate.",
    ...(busy
      ? [
          "The machine was busy (load above its cores): TBT and LCP here measure that load more than the pages. Read the rows against each other only, and rerun on a quiet machine for absolute numbers.",
        ]
      : []),
    "",
    "| page | via | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.label} | ${r.score} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
    ),
  ]);
  console.log("Wrote docs/benchmarks.md (lighthouse-proxy)");
}
