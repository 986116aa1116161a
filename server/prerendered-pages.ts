import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { encodedBody, preferredEncoding, type Kept } from "./compressed-once";
import { onlyCampaignQuery } from "~/leads/campaign";
import { contentSecurityPolicy } from "./security-headers";

type Page = Kept & { csp: string; etag: string };

const inlineScript = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Serves the HTML files React Router prerendered at build time. React Router's own handler does not
 * serve them when `ssr: true`, so without this every page would be rendered again per request.
 * Only GET/HEAD without a query string, or with a campaign's tags only: POSTs must reach the
 * route's action, and a query (e.g. /demo?size=medium) needs the server render.
 *
 * A prerendered page is the same bytes for every visitor, so its scripts are allowed by their
 * hashes rather than a per-response nonce (ADR 002): the page can then be compressed once, kept in
 * memory, and revalidated with an ETag, as a static file server would.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  const pages = new Map<string, Page>();
  for (const file of findIndexFiles(clientDir)) {
    const dir = relative(clientDir, file).split(sep).slice(0, -1).join("/");
    pages.set(dir === "" ? "/" : `/${dir}`, loadPage(readFileSync(file)));
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A visit's campaign in the address (ADR 096) does not change the page: still the prerendered one.
    const q = req.url.indexOf("?");
    if (q >= 0 && !onlyCampaignQuery(new URLSearchParams(req.url.slice(q + 1)))) return next();
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(path);
    if (page === undefined) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) return void res.status(304).end();
    const encoding = preferredEncoding(req);
    const body = encodedBody(page, encoding);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

function loadPage(raw: Buffer): Page {
  const hashes = [...raw.toString("utf8").matchAll(inlineScript)].map(
    ([, body]) => `sha256-${createHash("sha256").update(body!).digest("base64")}`,
  );
  const etag = `"${createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`;
  return { csp: contentSecurityPolicy({ hashes: [...new Set(hashes)] }), etag, raw, compressed: {} };
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
