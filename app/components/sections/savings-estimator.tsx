import { Fragment } from "react";
import { Calculator } from "lucide-react";
import { controlClass, Field } from "~/components/forms/field";
import { ErrorSummary } from "~/components/forms/form-alerts";
import { Button, ButtonLink } from "~/components/ui/button";
import {
  estimatorFieldOrder,
  savingsEstimatorCopy as copyEn,
  type EstimatorFieldName,
} from "~/content/savings-estimator";
import { copyIn } from "~/content/catalogue";
import { edition } from "~/content/editions";
import { formatDateIn } from "~/content/locale";
import { formatNumber } from "~/booking/slot-format";
import { currencies, type Currency, type NairaRate } from "~/estimator/money";
import { useLocale, useLocalize } from "~/lib/locale";
import { cn } from "~/lib/cn";
import { mark } from "../contract";
import { estimatorContract } from "./savings-estimator.contract";
import {
  estimateMessage,
  estimatorWords,
  evaluateEstimate,
  placeholderCopy,
  shownErrors,
  type EstimateErrors,
  type EstimateValues,
  type EstimatorWords,
} from "~/estimator/savings-estimate";
import { EstimateResults } from "./savings-estimate-results";

const idFor = (name: EstimatorFieldName) => `estimate-${name}`;
const resultId = `${copyEn.id}-result`;

/** The edition's estimator copy, fields and words (numbers in its conventions, money in the chosen currency). */
function useEstimatorCopy(currency: Currency, rate: NairaRate | null) {
  const locale = useLocale();
  const { savingsEstimatorCopy: copy, estimatorFields } = copyIn(locale, "savings-estimator");
  const words = estimatorWords(copy, edition(locale), estimatorFields, { currency, rate });
  return { copy, estimatorFields, words };
}

/**
 * The savings estimator, rendered by the server only. Without JavaScript it is a GET form the
 * /pricing loader answers (the server validates and renders the result). With JavaScript the page
 * script (app/enhance/savings-estimator.ts, ADR 010) runs the same pure calculation on every
 * keystroke, refills this markup, and the address bar follows, so the estimate can be shared.
 */
export function SavingsEstimator({
  initialValues,
  submitted,
  currency,
  rate,
}: {
  initialValues: EstimateValues;
  submitted: boolean;
  currency: Currency;
  rate: NairaRate | null;
}) {
  const { copy, estimatorFields, words } = useEstimatorCopy(currency, rate);
  const labels = Object.fromEntries(estimatorFieldOrder.map((name) => [name, estimatorFields[name].label])) as Record<
    EstimatorFieldName,
    string
  >;
  const values = initialValues;
  const outcome = evaluateEstimate(values, words.numberStyle);
  // Missing figures are only called errors once the visitor has asked for an estimate.
  const errors: EstimateErrors = {};
  for (const [name, message] of Object.entries(shownErrors(outcome, values, submitted)) as [
    EstimatorFieldName,
    string | undefined,
  ][]) {
    errors[name] = message && estimateMessage(message, words);
  }
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <div className="grid gap-8 lg:grid-cols-12 lg:gap-10">
      <form
        method="get"
        action={`${useLocalizedPricing()}#${resultId}`}
        noValidate
        aria-label={copy.formLabel}
        className="self-start rounded-card border border-line bg-white p-6 md:p-8 lg:col-span-5"
        {...mark(estimatorContract.form)}
      >
        {submitted && hasErrors ? (
          <div className="mb-6" {...mark(estimatorContract.summary)}>
            <ErrorSummary errors={errors} order={estimatorFieldOrder} labels={labels} idFor={idFor} />
          </div>
        ) : null}

        <div className="space-y-6">
          {estimatorFieldOrder.map((name) => {
            const field = estimatorFields[name];
            return (
              <Fragment key={name}>
                {/* The money comes just before the amount typed in it. */}
                {name === "fees" ? <CurrencyChoice copy={copy.currency} currency={currency} rate={rate} /> : null}
                <Field
                  id={idFor(name)}
                  name={name}
                  label={field.label}
                  required
                  hint={field.hint}
                  error={errors[name]}
                  persistentError
                >
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      spellCheck={false}
                      placeholder={field.placeholder}
                      defaultValue={values[name]}
                      className={cn(controlClass, "h-12 tabular-nums")}
                    />
                  )}
                </Field>
              </Fragment>
            );
          })}
        </div>
        <Button type="submit" size="lg" className="mt-8 w-full">
          <Calculator aria-hidden="true" />
          {copy.submit}
        </Button>
      </form>

      {/* Where the answer without JavaScript lands: on a phone the result is below the form and its button. */}
      <div id={resultId} className="lg:col-span-7">
        {/* Both are always in the page, one hidden, so the script can switch between them. */}
        <EstimateResults estimate={outcome.status === "ok" ? outcome.estimate : undefined} words={words}>
          <ButtonLink to="/demo" variant="secondary" className="mt-5">
            {copy.results.quoteCta}
          </ButtonLink>
        </EstimateResults>
        <EstimatePlaceholder invalid={outcome.status === "invalid"} hidden={outcome.status === "ok"} words={words} />
        {/* The page script's words, as data (never executed): it formats in the page's language. */}
        <script
          type="application/json"
          {...mark(estimatorContract.words)}
          dangerouslySetInnerHTML={{ __html: JSON.stringify(words).replace(/</g, "\\u003c") }}
        />
        <p role="status" className="sr-only" {...mark(estimatorContract.status)} />
      </div>
    </div>
  );
}

/** Before there is an estimate: what will appear, with the bars' outline, so the panel never looks broken. */
function EstimatePlaceholder({ invalid, hidden, words }: { invalid: boolean; hidden: boolean; words: EstimatorWords }) {
  const text = placeholderCopy(invalid, words);
  return (
    <div
      hidden={hidden}
      className="flex h-full min-h-64 flex-col justify-center rounded-card border border-dashed border-line-strong bg-white/70 p-6 md:p-8"
      {...mark(estimatorContract.placeholder)}
    >
      <h3 className="text-xl font-semibold text-ink" {...mark(estimatorContract.slot, "title")}>
        {text.title}
      </h3>
      <p className="mt-2 max-w-prose leading-relaxed text-ink-soft" {...mark(estimatorContract.slot, "text")}>
        {text.text}
      </p>
      <div aria-hidden="true" className="mt-8 space-y-6">
        {[100, 70, 45].map((width) => (
          <div key={width} className="space-y-2">
            <div className="h-3 w-full rounded-full bg-line" />
            <div className="h-3 rounded-full bg-brand-100" style={{ width: `${width}%` }} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The money the fees are in: a plain select, so it works without JavaScript (the GET form sends it).
 * Its note says the fixed CFA parity, and the naira rate with its date, or plainly that none is set.
 */
function CurrencyChoice({
  copy,
  currency,
  rate,
}: {
  copy: typeof copyEn.currency;
  currency: Currency;
  rate: NairaRate | null;
}) {
  const locale = useLocale();
  const note = rate
    ? `${copy.parity} ${copy.rate(formatNumber(locale, rate.ngnPerEur), formatDateIn(locale, new Intl.DateTimeFormat(edition(locale).intl, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }), new Date(rate.date)))}`
    : `${copy.parity} ${copy.noRate}`;
  return (
    <Field id="estimate-currency" name="currency" label={copy.label} hint={note}>
      {(control) => (
        <select
          {...control}
          defaultValue={currency}
          className={cn(controlClass, "h-12")}
          {...mark(estimatorContract.currency)}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {copy.options[code]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The GET form's target in the page's edition. */
function useLocalizedPricing(): string {
  return useLocalize()("/pricing");
}
