import { ChevronDown } from "lucide-react";
import { Link } from "~/components/ui/link";
import type { InstitutionSize } from "~/content/contact";
import {
  consentGiven,
  demoRequestCheckboxes,
  demoRequestFieldNames,
  demoRequestLimits,
  type DemoRequestField,
  type DemoRequestResult,
} from "~/leads/demo-request-schema";
import { cn } from "~/lib/cn";
import { mark } from "../contract";
import {
  demoFormContract as contract,
  demoFormFieldOrder as fieldOrder,
  problemsBeforeTheAction,
} from "./demo-request-form.contract";
import { controlClass, Field } from "./field";
import { ErrorSummary, FormProblemAlert } from "./form-alerts";
import { useFieldErrorWords } from "./form-messages";
import { FormTokenInput, Honeypot } from "./guard-fields";
import { SubmitButton } from "./submit-button";
import { useCopy } from "~/lib/locale";

const idPrefix = "demo";
const idFor = (name: DemoRequestField) => `${idPrefix}-${name}`;

/**
 * SPEC section 3's demo-request form, rendered by the server only. Without JavaScript it is a plain
 * post to the page's action; with it, the page script (app/enhance/demo-form.ts, ADR 010) checks
 * it with the same schema, posts it without a reload, and shows the server's answer in place.
 */
export function DemoRequestForm({
  action,
  formToken,
  defaultSize,
  result,
  reminderChannels = { whatsapp: false, sms: false, offsetsMinutes: [] },
}: {
  /** The page's own path (/contact or /demo): the form posts to the route it is on. */
  action: string;
  formToken: string;
  defaultSize: InstitutionSize | null;
  result: DemoRequestResult | undefined;
  /** The reminder channels the operator configured: only these are offered (ADR 041). */
  reminderChannels?: { whatsapp: boolean; sms: boolean; offsetsMinutes: number[] };
}) {
  const { contactPage, demoFormFields, institutionSizes } = useCopy("contact");
  const demoFormCopy = useCopy("forms").demoFormCopy;
  const reminderConsentCopy = useCopy("booking").reminderConsentCopy;
  const privacyNotice = useCopy("forms").privacyNotice;
  const isCheckbox = (name: DemoRequestField): name is (typeof demoRequestCheckboxes)[number] =>
    (demoRequestCheckboxes as readonly string[]).includes(name);
  const labels = Object.fromEntries(
    demoRequestFieldNames.map((name) => [name, isCheckbox(name) ? demoFormCopy[name] : demoFormFields[name].label]),
  ) as Record<DemoRequestField, string>;
  // The schema answers message keys; the page says them in its edition (ADR 036).
  const errors = useFieldErrorWords(result?.fieldErrors);
  const values = result?.values ?? {};

  const text = (
    name: "firstName" | "lastName" | "email" | "phone" | "institution",
    max: number,
    className?: string,
  ) => {
    const field = demoFormFields[name];
    return (
      <Field
        id={idFor(name)}
        name={name}
        label={field.label}
        required={field.required}
        optionalLabel={demoFormCopy.optional}
        error={errors[name]}
        persistentError
        className={className}
      >
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
    // Without JavaScript the browser checks first; the page script turns that off for its own messages.
    <form
      method="post"
      action={action}
      aria-labelledby="demo-form-heading"
      className="relative flex flex-col gap-5"
      {...mark(contract.form)}
    >
      <div className="flex flex-col gap-5 empty:hidden" {...mark(contract.notices)}>
        <FormProblemAlert problem={result?.formError} />
        <ErrorSummary errors={errors} order={fieldOrder} labels={labels} idFor={idFor} />
      </div>
      {problemsBeforeTheAction.map((problem) => (
        <template key={problem} {...mark(contract.problem, problem)}>
          <FormProblemAlert problem={problem} />
        </template>
      ))}
      <p className="text-sm text-muted">{demoFormCopy.requiredNote}</p>

      <div className="grid gap-5 sm:grid-cols-2">
        {text("firstName", demoRequestLimits.name)}
        {text("lastName", demoRequestLimits.name)}
        {text("email", demoRequestLimits.email)}
        {text("phone", demoRequestLimits.phone)}
        {text("institution", demoRequestLimits.institution, "sm:col-span-2")}
        <Field
          id={idFor("size")}
          name="size"
          label={demoFormFields.size.label}
          optionalLabel={demoFormCopy.optional}
          error={errors.size}
          persistentError
          className="sm:col-span-2"
        >
          {(control) => (
            <div className="relative">
              <select
                {...control}
                defaultValue={values.size ?? defaultSize ?? ""}
                className={cn(controlClass, "h-11 appearance-none pe-10")}
              >
                <option value="">{contactPage.sizePlaceholder}</option>
                {institutionSizes.map((size) => (
                  <option key={size.value} value={size.value}>
                    {size.label}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 end-3 size-5 -translate-y-1/2 text-muted"
              />
            </div>
          )}
        </Field>
        <Field
          id={idFor("message")}
          name="message"
          label={demoFormFields.message.label}
          optionalLabel={demoFormCopy.optional}
          error={errors.message}
          persistentError
          className="sm:col-span-2"
        >
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

      {/* Reminders beyond e-mail, only on the channels configured; never ticked for the visitor. */}
      {reminderChannels.whatsapp || reminderChannels.sms ? (
        <div className="flex flex-col gap-3">
          {reminderChannels.whatsapp ? (
            <Checkbox
              name="remindWhatsapp"
              label={demoFormCopy.remindWhatsapp}
              ticked={values.remindWhatsapp === consentGiven}
            />
          ) : null}
          {reminderChannels.sms ? (
            <Checkbox name="remindSms" label={demoFormCopy.remindSms} ticked={values.remindSms === consentGiven} />
          ) : null}
          <p className="text-sm text-muted">
            {demoFormCopy.remindersNote(reminderConsentCopy.times(reminderChannels.offsetsMinutes))}
          </p>
        </div>
      ) : null}

      {/* Marketing consent is separate from the request and never ticked for the visitor. */}
      <Checkbox
        name="marketingConsent"
        label={demoFormCopy.marketingConsent}
        ticked={values.marketingConsent === consentGiven}
      />

      <Honeypot idPrefix={idPrefix} />
      <FormTokenInput token={result?.formToken ?? formToken} />

      <div className="flex flex-col gap-3">
        <SubmitButton pendingLabel={demoFormCopy.pendingLabel} size="lg" className="w-full">
          {contactPage.submitLabel}
        </SubmitButton>
        <p className="text-sm leading-relaxed text-muted">
          {privacyNotice.demo.before}
          <Link
            to={privacyNotice.href}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {privacyNotice.linkLabel}
          </Link>
          {privacyNotice.demo.after}
        </p>
      </div>
    </form>
  );
}

/** One consent checkbox, left unticked unless the visitor ticked it (kept when the form comes back with errors). */
function Checkbox({
  name,
  label,
  ticked,
}: {
  name: (typeof demoRequestCheckboxes)[number];
  label: string;
  ticked: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={idFor(name)}
        type="checkbox"
        name={name}
        value={consentGiven}
        defaultChecked={ticked}
        className="mt-0.5 size-5 shrink-0 rounded border-field accent-brand-700"
      />
      <label htmlFor={idFor(name)} className="text-sm text-ink-soft">
        {label}
      </label>
    </div>
  );
}
