import { useEffect, useRef } from "react";
import { data, redirect, useLocation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/contact";
import { DemoRequestConfirmation } from "~/components/forms/demo-request-confirmation";
import { DemoRequestForm } from "~/components/forms/demo-request-form";
import { ContactDetails, ContactIntro } from "~/components/sections/contact-intro";
import { contactPage, isInstitutionSize } from "~/content/contact";
import { demoFormCopy, privacyNoticeVersion } from "~/content/forms";
import { parseDemoRequest, type DemoRequestResult } from "~/leads/demo-request-schema";
import { inspectSubmission, isSameOriginPost, issueFormToken, readFormData } from "~/leads/form-guard.server";
import { rateLimitedFor } from "~/leads/rate-limit-signal.server";
import { saveDemoRequest } from "~/leads/store.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { hydratedPage } from "~/lib/page-handle";

// One page for /contact and /demo (route ids "contact" and "demo" share this module). Rendered per
// request, not prerendered: the form carries a signed timestamp issued now (app/content/pages.ts).

// /contact is the canonical address of both: same content, one entry in search results.
// The demo form validates as the visitor types and submits without a reload: this page runs React.
export const handle = hydratedPage;

export const meta: Route.MetaFunction = () => pageMeta({ title: contactPage.metaTitle, description: contactPage.metaDescription, path: "/contact" });

/** The page carries a per-visitor timestamp: no shared cache may keep it. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const size = url.searchParams.get("size");
  return {
    formToken: await issueFormToken(),
    // Post/Redirect/Get: the confirmation has its own URL, so a reload never sends the form twice.
    sent: url.searchParams.get("sent") === "1",
    // /demo?size=medium preselects Medium; anything else preselects nothing.
    size: isInstitutionSize(size) ? size : null,
  };
}

// The newsletter box in the footer posts elsewhere: keep this form's timestamp as it was served.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith("/newsletter") ? false : defaultShouldRevalidate;

/** The page's own path, without React Router's ".data" suffix or a trailing slash. */
function pagePath(request: Request): "/contact" | "/demo" {
  return /^\/demo(\.data)?\/?$/.test(new URL(request.url).pathname) ? "/demo" : "/contact";
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  const path = pagePath(request);

  const retryAfter = rateLimitedFor(request);
  if (retryAfter !== null) {
    return data<DemoRequestResult>({ formError: "rateLimited" }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  }
  // Another site's form must not post here; its values are not echoed back either.
  if (!isSameOriginPost(request)) {
    logger.warn({ form: "demo", reason: "cross-origin" }, "form post refused");
    return data<DemoRequestResult>({ formError: "forbidden", formToken: await issueFormToken() }, { status: 403 });
  }

  const formData = await readFormData(request, "demo");
  // Nothing could be read: answered like an empty form, with each required field asked for.
  if (!formData) {
    const empty = parseDemoRequest(new FormData());
    return data<DemoRequestResult>({ fieldErrors: empty.ok ? {} : empty.errors, formToken: await issueFormToken() }, { status: 400 });
  }
  const guard = await inspectSubmission(formData, { form: "demo" });
  // A suspected bot sees exactly what a person sees, and nothing is stored.
  if (guard.verdict === "bot") return redirect(`${path}?sent=1`, 303);

  const parsed = parseDemoRequest(formData);
  if (guard.verdict === "resend") {
    return data<DemoRequestResult>({ formError: "expired", values: parsed.values, formToken: await issueFormToken() }, { status: 400 });
  }
  if (!parsed.ok) {
    return data<DemoRequestResult>({ fieldErrors: parsed.errors, values: parsed.values, formToken: guard.token }, { status: 400 });
  }

  try {
    await saveDemoRequest({ ...parsed.data, privacyNoticeVersion, source: path === "/demo" ? "demo" : "contact" });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "demo request not saved");
    return data<DemoRequestResult>({ formError: "unavailable", values: parsed.values, formToken: guard.token }, { status: 503 });
  }
  return redirect(`${path}?sent=1`, 303);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, size, formToken } = loaderData;
  // Each of /contact and /demo posts to itself, so the stored record says which page it came from.
  const path = useLocation().pathname.startsWith("/demo") ? "/demo" : "/contact";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasSent = useRef(sent);

  // Only when the confirmation replaces the form in front of the visitor (not on a reload of it).
  useEffect(() => {
    if (sent && !wasSent.current) headingRef.current?.focus();
    wasSent.current = sent;
  }, [sent]);

  return (
    <section className="bg-surface">
      {/* Small screens: the promise, then the form, then the details. Wide screens: two columns. */}
      <div className="container-page grid gap-10 py-12 md:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10">
        <ContactIntro className="lg:col-start-1 lg:row-start-1" />
        <div className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {/* Present from the first render, so screen readers announce the change when the form is sent. */}
          <p role="status" className="sr-only">
            {sent ? demoFormCopy.confirmation.announcement : ""}
          </p>
          {sent ? (
            <DemoRequestConfirmation headingRef={headingRef} againHref={path} />
          ) : (
            <>
              <h2 id="demo-form-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink">
                {contactPage.formHeading}
              </h2>
              <DemoRequestForm action={path} formToken={formToken} defaultSize={size} result={actionData} />
            </>
          )}
        </div>
        <ContactDetails className="lg:col-start-1 lg:row-start-2 lg:self-start" />
      </div>
    </section>
  );
}
