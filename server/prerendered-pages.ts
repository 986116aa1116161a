import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves the HTML files React Router prerendered at build time. React Router's own handler does not
 * serve them when `ssr: true`, so without this every page would be rendered again per request.
 * Only GET/HEAD without a query string: POSTs must reach the route's action, and a query
 * (e.g. /demo?size=medium) needs the server render. The CSP nonce is added as the file is sent.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  // Each page is split once at its script tags, so a request only joins the parts with its nonce.
  const pages = new Map<string, string[]>();
  for (const file of findIndexFiles(clientDir)) {
    const dir = relative(clientDir, file).split(sep).slice(0, -1).join("/");
    pages.set(dir === "" ? "/" : `/${dir}`, readFileSync(file, "utf8").split("<script"));
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.url.includes("?")) return next();
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const parts = pages.get(path);
    if (parts === undefined) return next();
    const nonce = String(res.locals.cspNonce ?? "");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(parts.join(`<script nonce="${nonce}"`));
  };
}

function findIndexFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "assets") continue;
    if (statSync(path).isDirectory()) found.push(...findIndexFiles(path));
    else if (name === "index.html") found.push(path);
  }
  return found;
}
