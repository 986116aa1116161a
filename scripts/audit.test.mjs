import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readAudit } from "./audit.mjs";

// npm 11's `npm audit --json` report (auditReportVersion 2), trimmed to two packages of each kind:
// an advisory of its own (an object in `via`) and one inherited from a dependency (a string).
const withFindings = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    devalue: {
      name: "devalue",
      severity: "high",
      isDirect: false,
      via: [
        {
          source: 1106997,
          name: "devalue",
          dependency: "devalue",
          title: "devalue prototype pollution vulnerability",
          url: "https://github.com/advisories/GHSA-vj54-72f3-p5jv",
          severity: "high",
          cwe: ["CWE-1321"],
          cvss: { score: 0, vectorString: null },
          range: "<5.3.2",
        },
      ],
      effects: ["some-framework"],
      range: "<5.3.2",
      nodes: ["node_modules/devalue"],
      fixAvailable: true,
    },
    "some-framework": {
      name: "some-framework",
      severity: "critical",
      isDirect: true,
      via: ["devalue"],
      effects: [],
      range: "1.0.0 - 1.2.0",
      nodes: ["node_modules/some-framework"],
      fixAvailable: { name: "some-framework", version: "1.3.0", isSemVerMajor: false },
    },
    vite: {
      name: "vite",
      severity: "moderate",
      isDirect: false,
      via: [
        {
          source: 1107324,
          name: "vite",
          dependency: "vite",
          title: "Vite middleware may serve files starting with the same name with the public directory",
          url: "https://github.com/advisories/GHSA-g4jq-h2w9-997c",
          severity: "low",
          range: "<=6.3.5",
        },
      ],
      effects: [],
      range: "<=6.3.5",
      nodes: ["node_modules/vite"],
      fixAvailable: true,
    },
  },
  metadata: {
    vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 1, total: 3 },
    dependencies: { prod: 189, dev: 0, optional: 3, peer: 0, peerOptional: 0, total: 191 },
  },
});

const clean = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: {
    vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 },
    dependencies: { prod: 189, dev: 0, optional: 3, peer: 0, peerOptional: 0, total: 191 },
  },
});

// Captured on a machine whose registry mirror has no audit endpoint (npm 11.19.1), headers trimmed.
const mirrorWithoutAudit = JSON.stringify({
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  method: "POST",
  uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  headers: { allow: ["GET,HEAD"], "content-length": ["0"] },
  statusCode: 405,
  body: "",
  error: { summary: "", detail: "" },
});

const offline = JSON.stringify({
  error: {
    code: "ENOTFOUND",
    summary:
      "request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org",
    detail: "",
  },
});

describe("reading npm audit's report", () => {
  it("lists each production dependency with a high or critical advisory, and nothing milder", () => {
    expect(readAudit(withFindings)).toEqual({
      ran: true,
      findings: [
        {
          name: "devalue",
          severity: "high",
          advisories: ["devalue prototype pollution vulnerability https://github.com/advisories/GHSA-vj54-72f3-p5jv"],
        },
        { name: "some-framework", severity: "critical", advisories: ["via devalue"] },
      ],
    });
  });

  it("passes a report without advisories", () => {
    expect(readAudit(clean)).toEqual({ ran: true, findings: [] });
  });

  it("says why no report came: a mirror without the audit endpoint, no network, or no JSON at all", () => {
    expect(readAudit(mirrorWithoutAudit)).toEqual({
      ran: false,
      reason: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
    expect(readAudit(offline)).toMatchObject({ ran: false, reason: expect.stringContaining("ENOTFOUND") });
    expect(readAudit("")).toEqual({ ran: false, reason: "npm audit printed no JSON report" });
  });
});

// The script end to end, with a stand-in `npm` on PATH that prints a report and exits as npm does.
describe.skipIf(process.platform === "win32")("npm run audit", () => {
  const bin = mkdtempSync(join(tmpdir(), "ilimi-audit-"));
  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  const audit = (report, exitCode, env = {}) => {
    writeFileSync(join(bin, "report.json"), report);
    writeFileSync(join(bin, "npm"), `#!/bin/sh\ncat "${join(bin, "report.json")}"\nexit ${exitCode}\n`);
    chmodSync(join(bin, "npm"), 0o755);
    const run = spawnSync(process.execPath, [join(import.meta.dirname, "audit.mjs")], {
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, AUDIT_REQUIRED: "", ...env },
    });
    return { status: run.status, output: run.stdout + run.stderr };
  };

  it("fails, naming package, severity and advisory, when one is high or critical", () => {
    const { status, output } = audit(withFindings, 1);
    expect(status).toBe(1);
    expect(output).toContain(
      "devalue (high): devalue prototype pollution vulnerability https://github.com/advisories/GHSA-vj54-72f3-p5jv",
    );
    expect(output).toContain("some-framework (critical): via devalue");
    expect(output).not.toContain("vite");
  });

  it("passes when there is none", () => {
    expect(audit(clean, 0)).toEqual({
      status: 0,
      output: "npm audit: no high or critical advisories in production dependencies.\n",
    });
  });

  it("says in one line that it could not run, and fails on that only when AUDIT_REQUIRED=1", () => {
    const relaxed = audit(mirrorWithoutAudit, 1);
    expect(relaxed.status).toBe(0);
    expect(relaxed.output.trim().split("\n")).toHaveLength(1);
    expect(relaxed.output).toMatch(/^npm audit could not run, .*: 405 Method Not Allowed/);
    const required = audit(mirrorWithoutAudit, 1, { AUDIT_REQUIRED: "1" });
    expect(required.status).toBe(1);
    expect(required.output).toMatch(/^npm audit could not run, so no advisories were checked: 405 Method Not Allowed/);
  });
});
