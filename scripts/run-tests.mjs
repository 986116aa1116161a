// `npm test`: the phases in order, stopping at the first that fails, each timed; at the end a table of
// phase times and the slowest test files, so a slow test is seen the day it lands (issue #42).
// Each phase is an npm script of its own and can be run alone.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const reports = ".test-reports";
mkdirSync(reports, { recursive: true });

/** Vitest's own report, and each file's time with its hooks (scripts/file-times-reporter.mjs). */
const fileTimes = ["--reporter=default", "--reporter=./scripts/file-times-reporter.mjs"];

/** The phases; a test phase also writes a JSON report for the slowest-files table. */
const phases = [
  { name: "typecheck", args: ["run", "typecheck"] },
  { name: "lint", args: ["run", "lint"] },
  { name: "format", args: ["run", "format:check"] },
  { name: "knip", args: ["run", "knip"] },
  { name: "unit", args: ["run", "test:unit", "--", ...fileTimes], env: fileTimesTo("unit"), report: "unit" },
  { name: "build", args: ["run", "build"] },
  {
    name: "integration",
    args: ["run", "test:integration", "--", ...fileTimes],
    env: fileTimesTo("integration"),
    report: "integration",
  },
  {
    name: "browser",
    args: ["run", "test:e2e", "--", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "browser.json") },
    report: "browser",
  },
];

function fileTimesTo(name) {
  return { VITEST_FILE_TIMES: join(reports, `${name}.json`) };
}

const times = [];
let failed;
for (const phase of phases) {
  console.log(`\n== ${phase.name}`);
  const started = Date.now();
  const result = spawnSync("npm", phase.args, { stdio: "inherit", env: { ...process.env, ...phase.env } });
  times.push({ phase, seconds: (Date.now() - started) / 1000 });
  if (result.status !== 0) {
    failed = phase.name;
    break;
  }
}

printSummary();
writeFileSync(
  join(reports, "phases.json"),
  JSON.stringify(
    times.map(({ phase, seconds }) => ({ phase: phase.name, seconds })),
    null,
    2,
  ),
);
if (failed) {
  console.error(`\nnpm test: the ${failed} phase failed.`);
  process.exit(1);
}

function printSummary() {
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  console.log("\n== npm test: time per phase");
  for (const { phase, seconds } of times) console.log(`${seconds.toFixed(0).padStart(6)} s  ${phase.name}`);
  console.log(`${total.toFixed(0).padStart(6)} s  in all`);
  for (const { phase } of times) {
    if (!phase.report) continue;
    const slowest = slowestFiles(join(reports, `${phase.report}.json`), phase.report === "browser");
    if (slowest.length === 0) continue;
    console.log(`\n== slowest ${phase.name} files (their tests' own time, summed)`);
    for (const { file, seconds, tests } of slowest) {
      console.log(`${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(4)} tests  ${file}`);
    }
  }
}

/** The ten files whose tests took longest, from a Vitest or Playwright JSON report. */
function slowestFiles(path, playwright) {
  if (!existsSync(path)) return [];
  let report;
  try {
    report = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return [];
  }
  try {
    const files = playwright ? playwrightFiles(report) : report;
    return files.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  } catch (error) {
    // The table is a report, never a reason to fail the run.
    console.log(`(${path} could not be read: ${error})`);
    return [];
  }
}

function playwrightFiles(report) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = String(spec.file).startsWith("tests/") ? spec.file : `tests/e2e/${spec.file}`;
      const entry = byFile.get(file) ?? { file, seconds: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
      }
      byFile.set(file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...byFile.values()];
}
