import type { RequestHandler } from "express";
import type { VisitCounter } from "~/insights/visit-counter.server";
import { visitOf } from "~/insights/visit";

// Counts a view of a public page once its answer has gone out (issue #28, ADR 037): only a GET
// answered 200 with HTML, never the console (/sales), a route's data (.data), an asset or a health
// check, and never a robot's (app/insights/visit.ts). Adds no header, no cookie and no byte to the
// page; the counting itself is a few map updates in memory (the database is written in batches).
export function visitCounting(counter: VisitCounter | undefined, siteUrl: string): RequestHandler {
  const ownHost = new URL(siteUrl).host;
  return (req, res, next) => {
    if (!counter || req.method !== "GET" || isConsole(req.path) || req.path.endsWith(".data")) return next();
    res.once("finish", () => {
      if (res.statusCode !== 200 || !String(res.getHeader("Content-Type") ?? "").startsWith("text/html")) return;
      const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      const dims = visitOf({
        path: req.path,
        search,
        referer: req.get("referer"),
        userAgent: req.get("user-agent"),
        ownHost,
      });
      if (dims) counter.record({ dims, address: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
    });
    next();
  };
}

const isConsole = (path: string) => path === "/sales" || path.startsWith("/sales/") || path.startsWith("/sales.");
