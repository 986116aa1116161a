import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { newsletterCopy, privacyNotice } from "~/content/forms";
import { inlineResponseField } from "~/leads/guard-fields";
import { newsletterFieldNames } from "~/leads/newsletter-fields";
import type { NewsletterParse, NewsletterResult } from "~/leads/newsletter-schema";
import { cn } from "~/lib/cn";
import { controlClass, errorId, FieldError } from "./field";
import { FormProblemAlert } from "./form-alerts";
import { FormTokenInput, Honeypot } from "./guard-fields";
import { SubmitButton } from "./submit-button";
import { useFormValidation } from "./use-form-validation";

/** The query a visitor without JavaScript comes back to after subscribing (see routes/newsletter.tsx). */
export const subscribedParam = { name: "newsletter", value: "check-inbox" } as const;
export const newsletterAnchor = "newsletter-form";

/**
 * SPEC section 3's newsletter box: one email field. With JavaScript it posts through a fetcher
 * (no navigation) and answers inline; without it, a plain post to /newsletter that redirects back
 * to this page with `?newsletter=check-inbox#newsletter-form`, read here.
 */
export function NewsletterForm({ variant = "footer", result }: { variant?: "footer" | "page"; result?: NewsletterResult }) {
  const fetcher = useFetcher<NewsletterResult>({ key: `newsletter-${variant}` });
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const answer = fetcher.data ?? result;
  const failed = answer?.status === "error" ? answer : undefined;
  // A refused timestamp (a tab left open for a day) gets a fresh one for the next try.
  const token = useNewsletterToken(failed?.formError === "expired" ? fetcher.data : undefined);
  const idPrefix = variant === "footer" ? "newsletter" : "newsletter-page";
  const inputId = `${idPrefix}-email`;

  // The last answer stays on screen until the visitor tries again.
  const [triedAgain, setTriedAgain] = useState(false);
  useEffect(() => setTriedAgain(false), [fetcher.data]);
  // On /newsletter itself the page's own form shows the outcome; the footer's stays quiet.
  const cameBack = searchParams.get(subscribedParam.name) === subscribedParam.value && (variant === "page" || pathname !== "/newsletter");
  const subscribed = !triedAgain && (answer ? answer.status === "check-inbox" : cameBack);
  const pending = fetcher.state !== "idle";
  const [parse, loadParse] = useLazyParse(loadNewsletterParser);
  const { errors, formRef, onSubmit, onBlur, onInput } = useFormValidation({ parse, fieldOrder: newsletterFieldNames, serverErrors: failed?.fieldErrors });

  // After a successful inline sign-up the box empties, ready for another address.
  useEffect(() => {
    if (fetcher.data?.status === "check-inbox") formRef.current?.reset();
  }, [fetcher.data, formRef]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (pending) return event.preventDefault();
    setTriedAgain(true);
    onSubmit(event);
  }

  const error = errors.email;
  const describedBy = [error ? errorId(inputId) : undefined, `${idPrefix}-privacy`].filter(Boolean).join(" ");

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      id={variant === "footer" ? newsletterAnchor : undefined}
      noValidate={hydrated}
      onSubmit={handleSubmit}
      onBlur={onBlur}
      onInput={onInput}
      onFocus={loadParse}
      onPointerDown={loadParse}
      className="relative flex flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {newsletterCopy.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          placeholder={newsletterCopy.placeholder}
          defaultValue={failed?.values?.email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, "h-11 min-w-0 sm:flex-1")}
        />
        <SubmitButton pending={pending} pendingLabel={newsletterCopy.pendingLabel} className="shrink-0">
          {newsletterCopy.submit}
        </SubmitButton>
      </div>
      <FieldError id={errorId(inputId)} message={error} />
      <FormProblemAlert problem={triedAgain ? undefined : failed?.formError} />
      <div role="status">
        {subscribed ? (
          <p className="mt-1 flex items-start gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              <strong className="font-semibold">{newsletterCopy.checkInbox}</strong> {newsletterCopy.checkInboxDetail}
            </span>
          </p>
        ) : null}
      </div>
      <p id={`${idPrefix}-privacy`} className="text-xs leading-relaxed text-muted">
        {privacyNotice.newsletter.before}
        <Link to={privacyNotice.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {privacyNotice.linkLabel}
        </Link>
        {privacyNotice.newsletter.after}
      </p>

      <input type="hidden" name="returnTo" value={pathname} />
      {hydrated ? <input type="hidden" name={inlineResponseField} value="1" /> : null}
      <Honeypot idPrefix={idPrefix} />
      <FormTokenInput token={token} />
    </fetcher.Form>
  );
}

// The schema (and zod with it) is only needed once a visitor reaches for the box, which is in the
// footer of every page: it loads then, not with the page. A submit before it arrives goes to the
// server, which checks the same schema and answers inline.
const loadNewsletterParser = () => import("~/leads/newsletter-schema").then((module) => module.parseNewsletter);

function useLazyParse(load: () => Promise<(formData: FormData) => NewsletterParse>) {
  const [parse, setParse] = useState<((formData: FormData) => NewsletterParse) | undefined>();
  const requested = useRef(false);
  const request = () => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (loaded) => setParse(() => loaded),
      () => {
        requested.current = false; // offline: try again on the next focus
      },
    );
  };
  return [parse, request] as const;
}

/**
 * A signed timestamp for this box, fetched once the page has settled: prerendered pages cannot
 * carry one in their HTML. Until it arrives (or without JavaScript) the box posts without one.
 */
function useNewsletterToken(refresh: unknown): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch("/newsletter/token", { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<{ token?: unknown }>) : null))
        .then((body) => {
          if (typeof body?.token === "string") setToken(body.token);
        })
        .catch(() => {
          // Offline or aborted: the box still works without a timestamp.
        });
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [refresh]);
  return token;
}
