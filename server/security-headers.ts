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

/** The signed-in console: every response of it holds a user's data and keeps COOP whatever the way in. */
const CONSOLE_PATH = /^\/sales(\/|$)/;

/**
 * The responses that carry a visitor's or a user's own data: a form's answer (it shows what was
 * posted), a confirmation that shows what was submitted, a page holding a token from an e-mail
 * link, and the signed-in and booking areas (built on their own branches; covered here already).
 * Only these get `Cache-Control: no-store` and, unless the browser itself started the visit,
 * Cross-Origin-Opener-Policy (ADR 017, ADR 073): a public page holds nothing another window could
 * read, and COOP there costs every cold visit a new renderer process (ADR 012's measurements).
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
  if (CONSOLE_PATH.test(path)) return true;
  // And, to be safe, any address with a token in it: a page may ignore it, the visitor may not.
  return pageHoldsVisitorData(path, query) || query.has("token");
}

/**
 * Whether an address holds a visitor's token (a booking, a newsletter link, a sent or quarantined
 * request's page, or any `token`, `booking` or `confirm` in the query): such an address must never
 * be indexed, whoever shared it or however a crawler found it (issue #45, ADR 096). Said by a
 * header, so it covers every answer at once: pages, redirects, the .ics file, error pages.
 */
function addressHoldsToken(path: string, query: URLSearchParams): boolean {
  return pageHoldsVisitorData(path, query) || ["token", "booking", "confirm"].some((name) => query.has(name));
}

/**
 * Whether a response with a visitor's data gets Cross-Origin-Opener-Policy (ADR 073). COOP is there
 * to cut the handle another site's window holds on the page, so it goes wherever such a handle can
 * exist: a form's answer, a link followed from a page, a window another site's script opened, and
 * the signed-in console whatever the way in. A top-level navigation the browser started itself
 * (`Sec-Fetch-Site: none`: a link tapped in WhatsApp or a mail app, a bookmark, the address bar)
 * opens in a tab no page of another site took part in, so it has no such handle to cut. There COOP
 * would only cost the visitor a second, cold renderer process before the page can paint. A request
 * without the header (an old browser, a script) gets COOP: the header is the proof.
 */
export function sendsOpenerPolicy(
  request: { method: string; path: string; query: URLSearchParams },
  fetchMetadata: FetchMetadata,
): boolean {
  return carriesVisitorData(request) && needsOpenerPolicy(request, fetchMetadata);
}

type FetchMetadata = { site?: string; mode?: string };

/** The second half of `sendsOpenerPolicy`, for a request already known to carry a visitor's data. */
function needsOpenerPolicy(request: { method: string; path: string }, fetchMetadata: FetchMetadata): boolean {
  if (CONSOLE_PATH.test(request.path)) return true;
  const startedByTheBrowser =
    (request.method === "GET" || request.method === "HEAD") &&
    fetchMetadata.site === "none" &&
    fetchMetadata.mode === "navigate";
  return !startedByTheBrowser;
}

/** The headers every response carries, set before anything else can answer. */
export function securityHeaders({ hsts }: { hsts: boolean }): RequestHandler {
  return (req, res, next) => {
    const query = new URLSearchParams(
      req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "",
    );
    const request = { method: req.method, path: req.path, query };
    if (addressHoldsToken(req.path, query)) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    if (carriesVisitorData(request)) {
      const fetchMetadata = { site: req.get("sec-fetch-site"), mode: req.get("sec-fetch-mode") };
      // Evaluated once: carriesVisitorData has just answered the first half of sendsOpenerPolicy.
      if (needsOpenerPolicy(request, fetchMetadata)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
      // The same address answers with or without COOP by how it was reached; never cached, but said.
      res.setHeader("Vary", "Sec-Fetch-Site, Sec-Fetch-Mode");
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
