// The production entry: builds the site when there is no build or the sources are newer than it,
// then starts the server (server/app.ts, compiled into build/server/).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = `${process.env.ILIMI_BUILD_DIR || "build"}/server`;
const buildEntry = `${buildDir}/index.js`;
const sources = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

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
  console.log("Building the site (first start, or sources changed)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React Router names every server entry index*.js; ours is the one that exports startServer.
try {
  for (const file of readdirSync(buildDir).filter((name) => /^index\d*\.js$/.test(name))) {
    const entry = await import(pathToFileURL(join(buildDir, file)).href);
    if (typeof entry.startServer === "function") {
      await entry.startServer();
      break;
    }
  }
} catch (error) {
  // A wrong setting is the operator's to fix: one clear line, no stack trace.
  if (error instanceof Error && error.name === "ConfigurationError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
