import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { pageHoldsVisitorData } from "~/lib/page-holds-visitor-data";

/** A fresh nonce per response, so only the scripts we render may run. */
function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy of every response. Scripts are allowed by this response's nonce (rendered pages) or by
 * the hashes of a prerendered page's inline scripts, which never change (ADR 002).
 */
export function contentSecurityPolicy(scripts: { nonce: string } | { hashes: readonly string[] }): string {
  // A page without React (ADR 008) has no inline script at all: 'self' alone.
  const allowed = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...allowed].join(" "),
    // The stylesheet is inlined for the first paint (ADR 026) and menus are placed with style attributes; no inline script is allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The responses that carry a visitor's or a user's own data: a form's answer (it shows what was
 * posted), a confirmation that shows what was submitted, a page holding a token from an e-mail
 * link, and the signed-in and booking areas (built on their own branches; covered here already).
 * Only these get Cross-Origin-Opener-Policy and `Cache-Control: no-store` (ADR 017): a public
 * page holds nothing another window could read, and COOP there costs every cold visit a new
 * renderer process (ADR 012's measurements).
 */
export function carriesVisitorData({
  method,
  path,
  query,
}: {
  method: string;
  path: string;
  query: URLSearchParams;
}): boolean {
  if (method !== "GET" && method !== "HEAD") return true;
  if (/^\/sales(\/|$)/.test(path)) return true;
  // And, to be safe, any address with a token in it: a page may ignore it, the visitor may not.
  return pageHoldsVisitorData(path, query) || query.has("token");
}

/** The headers every response carries, set before anything else can answer. */
export function securityHeaders({ hsts }: { hsts: boolean }): RequestHandler {
  return (req, res, next) => {
    const query = new URLSearchParams(
      req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "",
    );
    if (carriesVisitorData({ method: req.method, path: req.path, query })) {
      res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
      // Whatever answers later (a route's own headers included) may not make such a response cacheable.
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        res.setHeader("Cache-Control", "no-store");
        return writeHead.apply(this, args);
      } as typeof writeHead;
    }
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    if (hsts || req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
