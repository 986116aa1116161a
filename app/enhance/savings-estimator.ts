import { config as zodConfig } from "zod/mini";
import { partOf, select } from "~/components/contract";
import { estimatorContract as contract, type EstimatorSlot } from "~/components/sections/savings-estimator.contract";
import {
  barWidth,
  estimateAnnouncement,
  estimateDisplay,
  estimateMessage,
  type EstimatorWords,
  estimateSearch,
  estimatorFieldOrder,
  evaluateEstimate,
  placeholderCopy,
  shownErrors,
  type EstimateValues,
  type EstimatorFieldName,
  type MetricDisplay,
  type MetricId,
} from "~/estimator/savings-estimate";
import { currencies, type Currency } from "~/estimator/money";
import { setFieldError } from "./field-errors";

// The savings estimator on /pricing with JavaScript, without React (ADR 010): the same pure
// calculation as the server's on every keystroke, written into the server's markup
// (components/sections/savings-estimator.tsx), and the address bar follows (replace), so the
// estimate can be shared or reloaded. The server is never asked.

// No eval under our CSP (see demo-form.ts).
zodConfig({ jitless: true });

/** Screen readers hear the result once the figures stop changing, not every keystroke. */
const ANNOUNCE_AFTER_MS = 900;

export function enhanceSavingsEstimator(): void {
  const form = document.querySelector<HTMLFormElement>(`form${contract.form.selector}`);
  if (!form) return;
  // The parts it fills later: said now, in development and tests, if the markup lacks one.
  for (const part of [contract.results, contract.placeholder, contract.status])
    partOf(document, part.selector, "savings-estimator");
  // The page's own words and number conventions (issue #19): the script carries none of its own.
  const wordsScript = document.querySelector(`script${contract.words.selector}`);
  const words = wordsScript?.textContent ? (JSON.parse(wordsScript.textContent) as EstimatorWords) : undefined;
  // A page the server answered after a submit (errors shown for empty fields) keeps showing them.
  let showMissing = form.querySelector(contract.summary.selector) !== null;
  let announceTimer: number | undefined;

  const update = () => {
    const values = valuesOf(form);
    const outcome = evaluateEstimate(values, words?.numberStyle);
    const shown = shownErrors(outcome, values, showMissing);
    for (const name of estimatorFieldOrder) {
      const input = inputOf(form, name);
      if (input) setFieldError(input, shown[name] && estimateMessage(shown[name], words));
    }
    const errorShown = Object.values(shown).some(Boolean);
    const currency = currencyOf(form, words);
    showOutcome(outcome.status === "ok" ? outcome.estimate : undefined, outcome.status === "invalid", words, currency);
    clearTimeout(announceTimer);
    const status = document.querySelector(contract.status.selector);
    // The old result goes at once: a screen reader must not read out an estimate no longer shown.
    if (status) status.textContent = "";
    const announcement =
      outcome.status === "ok"
        ? estimateAnnouncement(outcome.estimate, words, currency)
        : errorShown
          ? placeholderCopy(true, words).title
          : "";
    announceTimer = window.setTimeout(() => {
      if (status) status.textContent = announcement;
    }, ANNOUNCE_AFTER_MS);
    return outcome;
  };

  form.addEventListener("input", () => {
    // The server's list of errors described the page as it was submitted; the fields now speak for themselves.
    form.querySelector(contract.summary.selector)?.remove();
    update();
    history.replaceState(
      history.state,
      "",
      `${location.pathname}${estimateSearch(valuesOf(form), currencyOf(form, words))}`,
    );
  });
  form.addEventListener("submit", (event) => {
    // The estimate is already on screen: show what is missing instead of loading the page.
    event.preventDefault();
    form.querySelector(contract.summary.selector)?.remove();
    showMissing = true;
    const outcome = update();
    const first = outcome.status === "invalid" ? estimatorFieldOrder.find((name) => outcome.errors[name]) : undefined;
    if (first) inputOf(form, first)?.focus();
    // On a phone the result sits below the button, out of sight: bring it into view.
    else document.querySelector(contract.results.selector)?.scrollIntoView({ block: "start" });
  });
}

function inputOf(form: HTMLFormElement, name: EstimatorFieldName): HTMLInputElement | null {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input : null;
}

/** The money the visitor chose (the select sends it without JavaScript too). */
function currencyOf(form: HTMLFormElement, words: EstimatorWords | undefined): Currency {
  const chosen = form.querySelector<HTMLSelectElement>(`select${contract.currency.selector}`)?.value;
  return currencies.find((code) => code === chosen) ?? words?.currency ?? "NGN";
}

function valuesOf(form: HTMLFormElement): EstimateValues {
  const values = {} as EstimateValues;
  for (const name of estimatorFieldOrder) values[name] = (inputOf(form, name)?.value ?? "").slice(0, 40);
  return values;
}

function showOutcome(
  estimate: Parameters<typeof estimateDisplay>[0] | undefined,
  invalid: boolean,
  words: EstimatorWords | undefined,
  currency: Currency,
) {
  const results = document.querySelector<HTMLElement>(contract.results.selector);
  const placeholder = document.querySelector<HTMLElement>(contract.placeholder.selector);
  if (!results || !placeholder) return;
  results.hidden = !estimate;
  placeholder.hidden = Boolean(estimate);
  const slot = (root: Element, name: EstimatorSlot) => partOf(root, select(contract.slot, name), "savings-estimator");
  if (!estimate) {
    const copy = placeholderCopy(invalid, words);
    setText(slot(placeholder, "title"), copy.title);
    setText(slot(placeholder, "text"), copy.text);
    return;
  }
  for (const [id, metric] of Object.entries(estimateDisplay(estimate, words, currency)) as [
    MetricId,
    MetricDisplay,
  ][]) {
    setText(slot(results, `${id}.headline`), metric.headline);
    if (id === "feeCollection") setText(slot(results, "feeCollection.converted"), metric.converted);
    for (const [bar, shown] of [
      ["today", metric.today],
      ["withIlimi", metric.withIlimi],
    ] as const) {
      setText(slot(results, `${id}.${bar}.value`), shown.value);
      const drawn = slot(results, `${id}.${bar}.bar`);
      if (drawn) drawn.style.width = barWidth(shown.percent);
    }
  }
}

/** Only when it changed: rewriting equal text would make some screen readers repeat it. */
function setText(element: HTMLElement | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}
