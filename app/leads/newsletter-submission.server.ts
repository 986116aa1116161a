import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { privacyNoticeVersion } from "~/content/forms";
import { localeOfPath, localizePath } from "~/content/locale";
import { logger } from "~/lib/logger.server";
import { inspectSubmission } from "~/guards/form.server";
import { newsletterMessageKeys } from "./form-message-keys";
import type { PostedFields } from "~/guards/form-values";
import { inlineResponseField } from "~/guards/fields";
import { newsletterAnchor, subscribedParam } from "./newsletter-fields";
import { parseNewsletter, safeReturnPath, type NewsletterResult } from "./newsletter-schema";
import { requestSubscription } from "./store.server";

// What happens to a newsletter post, whoever received it: the route action (the footer box's
// script posts with fetch) or the server's one door for plain form posts (server/plain-form-posts.ts,
// ADR 044). One function, so both answer every post the same way.

/** Either back to the page it was sent from (its footer shows the confirmation), or an answer to show. */
export type NewsletterSubmissionOutcome =
  { redirectTo: string } | { status: number; result: NewsletterResult; retryAfter?: number };

export async function submitNewsletter(
  db: Kysely<Database>,
  post: {
    /** The path it was posted to: /fr/newsletter signs up in French. */
    path: string;
    retryAfter: number | null;
    sameOrigin: boolean;
    readFields: () => Promise<PostedFields | null>;
  },
): Promise<NewsletterSubmissionOutcome> {
  if (post.retryAfter !== null)
    return { status: 429, result: { status: "error", formError: "rateLimited" }, retryAfter: post.retryAfter };
  if (!post.sameOrigin) {
    logger.warn({ form: "newsletter", reason: "cross-origin" }, "form post refused");
    return { status: 403, result: { status: "error", formError: "forbidden" } };
  }
  const fields = await post.readFields();
  // Nothing could be read: answered like an empty box.
  if (!fields)
    return { status: 400, result: { status: "error", fieldErrors: { email: newsletterMessageKeys.email.required } } };
  const inline = fields.get(inlineResponseField) === "1";
  const locale = localeOfPath(post.path);
  // Without a page to return to, the home page of the edition it was sent from.
  const back = safeReturnPath(fields.get("returnTo"));
  const returnTo = back === "/" ? localizePath(locale, "/") : back;

  // Without JavaScript the box has no timestamp (see routes/newsletter-token.tsx): that alone is not suspicious here.
  const guard = await inspectSubmission(db, fields, { form: "newsletter", allowMissingToken: true });
  const parsed = parseNewsletter(fields);
  // Looks automated (honeypot, too fast): refused and told so, with the address kept, never thanked
  // for nothing (ADR 013). Pressed again a moment later, it goes through.
  if (guard.verdict === "bot")
    return { status: 400, result: { status: "error", formError: "sendAgain", values: parsed.values } };
  if (guard.verdict === "resend")
    return { status: 400, result: { status: "error", formError: "expired", values: parsed.values } };
  if (!parsed.ok)
    return { status: 400, result: { status: "error", fieldErrors: parsed.errors, values: parsed.values } };

  try {
    // Idempotent: a second sign-up gets the same answer, whatever the address's state (no account probing).
    // Signed up from the French edition (a post to /fr/newsletter): the confirmation e-mail is in French.
    await requestSubscription(db, { email: parsed.data.email, privacyNoticeVersion, language: locale });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "subscription not saved");
    return { status: 503, result: { status: "error", formError: "unavailable", values: parsed.values } };
  }
  // Post/Redirect/Get back to the page the visitor was on; the script's post gets the answer itself.
  if (inline) return { status: 200, result: { status: "check-inbox" } };
  return { redirectTo: `${returnTo}?${subscribedParam.name}=${subscribedParam.value}#${newsletterAnchor}` };
}
