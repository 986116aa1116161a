import type { RequestHandler } from "express";
import { pathWithoutLocale } from "~/content/locale";
import { isSameOrigin } from "~/guards/form.server";
import { logger } from "~/lib/logger.server";
import { refusalPage } from "./friendly-page";

// What a post must look like before any action reads it: a form's content type, a small body, and
// our own origin. Checked from the headers, so an oversized body is refused before a byte of it is
// buffered (Node stops at Content-Length, so the header cannot understate the body).
// React Router refuses a mismatched Origin on its own too, but with a bare 400 error page; this
// answers first, with a 403 a visitor can act on. The actions check the origin again.

/** Posts whose token is the credential: the newsletter e-mails' links, and mail providers' one-click unsubscribe (no Origin). */
const tokenAuthenticatedPaths = /^\/newsletter\/(confirm|unsubscribe)(\.data)?\/?$/;
const isTokenAuthenticated = (path: string) => tokenAuthenticatedPaths.test(pathWithoutLocale(path));

/**
 * 64 KiB: the longest legitimate demo request (5,000 characters of message, which may be 4-byte
 * characters sent percent-encoded, plus the other fields) stays under it; nothing else needs more.
 */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

const formContentTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const methodsWithBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function formPostLimits({
  siteUrl,
  limitBytes = FORM_BODY_LIMIT_BYTES,
}: {
  siteUrl: string;
  limitBytes?: number;
}): RequestHandler {
  return (req, res, next) => {
    if (!methodsWithBody.has(req.method)) return next();
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (!formContentTypes.has(type)) return refuse(res, 415, req.path, (c) => c.guardPages.unsupported);
    const length = Number(req.headers["content-length"]);
    // Browsers always send Content-Length with a form; a chunked body of unknown size is not a form.
    if (!Number.isSafeInteger(length)) return refuse(res, 411, req.path, (c) => c.guardPages.unsupported);
    if (length > limitBytes) return refuse(res, 413, req.path, (c) => c.guardPages.tooLarge);
    const sameOrigin = isSameOrigin({
      origin: req.get("origin"),
      referer: req.get("referer"),
      host: req.host,
      siteUrl,
    });
    if (!sameOrigin && !isTokenAuthenticated(req.path))
      return refuse(res, 403, req.path, (c) => c.formProblems.forbidden);
    // Our own origin, received under another (https at the proxy, http here): React Router would
    // refuse it with a bare 400. Refused here with a page that says so, and a log line naming the fix.
    const origin = req.get("origin");
    // A Host that names no origin ("/", say: it passes the request-target check) is another origin.
    const hostUrl = `${req.protocol}://${req.host}`;
    const own = URL.canParse(hostUrl) ? new URL(hostUrl).origin : "(no origin)";
    // As React Router reads it: "null" or an unreadable Origin never matches.
    if (origin && (origin === "null" || !URL.canParse(origin) || new URL(origin).origin !== own)) {
      warnOriginMismatch(origin, own);
      return refuse(res, 403, req.path, (c) => c.guardPages.originMismatch);
    }
    next();
  };
}

const originOf = (value: string) => (URL.canParse(value) ? new URL(value).origin : "(not a URL)");

let lastMismatchWarning = 0;
function warnOriginMismatch(origin: string, own: string) {
  if (Date.now() - lastMismatchWarning < 60_000) return;
  lastMismatchWarning = Date.now();
  const proxy = origin.startsWith("https:") && own.startsWith("http:");
  logger.warn(
    { origin: originOf(origin), received: own },
    proxy
      ? "form refused: sent from https but received over http; behind a TLS-terminating proxy set TRUST_PROXY so the server sees the visitor's scheme"
      : "form refused: its Origin is not the address the server received it at",
  );
}

function refuse(
  res: Parameters<RequestHandler>[1],
  code: number,
  path: string,
  pick: Parameters<typeof refusalPage>[2],
) {
  // The unread body stays on the socket: close the connection rather than read it.
  res
    .status(code)
    .set({ Connection: "close", "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" })
    .send(refusalPage(code, path, pick));
}
