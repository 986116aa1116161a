import { type Request, type RequestHandler, Router } from "express";
import { type Logger, rateLimit } from "express-rate-limit";
import type { Env } from "~/env.server";
import { describeError } from "~/delivery/outbox.server";
import { confirmAddressParam } from "~/guards/fields";
import { rateLimitedHeader } from "~/guards/rate-limit-signal.server";
import { logger } from "~/lib/logger.server";
import { formOfPath } from "./canonical-path";
import { refusalPage } from "./friendly-page";
import { DatabaseRateLimitStore } from "./rate-limit-store";

// Per-address limits on the form posts, keyed by req.ip (so "trust proxy" must name the real
// proxies, or every visitor shares the proxy's address). Wide, since one address may be many
// people; each person's own budget is counted by the e-mail once the post is read (ADR 096). With PostgreSQL (DATABASE_URL) the
// counters live in the database, shared by every instance behind the balancer
// (./rate-limit-store.ts, ADR 006); with the embedded SQLite there is one process, and its memory
// is the cheapest place to count.

export function formRateLimits(
  config: Pick<
    Env,
    | "RATE_LIMIT_DISABLED"
    | "RATE_LIMIT_WINDOW_SECONDS"
    | "RATE_LIMIT_DEMO_MAX"
    | "RATE_LIMIT_NEWSLETTER_MAX"
    | "DATABASE_URL"
  >,
): RequestHandler {
  const router = Router();
  // Only the limiter below may set this header; a client's own copy is dropped.
  router.use((req, _res, next) => {
    delete req.headers[rateLimitedHeader];
    next();
  });
  if (config.RATE_LIMIT_DISABLED === "1") return router;

  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const shared = Boolean(config.DATABASE_URL);
  const limiters = {
    demo: limiter("demo", windowMs, config.RATE_LIMIT_DEMO_MAX, shared),
    newsletter: limiter("newsletter", windowMs, config.RATE_LIMIT_NEWSLETTER_MAX, shared),
    // A visitor books once after each demo request: the demo form's budget, counted apart.
    booking: limiter("booking", windowMs, config.RATE_LIMIT_DEMO_MAX, shared),
    // "Confirm my request" posts to its own page's address (?confirm=…), which the demo action
    // answers only as a press: counted apart, so a request sent and confirmed spends one demo
    // post of the address's budget, not two (ADR 096).
    confirm: limiter("confirm", windowMs, config.RATE_LIMIT_DEMO_MAX, shared),
  };
  router.use((req, res, next) => {
    const form = req.method === "GET" || req.method === "HEAD" ? null : formOfPath(req.path);
    if (form === "demo" && isConfirmAddress(req.originalUrl)) return void limiters.confirm(req, res, next);
    if (form) return void limiters[form](req, res, next);
    next();
  });
  return router;
}

/** Whether a post's address is a "Confirm my request" page's (the demo form's, with ?confirm=). */
export function isConfirmAddress(url: string): boolean {
  const q = url.indexOf("?");
  return q >= 0 && new URLSearchParams(url.slice(q + 1)).has(confirmAddressParam);
}

function limiter(form: string, windowMs: number, limit: number, shared: boolean): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    ...(shared ? { store: new DatabaseRateLimitStore({ prefix: `${form}:` }) } : {}),
    // When the database cannot count (down, or broken), the post goes on uncounted with a warning:
    // refusing every form post would lose leads, and the form's own write will tell whether the
    // database can take it.
    passOnStoreError: true,
    logger: limiterLogger(form),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    identifier: `${form}-posts`,
    handler: (req, res, next) => {
      const retryAfter = secondsUntilReset(req, windowMs);
      logger.warn({ form, reason: "rate-limited" }, "form post refused");
      if (req.path.endsWith(".data") || /\bapplication\/json\b/.test(req.get("accept") ?? "")) {
        // React Router's client and the page script (JSON, ADR 008) cannot show an HTML error page: let the action answer inline.
        req.headers[rateLimitedHeader] = String(retryAfter);
        // The action's answer sets its own Retry-After; one is enough.
        res.removeHeader("Retry-After");
        return next();
      }
      res
        .status(429)
        .set({
          "Retry-After": String(retryAfter),
          "Cache-Control": "no-store",
          "Content-Type": "text/html; charset=utf-8",
        })
        .send(refusalPage(429, req.path, (c) => c.guardPages.tooManyRequests));
    },
  });
}

/** express-rate-limit's own reports (a failing store, a misconfiguration) as warnings in our logs. */
function limiterLogger(form: string): Logger {
  const warn = (error: unknown, message?: string) =>
    logger.warn({ form, err: describeError(error) }, message ?? "rate limiter warning");
  return { error: warn, warn };
}

function secondsUntilReset(req: Request, windowMs: number): number {
  const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const ms = reset ? reset.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}
