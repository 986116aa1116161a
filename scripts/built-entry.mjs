// Shared by `npm start` (server.js) and `npm run leads` (scripts/leads.js): build when there is no
// build or a source file is newer than it, then find the bundled entry that exports a function.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// React (and Express) pick their production builds from process.env.NODE_ENV when first loaded;
// left unset, the server renders with React's development build, several times slower.
process.env.NODE_ENV ||= "production";

const serverDir = `${process.env.ILIMI_BUILD_DIR || "build"}/server`;
const sources = ["app", "server", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function needsBuild() {
  if (process.env.ILIMI_SKIP_BUILD === "1") return false;
  const entry = join(serverDir, "index.js");
  if (!existsSync(entry)) return true;
  return Math.max(...sources.map(newestMtime)) > statSync(entry).mtimeMs;
}

/** Builds if needed; the build's output goes to `output` (stderr keeps a CLI's stdout clean). */
export function ensureBuild({ output = "inherit" } = {}) {
  if (!needsBuild()) return;
  console.error("Building the site (first run, or sources changed)...");
  const stdio = output === "stderr" ? ["ignore", 2, 2] : "inherit";
  const result = spawnSync("npm", ["run", "build"], { stdio, shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * React Router names every server entry index*.js; ours is the one exporting `name`. Only files
 * whose export list names it are imported: importing React Router's own build first doubled every
 * command line's start. `dir` is another copy of build/server (tests/support/in-process.ts loads one per
 * site it starts, so that each has its own module instances).
 */
export async function builtExport(name, dir = serverDir) {
  const exportsName = new RegExp(`\\bexport\\s*\\{[^}]*\\b${name}\\b`);
  const files = readdirSync(dir).filter((f) => /^index\d*\.js$/.test(f));
  for (const file of files.filter((f) => exportsName.test(readFileSync(join(dir, f), "utf8")))) {
    const entry = await import(pathToFileURL(join(dir, file)).href);
    if (typeof entry[name] === "function") return entry[name];
  }
  throw new Error(`No entry exporting ${name} in ${dir}: is it an SSR input in vite.config.ts?`);
}
