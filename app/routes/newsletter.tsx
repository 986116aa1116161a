import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { localeOfPath } from "~/content/locale";
import { plainFormOutcome } from "~/load-context";
import { isSameOriginPost, readFormData } from "~/guards/form.server";
import type { NewsletterResult } from "~/leads/newsletter-schema";
import { submitNewsletter } from "~/leads/newsletter-submission.server";
import { rateLimitedFor } from "~/guards/rate-limit-signal.server";
import { pageMeta } from "~/lib/meta";
import { copyAt, useCopy } from "~/lib/locale";
import { dbOf } from "~/runtime/context.server";

// POST /newsletter: the footer's newsletter box on every page posts here. GET shows the same box
// on a page of its own, which is also where a visitor without JavaScript sees a mistake corrected.
// With JavaScript the box posts with fetch (app/enhance/newsletter-box.ts), adding the inline field
// and `Accept: application/json`: every answer below is then a NewsletterResult with its status
// (200, 400, 403, 429, 503), sent as JSON instead of the page (app/entry.server.tsx).

export const meta: Route.MetaFunction = ({ location }) => {
  const newsletterCopy = copyAt(location.pathname, "forms").newsletterCopy;
  return pageMeta({
    title: newsletterCopy.page.metaTitle,
    description: newsletterCopy.page.metaDescription,
    path: "/newsletter",
    locale: localeOfPath(location.pathname),
    noindex: true,
  });
};

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  // A plain form post was already handled by the server's one door for plain posts
  // (server/plain-form-posts.ts), which hands over what to show; the box's script posts come here.
  const outcome =
    plainFormOutcome(context, "newsletter") ??
    (await submitNewsletter(db, {
      path: new URL(request.url).pathname,
      retryAfter: rateLimitedFor(request),
      sameOrigin: isSameOriginPost(request),
      readFields: () => readFormData(request, "newsletter"),
    }));
  if ("redirectTo" in outcome) return redirect(outcome.redirectTo, 303);
  return data<NewsletterResult>(outcome.result, {
    status: outcome.status,
    headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined,
  });
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const newsletterCopy = useCopy("forms").newsletterCopy;
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
