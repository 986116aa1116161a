import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { AssetReader } from "./inline-stylesheet.server";

// The server bundle lives in <build>/server/ (this code may sit in a chunk one folder deeper), and
// the browser's files in <build>/client/. Found by looking upwards, not by a fixed depth, so a
// change of chunking cannot break it.
function findClientDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = join(dir, "client");
    if (existsSync(join(candidate, "assets"))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

let reader: AssetReader | undefined;

/** Reads the built browser assets (hashed names: a file never changes, so each is read once). */
export function builtClientAssets(): AssetReader {
  if (reader) return reader;
  const clientDir = findClientDir();
  const cache = new Map<string, string | undefined>();
  reader = (urlPath) => {
    if (!clientDir || !urlPath.startsWith("/assets/")) return undefined;
    if (cache.has(urlPath)) return cache.get(urlPath);
    const file = normalize(join(clientDir, urlPath));
    const content = file.startsWith(clientDir + sep) && existsSync(file) ? readFileSync(file, "utf8") : undefined;
    cache.set(urlPath, content);
    return content;
  };
  return reader;
}
