import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { newsletterAnchor, NewsletterForm, subscribedParam } from "~/components/forms/newsletter-form";
import { privacyNoticeVersion, newsletterCopy as newsletterCopyEn } from "~/content/forms";
import { localeOfPath, localizePath } from "~/content/locale";
import { inspectSubmission, isSameOriginPost, readFormData } from "~/leads/form-guard.server";
import { newsletterMessageKeys } from "~/leads/form-message-keys";
import { inlineResponseField } from "~/leads/guard-fields";
import { parseNewsletter, safeReturnPath, type NewsletterResult } from "~/leads/newsletter-schema";
import { rateLimitedFor } from "~/leads/rate-limit-signal.server";
import { requestSubscription } from "~/leads/store.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { copyAt, useContent } from "~/lib/locale";

// POST /newsletter: the footer's newsletter box on every page posts here. GET shows the same box
// on a page of its own, which is also where a visitor without JavaScript sees a mistake corrected.
// With JavaScript the box posts with fetch (app/enhance/newsletter-box.ts), adding the inline field
// and `Accept: application/json`: every answer below is then a NewsletterResult with its status
// (200, 400, 403, 429, 503), sent as JSON instead of the page (app/entry.server.tsx).

export const meta: Route.MetaFunction = ({ location }) => {
  const newsletterCopy = copyAt(location.pathname, newsletterCopyEn);
  return pageMeta({ title: newsletterCopy.page.metaTitle, description: newsletterCopy.page.metaDescription, path: "/newsletter", locale: localeOfPath(location.pathname), noindex: true });
};

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });

  const retryAfter = rateLimitedFor(request);
  if (retryAfter !== null) {
    return data<NewsletterResult>({ status: "error", formError: "rateLimited" }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  }
  if (!isSameOriginPost(request)) {
    logger.warn({ form: "newsletter", reason: "cross-origin" }, "form post refused");
    return data<NewsletterResult>({ status: "error", formError: "forbidden" }, { status: 403 });
  }

  const formData = await readFormData(request, "newsletter");
  // Nothing could be read: answered like an empty box.
  if (!formData) return data<NewsletterResult>({ status: "error", fieldErrors: { email: newsletterMessageKeys.email.required } }, { status: 400 });
  const inline = formData.get(inlineResponseField) === "1";
  const locale = localeOfPath(new URL(request.url).pathname);
  // Without a page to return to, the home page of the edition it was sent from.
  const back = safeReturnPath(formData.get("returnTo"));
  const returnTo = back === "/" ? localizePath(locale, "/") : back;
  // Post/Redirect/Get back to the page the visitor was on, which shows the confirmation in its footer;
  // the script's post gets the answer itself.
  const done = (): NewsletterResult | Response =>
    inline ? { status: "check-inbox" } : redirect(`${returnTo}?${subscribedParam.name}=${subscribedParam.value}#${newsletterAnchor}`, 303);

  // Without JavaScript the box has no timestamp (see routes/newsletter-token.tsx): that alone is not suspicious here.
  const guard = await inspectSubmission(formData, { form: "newsletter", allowMissingToken: true });
  const parsed = parseNewsletter(formData);
  // Looks automated (honeypot, too fast): refused and told so, with the address kept, never thanked
  // for nothing (ADR 013). Pressed again a moment later, it goes through.
  if (guard.verdict === "bot") return data<NewsletterResult>({ status: "error", formError: "sendAgain", values: parsed.values }, { status: 400 });
  if (guard.verdict === "resend") return data<NewsletterResult>({ status: "error", formError: "expired", values: parsed.values }, { status: 400 });
  if (!parsed.ok) return data<NewsletterResult>({ status: "error", fieldErrors: parsed.errors, values: parsed.values }, { status: 400 });

  try {
    // Idempotent: a second sign-up gets the same answer, whatever the address's state (no account probing).
    // Signed up from the French edition (a post to /fr/newsletter): the confirmation e-mail is in French.
    await requestSubscription({ email: parsed.data.email, privacyNoticeVersion, language: locale });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "subscription not saved");
    return data<NewsletterResult>({ status: "error", formError: "unavailable", values: parsed.values }, { status: 503 });
  }
  return done();
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const newsletterCopy = useContent(newsletterCopyEn);
  return (
    <section className="bg-surface">
      <div className="container-page py-12 md:py-20">
        <div className="mx-auto max-w-xl rounded-card border border-line bg-white p-6 shadow-sm md:p-10">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{newsletterCopy.page.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink md:text-4xl">{newsletterCopy.page.heading}</h1>
          <p className="mt-4 mb-8 text-base leading-relaxed text-ink-soft">{newsletterCopy.page.body}</p>
          <NewsletterForm variant="page" result={actionData} />
        </div>
      </div>
    </section>
  );
}
