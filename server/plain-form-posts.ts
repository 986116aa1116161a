import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { submitBooking } from "~/booking/store/submission.server";
import { localeOfPath, inEveryEdition } from "~/content/locale";
import type { PlainFormOutcome } from "~/load-context";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { demoFormPath, submitDemoRequest } from "~/flows/demo-request.server";
import { isSameOrigin } from "~/guards/form.server";
import { submitNewsletter } from "~/leads/newsletter-submission.server";
import { rateLimitedHeader, retryAfterSeconds } from "~/guards/rate-limit-signal.server";
import { logger } from "~/lib/logger.server";
import { FORM_BODY_LIMIT_BYTES } from "./form-post-limits";
import { isConfirmAddress } from "./rate-limit";

// One door for every form posted without JavaScript (ADR 009, ADR 044). An accepted post needs no
// page, only a redirect (to the confirmation, the booking, back to the page): answered here,
// without building a Fetch Request for React Router. Only when the answer is a page (a field
// error, an expired form, a taken slot) does the post go on to React Router, carrying the outcome,
// so the route action renders it instead of reading the body again. The checks, validation and
// storage are each form's own submit function, which the route action calls too for script posts:
// both doors answer every post the same way.
// Runs after the rate limiter and formPostLimits (content type, size, origin).

type Outcome = PlainFormOutcome["outcome"];
/** What a form's submit function is given: the post as the server read it. */
type PlainPost = { req: express.Request; fields: URLSearchParams | null; siteUrl: string; db: Kysely<Database> };
/** A form this door answers: the pages it is posted to (each edition's), and how it is submitted. */
type PlainFormEntry = {
  [F in PlainFormOutcome["form"]]: {
    form: F;
    pages: readonly string[];
    submit: (post: PlainPost) => Promise<Extract<PlainFormOutcome, { form: F }>["outcome"]>;
  };
}[PlainFormOutcome["form"]];

const sameOrigin = ({ req, siteUrl }: PlainPost) =>
  isSameOrigin({ origin: req.get("origin"), referer: req.get("referer"), host: req.host, siteUrl });
const unreadable = (form: string) => logger.warn({ form, reason: "unreadable-body" }, "form post refused");

const plainForms: PlainFormEntry[] = [
  {
    form: "demo",
    pages: ["/demo", "/contact"],
    submit: async (post) =>
      submitDemoRequest(post.db, {
        path: demoFormPath(post.req.path),
        retryAfter: retryAfterSeconds(post.req.get(rateLimitedHeader)),
        sameOrigin: sameOrigin(post),
        confirmAddress: isConfirmAddress(post.req.originalUrl),
        referer: post.req.get("referer"),
        readFields: async () => {
          if (!post.fields) unreadable("demo");
          return post.fields;
        },
      }),
  },
  {
    form: "booking",
    pages: ["/booking/book"],
    // Posted from /fr/booking/book: booked in French, answered with the French booking page. A
    // body that could not be read is answered like an empty post: the link problem page.
    submit: async (post) => submitBooking(post.db, post.fields ?? new URLSearchParams(), localeOfPath(post.req.path)),
  },
  {
    form: "newsletter",
    pages: ["/newsletter"],
    submit: async (post) =>
      submitNewsletter(post.db, {
        path: post.req.path,
        retryAfter: retryAfterSeconds(post.req.get(rateLimitedHeader)),
        sameOrigin: sameOrigin(post),
        readFields: async () => {
          if (!post.fields) unreadable("newsletter");
          return post.fields;
        },
      }),
  },
];

type Locals = { plainForm?: PlainFormOutcome };

/** The page scripts and React Router's client (*.data) want data back, not a redirect: theirs. */
function isPlainFormPost(req: express.Request): boolean {
  return (
    req.is("application/x-www-form-urlencoded") === "application/x-www-form-urlencoded" &&
    !/\bapplication\/json\b/.test(req.get("accept") ?? "")
  );
}

/** `db` is the runtime's (server/app.ts): the same database the route actions read from their context. */
export function plainFormPosts({ siteUrl, db }: { siteUrl: string; db: Kysely<Database> }): RequestHandler {
  const router = Router();
  // The body as bytes, decoded below exactly as the Fetch API's request.formData() would (UTF-8,
  // URLSearchParams): the same post reads the same here and in the action. A compressed body is
  // not a browser's form; it fails to read, and is answered as an unreadable one.
  const readBody = express.raw({ type: () => true, limit: FORM_BODY_LIMIT_BYTES, inflate: false });
  // No origin check of its own: formPostLimits (before this) already refused an Origin other than
  // the request's own, the one React Router would answer with a bare 400 (issue #14).
  const onlyPlainPosts: RequestHandler = (req, _res, next) => (isPlainFormPost(req) ? next() : next("router"));

  for (const entry of plainForms) {
    const handle: RequestHandler = async (req, res, next) => {
      const fields = Buffer.isBuffer(req.body) ? new URLSearchParams(req.body.toString("utf8")) : null;
      const outcome: Outcome = await entry.submit({ req, fields, siteUrl, db });
      if ("redirectTo" in outcome) {
        res.status(303).location(outcome.redirectTo).end();
        return;
      }
      (res.locals as Locals).plainForm = { form: entry.form, outcome } as PlainFormOutcome;
      next();
    };
    // A body that could not be read (cut short, compressed, larger than it said): no fields.
    const unreadableBody: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
      if (typeof error?.type !== "string") return next(error);
      req.body = undefined;
      Promise.resolve(handle(req, res, next)).catch(next);
    };
    // Every edition's page of the form (issue #19): the same handling, in the edition's language.
    router.post(entry.pages.flatMap(inEveryEdition), onlyPlainPosts, readBody, handle, unreadableBody);
  }
  return router;
}

/** The outcome handed to the route action through React Router's load context (server/app.ts). */
export function plainFormOutcomeFor(res: express.Response): PlainFormOutcome | undefined {
  return (res.locals as Locals).plainForm;
}
