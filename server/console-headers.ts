import type { RequestHandler } from "express";

// Every answer under /sales (pages, data requests, exports, errors) holds a user's or a lead's
// data: never stored by a browser or proxy, never indexed (ADR 020).
export function consoleHeaders(): RequestHandler {
  return (req, res, next) => {
    if (req.path === "/sales" || req.path.startsWith("/sales/") || req.path.startsWith("/sales.")) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    }
    next();
  };
}
