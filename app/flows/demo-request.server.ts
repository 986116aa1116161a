import type { Kysely } from "kysely";
import { confirmationPath } from "~/booking/links.server";
import type { Database } from "~/db/schema.server";
import { offeredReminderChannels } from "~/booking/reminders/config.server";
import type { EditionPrefix } from "~/content/editions";
import { privacyNoticeVersion, reminderConsentVersion } from "~/content/forms";
import { localeOfPath, localizePath, pathWithoutLocale } from "~/content/locale";
import { guardSettings } from "~/guards/guard-settings.server";
import { campaignOf } from "~/leads/campaign";
import { logger } from "~/lib/logger.server";
import { parseDemoRequest, type DemoRequestResult } from "~/leads/demo-request-schema";
import { inspectSubmission, issueFormToken } from "~/guards/form.server";
import { personOverLimit } from "~/guards/hit-counter.server";
import type { PostedFields } from "~/guards/form-values";
import { confirmFastRequest, confirmPagePath, heldPath, isConfirmPress } from "./request-confirmation.server";
import { AlreadyReceivedError, fastRequestReason, saveDemoRequest } from "~/leads/store.server";

// What happens to a demo-request post, whoever received it: the route action (React Router, for
// the form's JavaScript posts) or the server's direct handler of plain form posts
// (server/plain-form-posts.ts, ADR 009 and 044). One function, so both answer every post the same way.

/** The page a demo request was sent from, in its edition: a French one is answered in French. */
export type DemoFormPath = `${EditionPrefix}/${"contact" | "demo"}`;

/** Either the visitor moves on (to the confirmation, or so a bot thinks), or the page answers. */
export type DemoSubmissionOutcome =
  { redirectTo: string } | { status: number; result: DemoRequestResult; retryAfter?: number };

/**
 * /demo, /demo/ and /demo.data are the demo page; everything else posting here is /contact. The
 * same under /fr: /fr/demo is the French demo page, and its confirmation is /fr/demo?sent=1.
 */
export function demoFormPath(pathname: string): DemoFormPath {
  const locale = localeOfPath(pathname);
  const page = /^\/demo(\.data)?\/?$/.test(pathWithoutLocale(pathname)) ? "/demo" : "/contact";
  return localizePath(locale, page) as DemoFormPath;
}

export async function submitDemoRequest(
  db: Kysely<Database>,
  post: {
    path: DemoFormPath;
    /** Seconds the client must wait (server/rate-limit.ts), or null when within its limit. */
    retryAfter: number | null;
    sameOrigin: boolean;
    /** The post's Referer header: the form page's address, whose utm_* are the campaign without JavaScript. */
    referer?: string | null;
    /**
     * Posted to a "Confirm my request" page's address (?confirm=…): the server's limiter counted it as
     * a press, not as a request, so it is answered only as a press, whatever its body (ADR 096).
     */
    confirmAddress?: boolean;
    /** Read only once the cheaper checks have passed; null when the body is not a readable form. */
    readFields: () => Promise<PostedFields | null>;
  },
): Promise<DemoSubmissionOutcome> {
  const { path } = post;
  if (post.retryAfter !== null)
    return { status: 429, result: { formError: "rateLimited" }, retryAfter: post.retryAfter };
  // Another site's form must not post here; its values are not echoed back either.
  if (!post.sameOrigin) {
    logger.warn({ form: "demo", reason: "cross-origin" }, "form post refused");
    return { status: 403, result: { formError: "forbidden", formToken: await issueFormToken(db) } };
  }

  const fields = await post.readFields();
  // Nothing could be read: answered like an empty form, with each required field asked for.
  if (!fields) {
    const empty = parseDemoRequest(new URLSearchParams());
    return { status: 400, result: { fieldErrors: empty.ok ? {} : empty.errors, formToken: await issueFormToken(db) } };
  }
  // The press of "Confirm my request" on the page a too-fast request was shown (ADR 034).
  if (post.confirmAddress || isConfirmPress(fields)) return confirmFastRequest(db, path, fields);
  const guard = await inspectSubmission(db, fields, { form: "demo" });
  const parsed = parseDemoRequest(fields);
  if (guard.verdict === "resend")
    return {
      status: 400,
      result: { formError: "expired", values: parsed.values, formToken: await issueFormToken(db) },
    };
  // Field errors are shown whoever sent the form: a person whose autofill was quick is told too.
  if (!parsed.ok)
    return {
      status: 400,
      result: {
        fieldErrors: parsed.errors,
        values: parsed.values,
        formToken: guard.token || (await issueFormToken(db)),
      },
    };

  // One person's budget, whatever address they post from: the address's own is wide (ADR 096).
  const personWait = await personOverLimit(db, "demo", parsed.data.email);
  if (personWait !== null) {
    logger.warn({ form: "demo", reason: "person-rate-limited" }, "form post refused");
    return { status: 429, result: { formError: "rateLimited", values: parsed.values }, retryAfter: personWait };
  }

  let saved: { id: string };
  try {
    // One that looks automated (honeypot, too fast, no timestamp) is kept in quarantine, not
    // dropped: a person whose autofill was quick is never thanked for nothing (ADR 013).
    const quarantineReason = guard.verdict === "bot" ? guard.reason : null;
    // A box for a channel not configured (a forged or stale post) stores no consent for it.
    const offered = offeredReminderChannels();
    const reminderConsent = {
      whatsapp: parsed.data.remindWhatsapp && offered.whatsapp,
      sms: parsed.data.remindSms && offered.sms,
      version: reminderConsentVersion,
    };
    saved = await saveDemoRequest(db, {
      ...parsed.data,
      reminderConsent,
      privacyNoticeVersion,
      source: path.endsWith("/demo") ? "demo" : "contact",
      language: localeOfPath(path),
      formToken: guard.token || undefined,
      quarantineReason,
      campaign: campaignOf(fields, post.referer, guardSettings().siteUrl),
    });
    // Sent only too fast (a one-tap autofill, or a script): one press of "Confirm my request" on a
    // page of its own takes it on the normal path (ADR 034). Any other quarantined request is not
    // offered the slot picker: a script must not fill the sales team's calendar. Sales see it in
    // the quarantine; nobody is told, so the page asks a real person to call or write (review=1).
    if (quarantineReason === fastRequestReason) return { redirectTo: await confirmPagePath(db, path, saved.id) };
    if (quarantineReason) return { redirectTo: heldPath(path) };
  } catch (error) {
    // This served form stored a request already: said so, nothing stored twice.
    if (error instanceof AlreadyReceivedError)
      return { status: 409, result: { formError: "alreadyReceived", values: parsed.values } };
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "demo request not saved");
    return { status: 503, result: { formError: "unavailable", values: parsed.values, formToken: guard.token } };
  }
  // Post/Redirect/Get: the confirmation has its own URL, so a reload never sends the form twice.
  // It carries a signed token for the stored request: the slot picker books for it (app/booking).
  return { redirectTo: await confirmationPath(db, path, saved.id) };
}
