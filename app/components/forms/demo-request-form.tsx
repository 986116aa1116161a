import { ChevronDown } from "lucide-react";
import type { FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { useHydrated } from "~/components/layout/use-hydrated";
import { contactPage, demoFormFields, institutionSizes, type InstitutionSize } from "~/content/contact";
import { demoFormCopy, privacyNotice } from "~/content/forms";
import { consentGiven, demoRequestFieldNames, demoRequestLimits, parseDemoRequest, type DemoRequestField, type DemoRequestResult } from "~/leads/demo-request-schema";
import { cn } from "~/lib/cn";
import { controlClass, Field } from "./field";
import { ErrorSummary, FormProblemAlert } from "./form-alerts";
import { FormTokenInput, Honeypot } from "./guard-fields";
import { SubmitButton } from "./submit-button";
import { useFormValidation } from "./use-form-validation";

const idPrefix = "demo";
const idFor = (name: DemoRequestField) => `${idPrefix}-${name}`;
/** The visible fields, in the order focus should visit them after a failed submit. */
const fieldOrder = demoRequestFieldNames.filter((name) => name !== "marketingConsent");
const labels = Object.fromEntries(demoRequestFieldNames.map((name) => [name, name === "marketingConsent" ? demoFormCopy.marketingConsent : demoFormFields[name].label])) as Record<DemoRequestField, string>;

/**
 * SPEC section 3's demo-request form. A real <Form method="post">: without JavaScript it is a plain
 * post to the page's action; with it, no reload, a pending button and inline errors at once.
 */
export function DemoRequestForm({
  action,
  formToken,
  defaultSize,
  result,
}: {
  /** The page's own path (/contact or /demo): the form posts to the route it is on. */
  action: string;
  formToken: string;
  defaultSize: InstitutionSize | null;
  result: DemoRequestResult | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === action;
  const { errors, summary, formRef, onSubmit, onBlur, onInput } = useFormValidation({ parse: parseDemoRequest, fieldOrder, serverErrors: result?.fieldErrors });
  const values = result?.values ?? {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // One request at a time: a second click while sending would cancel and repeat the first.
    if (pending) return event.preventDefault();
    onSubmit(event);
  }

  const text = (name: "firstName" | "lastName" | "email" | "phone" | "institution", max: number, className?: string) => {
    const field = demoFormFields[name];
    return (
      <Field id={idFor(name)} name={name} label={field.label} required={field.required} optionalLabel={demoFormCopy.optional} error={errors[name]} className={className}>
        {(control) => (
          <input
            {...control}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={max}
            defaultValue={values[name] ?? ""}
            spellCheck={name === "email" ? false : undefined}
            className={cn(controlClass, "h-11")}
          />
        )}
      </Field>
    );
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      preventScrollReset
      // With JavaScript our own messages replace the browser's bubbles; without it, the browser checks first.
      noValidate={hydrated}
      onSubmit={handleSubmit}
      onBlur={onBlur}
      onInput={onInput}
      aria-labelledby="demo-form-heading"
      className="relative flex flex-col gap-5"
    >
      <FormProblemAlert problem={result?.formError} />
      <ErrorSummary errors={summary ?? {}} order={fieldOrder} labels={labels} idFor={idFor} />
      <p className="text-sm text-muted">{demoFormCopy.requiredNote}</p>

      <div className="grid gap-5 sm:grid-cols-2">
        {text("firstName", demoRequestLimits.name)}
        {text("lastName", demoRequestLimits.name)}
        {text("email", demoRequestLimits.email)}
        {text("phone", demoRequestLimits.phone)}
        {text("institution", demoRequestLimits.institution, "sm:col-span-2")}
        <Field id={idFor("size")} name="size" label={demoFormFields.size.label} optionalLabel={demoFormCopy.optional} error={errors.size} className="sm:col-span-2">
          {(control) => (
            <div className="relative">
              <select {...control} defaultValue={values.size ?? defaultSize ?? ""} className={cn(controlClass, "h-11 appearance-none pr-10")}>
                <option value="">{contactPage.sizePlaceholder}</option>
                {institutionSizes.map((size) => (
                  <option key={size.value} value={size.value}>
                    {size.label}
                  </option>
                ))}
              </select>
              <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" />
            </div>
          )}
        </Field>
        <Field id={idFor("message")} name="message" label={demoFormFields.message.label} optionalLabel={demoFormCopy.optional} error={errors.message} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={demoRequestLimits.message}
              placeholder={contactPage.messagePlaceholder}
              defaultValue={values.message ?? ""}
              className={cn(controlClass, "min-h-32 resize-y py-2.5 leading-relaxed")}
            />
          )}
        </Field>
      </div>

      {/* Marketing consent is separate from the request and never ticked for the visitor. */}
      <div className="flex items-start gap-3">
        <input
          id={idFor("marketingConsent")}
          type="checkbox"
          name="marketingConsent"
          value={consentGiven}
          defaultChecked={values.marketingConsent === consentGiven}
          className="mt-0.5 size-5 shrink-0 rounded border-line-strong accent-brand-700"
        />
        <label htmlFor={idFor("marketingConsent")} className="text-sm text-ink-soft">
          {demoFormCopy.marketingConsent}
        </label>
      </div>

      <Honeypot idPrefix={idPrefix} />
      <FormTokenInput token={result?.formToken ?? formToken} />

      <div className="flex flex-col gap-3">
        <SubmitButton pending={pending} pendingLabel={demoFormCopy.pendingLabel} size="lg" className="w-full">
          {contactPage.submitLabel}
        </SubmitButton>
        <p className="text-sm leading-relaxed text-muted">
          {privacyNotice.demo.before}
          <Link to={privacyNotice.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {privacyNotice.linkLabel}
          </Link>
          {privacyNotice.demo.after}
        </p>
      </div>
    </Form>
  );
}
