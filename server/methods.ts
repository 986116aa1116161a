import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "~/lib/logger.server";

// Methods the site answers, and what everything else gets (issue #14). React Router's adapter
// builds a Fetch Request, which throws on TRACE, CONNECT and TRACK: a 500 for anyone who asked.
// Only GET, HEAD and POST reach a page or a form; every other method, HTTP's own, WebDAV's or an
// invention, gets 405 with Allow after the security headers (issue #23: no request, however odd,
// is answered with a 5xx, and 501 was one).

const allowedMethods = ["GET", "HEAD", "POST"] as const;
const allowed = new Set<string>(allowedMethods);

export function methodStatus(method: string): 200 | 405 {
  return allowed.has(method) ? 200 : 405;
}

export function onlyKnownMethods(): RequestHandler {
  return (req, res, next) => {
    const status = methodStatus(req.method);
    if (status === 200) return next();
    res
      .status(status)
      .set({ Allow: allowedMethods.join(", "), "Cache-Control": "no-store", Connection: "close" })
      .end();
  };
}

/**
 * The last error handler: a client's mistake (a 4xx an Express part raised, such as a body that
 * could not be read) is answered with its status and logged as a warning without a stack; anything
 * else is ours, a 500 with the stack in the log only. Never a stack in a response.
 */
export function errorAnswers(): ErrorRequestHandler {
  return (error: { status?: unknown; statusCode?: unknown; type?: unknown; message?: unknown }, req, res, next) => {
    const status = Number(error?.status ?? error?.statusCode);
    const clientMistake = Number.isInteger(status) && status >= 400 && status < 500;
    if (clientMistake)
      logger.warn(
        { method: req.method, path: req.path.slice(0, 300), status, type: String(error?.type ?? "") },
        "request refused",
      );
    else
      logger.error(
        { method: req.method, path: req.path.slice(0, 300), err: error instanceof Error ? error.stack : String(error) },
        "request failed",
      );
    if (res.headersSent) return next(error);
    res
      .status(clientMistake ? status : 500)
      .set({ "Cache-Control": "no-store", Connection: "close" })
      .end();
  };
}
