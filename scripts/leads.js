// Starts the leads command line (scripts/leads.ts). It is bundled with the server build (an SSR
// input in vite.config.ts), so it runs on plain Node 20; like server.js, this builds when there is
// no build or the sources are newer than it.
//   npm run leads -- --help
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// The server's JSON logs go to stdout, and here stdout is the export: keep them out of it.
process.env.LOG_LEVEL ||= "silent";

const buildDir = `${process.env.ILIMI_BUILD_DIR || "build"}/server`;
const buildEntry = `${buildDir}/index.js`;
const sources = ["app", "server", "public", "scripts/leads.ts", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function needsBuild() {
  if (process.env.ILIMI_SKIP_BUILD === "1") return false;
  if (!existsSync(buildEntry)) return true;
  return Math.max(...sources.map(newestMtime)) > statSync(buildEntry).mtimeMs;
}

if (needsBuild()) {
  console.error("Building the site first (first run, or sources changed)...");
  // The build's output goes to stderr, so `npm run leads -- export ... > file` stays clean.
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", 2, 2], shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React Router names every server entry index*.js; ours is the one that exports runLeadsCli.
let runLeadsCli;
for (const file of readdirSync(buildDir).filter((name) => /^index\d*\.js$/.test(name))) {
  const entry = await import(pathToFileURL(join(buildDir, file)).href);
  if (typeof entry.runLeadsCli === "function") {
    runLeadsCli = entry.runLeadsCli;
    break;
  }
}
if (!runLeadsCli) {
  console.error(`No leads command in ${buildDir}: scripts/leads.ts must be an SSR input in vite.config.ts.`);
  process.exit(1);
}

try {
  process.exitCode = await runLeadsCli(process.argv.slice(2));
} catch (error) {
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
