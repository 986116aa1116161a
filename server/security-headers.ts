import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/** A fresh nonce per response, so only the scripts we render may run. */
export function createNonce(): string {
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
    // The stylesheet is inlined for the first paint (ADR 007) and menus are placed with style attributes; no inline script is allowed.
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

/** The headers every response carries, set before anything else can answer. */
export function securityHeaders({ hsts }: { hsts: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
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
