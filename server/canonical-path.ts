import type { RequestHandler } from "express";
import { pathWithoutLocale } from "~/content/locale";

// One spelling per path, enforced before anything routes, counts or logs a request (issue #14).
// The rate limiter and Express route on the raw path; React Router decodes percent-escapes,
// resolves dot segments (through WHATWG URL), strips ".data" and a trailing slash. A client could
// therefore post "/d%65mo", "/x/../demo", "/demo/." or "/demo/.data" to the demo action while the
// limiter saw another path. Here every such spelling is sent to its canonical form instead, so
// the limiter, the origin check, the logs and the router all see one path.
// Express and React Router also match without regard to case ("/DEMO" is the demo form, "/FR" the
// home page), so a path is lower case too; only hashed asset names (/assets/) have capitals that
// matter, and every other path the site serves is lower case (routes, slugs, lead ids).

const unreserved = /[A-Za-z0-9\-._~]/;

/**
 * The canonical form of a request path (no query): escapes of unreserved characters decoded,
 * other escapes in upper case, dot segments resolved, repeated slashes collapsed, no trailing
 * slash (except "/"), "/x/.data" written as "/x.data" (React Router reads both as /x's data), and
 * ASCII letters in lower case except after "/assets/", and a raw backslash escaped (never in a Location).
 * null when the path cannot be one of ours at all (not starting with "/").
 */
export function canonicalPath(raw: string): string | null {
  if (!raw.startsWith("/")) return null;
  const decoded = raw
    .replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return unreserved.test(char) ? char : escape.toUpperCase();
    })
    // Browsers read a backslash in a Location as a slash, so "/\evil.example" would send a visitor to
    // another site (issue #23). Escaped, it is one more character of a path that is not ours.
    .replaceAll("\\", "%5C");
  const segments: string[] = [];
  const parts = decoded.split("/").slice(1);
  for (const part of parts) {
    if (part === "..") segments.pop();
    else if (part !== "." && part !== "") segments.push(part);
  }
  if (segments.length > 1 && segments.at(-1)!.toLowerCase() === ".data") {
    segments[segments.length - 2] += segments.pop()!;
  }
  const path = `/${segments.join("/")}`;
  const assets = /^\/assets(?=\/|$)/i.exec(path);
  if (assets) return `/assets${path.slice(assets[0].length)}`;
  // Escapes are upper case by now and stay so; only the letters outside them are folded.
  return path.replace(/%[0-9A-F]{2}|[A-Z]+/g, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
}

/**
 * Which form a request's canonical path reaches, read the way React
 * Router reads it (the page script posts to the path, React Router's client to "<path>.data"): case-insensitive, ".data" and a trailing slash stripped. Every method but GET
 * and HEAD counts: whatever reaches an action is a post.
 */
export function formOfPath(path: string): "demo" | "newsletter" | "booking" | null {
  // Every edition's forms (/fr/demo, /fr/newsletter, /fr/booking/...) count as the same forms.
  const route =
    pathWithoutLocale(
      path
        .toLowerCase()
        .replace(/\.data$/, "")
        .replace(/(.)\/+$/, "$1"),
    ) || "/";
  if (route === "/demo" || route === "/contact") return "demo";
  if (route === "/newsletter") return "newsletter";
  // The slot picker, reschedule and cancel: each sends e-mails and a webhook, so they are counted too.
  if (/^\/booking\/(book|reschedule|cancel|manage|later)$/.test(route)) return "booking";
  return null;
}

/** Redirects (GET, HEAD: 301; anything else: 308, so a form post is sent again to the real path) to the canonical spelling. */
export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const canonical = canonicalPath(path);
    if (canonical === null) return void res.status(400).set({ Connection: "close", "Cache-Control": "no-store" }).end();
    if (canonical === path) return next();
    const code = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
    // The unread body of a post stays on the socket: close rather than read it.
    res
      .status(code)
      .set({
        Location: `${canonical}${q < 0 ? "" : url.slice(q)}`,
        "Cache-Control": "no-store",
        ...(code === 308 ? { Connection: "close" } : {}),
      })
      .end();
  };
}
