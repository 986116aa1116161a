import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { submitBooking, type BookingSubmissionOutcome } from "~/booking/booking-submission.server";
import { localeOfPath } from "~/content/locale";
import { FORM_BODY_LIMIT_BYTES } from "./form-post-limits";

// The slot picker posted without JavaScript's help (it never needs any): a booking needs no page,
// only a redirect, so it is answered here without building a Fetch Request for React Router, as
// ADR 009 does for the demo form. A refusal (slot taken, bad link) goes on to React Router with
// the outcome, so the route action renders it instead of booking again.
// Runs after the rate limiter and formPostLimits (content type, size, origin).

type Locals = { bookingSubmission?: BookingSubmissionOutcome };

const isPlainFormPost = (req: express.Request) => req.is("application/x-www-form-urlencoded") === "application/x-www-form-urlencoded" && !/\bapplication\/json\b/.test(req.get("accept") ?? "");

export function bookingPosts(): RequestHandler {
  const router = Router();
  const readBody = express.raw({ type: () => true, limit: FORM_BODY_LIMIT_BYTES, inflate: false });
  const handle: RequestHandler = async (req, res, next) => {
    const fields = new URLSearchParams(Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "");
    // Posted from /fr/booking/book: booked in French, answered with the French booking page.
    const outcome = await submitBooking(fields, localeOfPath(req.path));
    if ("redirectTo" in outcome) {
      res.status(303).location(outcome.redirectTo).end();
      return;
    }
    (res.locals as Locals).bookingSubmission = outcome;
    next();
  };
  // A body that could not be read is answered like an empty post: the link problem page.
  const unreadable: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
    if (typeof error?.type !== "string") return next(error);
    req.body = undefined;
    Promise.resolve(handle(req, res, next)).catch(next);
  };
  const onlyPlainPosts: RequestHandler = (req, _res, next) => (isPlainFormPost(req) ? next() : next("router"));
  router.post(["/booking/book", "/fr/booking/book"], onlyPlainPosts, readBody, handle, unreadable);
  return router;
}

export function bookingSubmissionFor(res: express.Response): BookingSubmissionOutcome | undefined {
  return (res.locals as Locals).bookingSubmission;
}
