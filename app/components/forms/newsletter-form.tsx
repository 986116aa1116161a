import { CircleCheck } from "lucide-react";
import { useLocation, useSearchParams } from "react-router";
import { Link } from "~/components/ui/link";
import { formTokenField } from "~/guards/fields";
import { newsletterAnchor, subscribedParam } from "~/leads/newsletter-fields";
import type { NewsletterResult } from "~/leads/newsletter-schema";
import { cn } from "~/lib/cn";
import { mark } from "../contract";
import { controlClass, errorId, FieldError } from "./field";
import { newsletterContract as contract, newsletterProblems } from "./newsletter-form.contract";
import { FormProblemAlert } from "./form-alerts";
import { useFieldErrorWords } from "./form-messages";
import { Honeypot } from "./guard-fields";
import { SubmitButton } from "./submit-button";
import { pathWithoutLocale } from "~/content/locale";
import { useCopy, useLocalize } from "~/lib/locale";

/**
 * SPEC section 3's newsletter box: one email field. Plain server markup, complete for every outcome:
 * without JavaScript it is a post to /newsletter that redirects back to this page with
 * `?newsletter=check-inbox#newsletter-form` (read here) or shows the /newsletter page with the error;
 * with JavaScript, app/enhance/newsletter-box.ts posts it with fetch and reveals the matching part.
 * Nothing here runs in the browser, so nothing may depend on state or effects.
 */
export function NewsletterForm({
  variant = "footer",
  result,
}: {
  variant?: "footer" | "page";
  result?: NewsletterResult;
}) {
  const { newsletterCopy, privacyNotice } = useCopy("forms");
  const localize = useLocalize();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const failed = result?.status === "error" ? result : undefined;
  const idPrefix = variant === "footer" ? "newsletter" : "newsletter-page";
  const inputId = `${idPrefix}-email`;
  const privacyId = `${idPrefix}-privacy`;

  // On /newsletter itself the page's own form shows the outcome; the footer's stays quiet.
  const cameBack =
    searchParams.get(subscribedParam.name) === subscribedParam.value &&
    (variant === "page" || pathWithoutLocale(pathname) !== "/newsletter");
  const subscribed = result ? result.status === "check-inbox" : cameBack;
  const error = useFieldErrorWords(failed?.fieldErrors).email;
  const describedBy = [error ? errorId(inputId) : undefined, privacyId].filter(Boolean).join(" ");

  return (
    <form
      method="post"
      action={localize("/newsletter")}
      id={variant === "footer" ? newsletterAnchor : undefined}
      {...mark(contract.box)}
      className="relative flex flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {newsletterCopy.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name={contract.emailField}
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
        {/* The script sets its pending state (aria-disabled, data-pending). */}
        <SubmitButton pendingLabel={newsletterCopy.pendingLabel} {...mark(contract.submit)} className="shrink-0">
          {newsletterCopy.submit}
        </SubmitButton>
      </div>
      {/* Always present (hidden while empty), so the script has somewhere to put the server's message. */}
      <FieldError id={errorId(inputId)} message={error} persistent />
      {/* Every problem the server can answer with, hidden, so the page script carries no copy of its own. */}
      {newsletterProblems.map((problem) => (
        <div key={problem} hidden={failed?.formError !== problem} {...mark(contract.problem, problem)}>
          <FormProblemAlert problem={problem} />
        </div>
      ))}
      <div role="status" {...mark(contract.status)}>
        {subscribed ? <Confirmation /> : null}
      </div>
      {/* The confirmation the script copies into the status region: outside it, so the region stays
          empty (and silent) until there is something to announce. */}
      <Confirmation template />
      <p id={privacyId} className="text-xs leading-relaxed text-muted">
        {privacyNotice.newsletter.before}
        <Link
          to={privacyNotice.href}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {privacyNotice.linkLabel}
        </Link>
        {privacyNotice.newsletter.after}
      </p>

      <input type="hidden" name="returnTo" value={pathname} />
      <Honeypot idPrefix={idPrefix} />
      {/* Filled by the script with a signed timestamp (see routes/newsletter-token.tsx). */}
      <input type="hidden" name={formTokenField} defaultValue="" />
    </form>
  );
}

function Confirmation({ template = false }: { template?: boolean }) {
  const newsletterCopy = useCopy("forms").newsletterCopy;
  return (
    <p
      hidden={template}
      {...(template ? mark(contract.confirmation) : {})}
      className="mt-1 flex items-start gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <strong className="font-semibold">{newsletterCopy.checkInbox}</strong> {newsletterCopy.checkInboxDetail}
      </span>
    </p>
  );
}
