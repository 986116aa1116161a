import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { demoFormPath, submitDemoRequest, type DemoSubmissionOutcome } from "~/leads/demo-request-submission.server";
import { isSameOrigin } from "~/leads/form-guard.server";
import { rateLimitedHeader, retryAfterSeconds } from "~/leads/rate-limit-signal.server";
import { logger } from "~/lib/logger.server";
import { FORM_BODY_LIMIT_BYTES } from "./form-post-limits";

// The demo form posted without JavaScript (ADR 009). It is the busiest write a campaign brings,
// and an accepted one needs no page, only a redirect to the confirmation: handled here, without
// building a Fetch Request for React Router. The checks, validation and storage are the route
// action's own (app/leads/demo-request-submission.server.ts). Only when the answer is a page (a
// field error, an expired form) does the post go on to React Router, carrying the outcome so the
// action renders it instead of reading the body again.
// Runs after the rate limiter and formPostLimits (content type, size, origin).

type Locals = { demoSubmission?: DemoSubmissionOutcome };

/** The page script and React Router's client (/demo.data) want data back, not a redirect: theirs. */
function isPlainFormPost(req: express.Request): boolean {
  return req.is("application/x-www-form-urlencoded") === "application/x-www-form-urlencoded" && !/\bapplication\/json\b/.test(req.get("accept") ?? "");
}

export function demoFormPosts({ siteUrl }: { siteUrl: string }): RequestHandler {
  const router = Router();
  // The body as bytes, decoded below exactly as the Fetch API's request.formData() would (UTF-8,
  // URLSearchParams): the same post reads the same here and in the action. A compressed body is
  // not a browser's form; it fails to read, and is answered as an unreadable one.
  const readBody = express.raw({ type: () => true, limit: FORM_BODY_LIMIT_BYTES, inflate: false });

  const handle: RequestHandler = async (req, res, next) => {
    const fields = Buffer.isBuffer(req.body) ? new URLSearchParams(req.body.toString("utf8")) : null;
    const outcome = await submitDemoRequest({
      path: demoFormPath(req.path),
      retryAfter: retryAfterSeconds(req.get(rateLimitedHeader)),
      sameOrigin: isSameOrigin({ origin: req.get("origin"), referer: req.get("referer"), host: req.host, siteUrl }),
      referer: req.get("referer"),
      readFields: async () => {
        if (!fields) logger.warn({ form: "demo", reason: "unreadable-body" }, "form post refused");
        return fields;
      },
    });
    if ("redirectTo" in outcome) {
      res.status(303).location(outcome.redirectTo).end();
      return;
    }
    (res.locals as Locals).demoSubmission = outcome;
    next();
  };
  // A body that could not be read (cut short, compressed, larger than it said): no fields.
  const unreadable: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
    if (typeof error?.type !== "string") return next(error);
    req.body = undefined;
    Promise.resolve(handle(req, res, next)).catch(next);
  };

  // No origin check of its own: formPostLimits (before this) already refused an Origin other than
  // the request's own, the one React Router would answer with a bare 400 (issue #14).
  const onlyPlainPosts: RequestHandler = (req, _res, next) => (isPlainFormPost(req) ? next() : next("router"));
  // The French edition's forms post to their own pages (issue #19): the same handling, in French.
  router.post(["/demo", "/contact", "/fr/demo", "/fr/contact"], onlyPlainPosts, readBody, handle, unreadable);
  return router;
}

/** The outcome handed to the route action through React Router's load context (server/app.ts). */
export function demoSubmissionFor(res: express.Response): DemoSubmissionOutcome | undefined {
  return (res.locals as Locals).demoSubmission;
}
