// Starts the built production server on a free loopback port, for the benchmarks.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { freePort } from "../shared/local-machine.mjs";

export { freePort };

export async function startProductionServer(extraEnv = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      ILIMI_SKIP_BUILD: "1",
      LOG_LEVEL: "error",
      DATA_DIR: mkdtempSync(join(tmpdir(), "ilimi-bench-")),
      RATE_LIMIT_DISABLED: "1",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** Every prerendered page of a build, as URL paths. */
export function prerenderedPaths(clientDir) {
  const paths = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (name === "assets") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        paths.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(clientDir);
  return paths.sort();
}
