import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { RequestHandler } from "express";
import { encodedBody, preferredEncoding, type Kept } from "./compressed-once";

const textTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/**
 * Serves the build's hashed text assets (page scripts, the console's chunks) compressed once at the
 * highest settings and kept (server/compressed-once.ts): about a tenth smaller than the per-request
 * compression, which is what every first visit pays. Names are read from the build's assets folder
 * at start, so an unknown name never reaches the disk or the cache; those, and fonts, fall through
 * to the static handler.
 */
export function hashedAssets(assetsDir: string): RequestHandler {
  const known = new Map<string, { type: string; kept?: Kept }>();
  for (const name of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
    const type = textTypes[extname(name)];
    if (type) known.set(`/${name}`, { type });
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = known.get(req.path);
    if (!asset) return next();
    asset.kept ??= { raw: readFileSync(join(assetsDir, req.path.slice(1))), compressed: {} };
    const encoding = preferredEncoding(req);
    const body = encodedBody(asset.kept, encoding);
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
