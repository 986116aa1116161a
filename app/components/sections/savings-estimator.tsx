import { Calculator } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { controlClass, Field } from "~/components/forms/field";
import { ErrorSummary } from "~/components/forms/form-alerts";
import { Button, ButtonLink } from "~/components/ui/button";
import { estimatorFieldOrder, estimatorFields, savingsEstimatorCopy as copy, type EstimatorFieldName } from "~/content/savings-estimator";
import { cn } from "~/lib/cn";
import { estimateSearch, evaluateEstimate, formatCount, formatNaira, presentEstimate, type EstimateErrors, type EstimateValues } from "~/lib/savings-estimate";
import { EstimateResults } from "./savings-estimate-results";

const idFor = (name: EstimatorFieldName) => `estimate-${name}`;
const labels = Object.fromEntries(estimatorFieldOrder.map((name) => [name, estimatorFields[name].label])) as Record<EstimatorFieldName, string>;

/**
 * The savings estimator. Without JavaScript it is a GET form the /pricing loader answers (the
 * server validates and renders the result). With JavaScript the same pure calculation runs on every
 * keystroke, and the address bar follows (replace), so the estimate can be shared or reloaded.
 */
export function SavingsEstimator({ initialValues, submitted }: { initialValues: EstimateValues; submitted: boolean }) {
  const [values, setValues] = useState(initialValues);
  // Missing figures are only called errors once the visitor has asked for an estimate.
  const [showMissing, setShowMissing] = useState(submitted);
  const [, setSearchParams] = useSearchParams();
  const inputs = useRef<Partial<Record<EstimatorFieldName, HTMLInputElement | null>>>({});

  const outcome = evaluateEstimate(values);
  const visibleErrors: EstimateErrors = {};
  if (outcome.status === "invalid") {
    for (const name of estimatorFieldOrder) {
      if (showMissing || values[name].trim() !== "") visibleErrors[name] = outcome.errors[name];
    }
  }

  function update(name: EstimatorFieldName, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    setSearchParams(new URLSearchParams(estimateSearch(next)), { replace: true, preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The estimate is already on screen: show what is missing instead of reloading the page.
    event.preventDefault();
    setShowMissing(true);
    const firstInvalid = outcome.status === "invalid" ? estimatorFieldOrder.find((name) => outcome.errors[name]) : undefined;
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
  }

  const shown = outcome.status === "ok" ? presentEstimate(outcome.estimate) : undefined;
  const announcement = useDebounced(
    shown ? copy.announcement(formatCount(shown.adminTime.saved), formatCount(shown.reports.saved), formatNaira(shown.feeCollection.saved)) : "",
    900,
  );

  return (
    <div className="grid gap-8 lg:grid-cols-12 lg:gap-10">
      <form
        method="get"
        action={`/pricing#${copy.id}`}
        noValidate
        onSubmit={onSubmit}
        aria-label={copy.formLabel}
        className="self-start rounded-card border border-line bg-white p-6 md:p-8 lg:col-span-5"
      >
        {showMissing && Object.values(visibleErrors).some(Boolean) ? (
          <div className="mb-6">
            <ErrorSummary errors={visibleErrors} order={estimatorFieldOrder} labels={labels} idFor={idFor} />
          </div>
        ) : null}

        <div className="space-y-6">
          {estimatorFieldOrder.map((name) => {
            const field = estimatorFields[name];
            return (
              <Field key={name} id={idFor(name)} name={name} label={field.label} required hint={field.hint} error={visibleErrors[name]}>
                {(control) => (
                  <input
                    {...control}
                    ref={(element) => {
                      inputs.current[name] = element;
                    }}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={field.placeholder}
                    value={values[name]}
                    onChange={(event) => update(name, event.target.value)}
                    className={cn(controlClass, "h-12 tabular-nums")}
                  />
                )}
              </Field>
            );
          })}
        </div>
        <Button type="submit" size="lg" className="mt-8 w-full">
          <Calculator aria-hidden="true" />
          {copy.submit}
        </Button>
      </form>

      <div className="lg:col-span-7">
        {outcome.status === "ok" ? (
          <EstimateResults estimate={outcome.estimate}>
            <ButtonLink to="/demo" variant="secondary" className="mt-5">
              {copy.results.quoteCta}
            </ButtonLink>
          </EstimateResults>
        ) : (
          <EstimatePlaceholder invalid={outcome.status === "invalid"} />
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>
  );
}

/** The value, once it has stopped changing for `ms`: screen readers hear the result, not every keystroke. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Before there is an estimate: what will appear, with the bars' outline, so the panel never looks broken. */
function EstimatePlaceholder({ invalid }: { invalid: boolean }) {
  return (
    <div className="flex h-full min-h-64 flex-col justify-center rounded-card border border-dashed border-line-strong bg-white/70 p-6 md:p-8">
      <h3 className="text-xl font-semibold text-ink">{invalid ? copy.results.invalidTitle : copy.results.emptyTitle}</h3>
      <p className="mt-2 max-w-prose leading-relaxed text-ink-soft">{invalid ? copy.results.invalidText : copy.results.emptyText}</p>
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
