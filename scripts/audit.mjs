// `npm run audit`: fails when a production dependency has a high or critical advisory (issue #5).
// When the advisory service cannot be asked (offline, or a registry mirror without the audit
// endpoint), that is said in one line and is not a pass: it exits 0 so local work goes on, or 1
// with AUDIT_REQUIRED=1, which CI sets where the registry can be reached.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const failing = new Set(["high", "critical"]);

/**
 * Reads `npm audit --json` output: `{ ran: true, findings }` with one entry per package at high or
 * critical severity, or `{ ran: false, reason }` when npm printed an error instead of a report.
 */
export function readAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { ran: false, reason: "npm audit printed no JSON report" };
  }
  if (
    report?.auditReportVersion !== 2 ||
    typeof report.vulnerabilities !== "object" ||
    report.vulnerabilities === null
  ) {
    const reason = report?.message || report?.error?.summary || report?.error?.code || "npm audit printed no report";
    return { ran: false, reason: String(reason).split("\n")[0] };
  }
  const findings = Object.entries(report.vulnerabilities)
    .filter(([, entry]) => failing.has(entry.severity))
    .map(([name, entry]) => ({
      name,
      severity: entry.severity,
      // A string names the vulnerable dependency this package is affected through.
      advisories: (entry.via ?? []).map((via) =>
        typeof via === "string" ? `via ${via}` : `${via.title} ${via.url ?? ""}`.trim(),
      ),
    }));
  return { ran: true, findings };
}

function main() {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === "win32",
  });
  const result = run.error ? { ran: false, reason: run.error.message } : readAudit(run.stdout);
  if (!result.ran) {
    const required = process.env.AUDIT_REQUIRED === "1";
    console.error(
      `npm audit could not run, so no advisories were checked${required ? "" : " (set AUDIT_REQUIRED=1 to fail on this)"}: ${result.reason}`,
    );
    process.exit(required ? 1 : 0);
  }
  if (result.findings.length > 0) {
    console.error(
      `npm audit: ${result.findings.length} production ${result.findings.length === 1 ? "dependency has" : "dependencies have"} high or critical advisories:`,
    );
    for (const { name, severity, advisories } of result.findings)
      console.error(`  ${name} (${severity}): ${advisories.join("; ")}`);
    process.exit(1);
  }
  console.info("npm audit: no high or critical advisories in production dependencies.");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
