import { partOf, select } from "~/components/contract";
import {
  newsletterContract as contract,
  newsletterProblems,
  tokenTrigger,
} from "~/components/forms/newsletter-form.contract";
import { problemOfRefusal, type FormProblem } from "~/guards/form-problems";
import { formTokenField, inlineResponseField } from "~/guards/fields";
import { setFieldError } from "./field-errors";
import { fetchFormToken, formBody, postForm } from "./form-post";
import { setPending } from "./pending-button";

// The newsletter box (components/forms/newsletter-form.tsx) with JavaScript: posted with fetch and
// answered in place, without React (ADR 008). The server's schema is the only check (zod never
// loads on content pages); every word shown comes from the server's markup or its JSON answer.
// Its contract with the markup: components/forms/newsletter-form.contract.ts.

/** What the box shows after a post: the action's NewsletterResult, reduced to what is shown. */
export type NewsletterAnswer =
  { status: "check-inbox" } | { status: "error"; fieldError?: string; formError?: FormProblem };

const formProblems = new Set<string>(newsletterProblems);

const boxSelector = `form${contract.box.selector}`;
const inFlight = new WeakSet<HTMLFormElement>();
let token: string | undefined;
/** When (performance.now()) the token becomes older than the server's minimum fill time. */
let tokenReadyAt = 0;
let tokenRequested = false;
let enhanced = false;

export function enhanceNewsletterBoxes(): void {
  if (enhanced) return;
  enhanced = true;
  // The browser's own check would speak before the server could; the server's messages are the ones shown.
  for (const form of document.querySelectorAll<HTMLFormElement>(boxSelector)) {
    form.noValidate = true;
    // The parts it fills later: said now, in development and tests, if the markup lacks one.
    for (const part of [contract.submit, contract.status, contract.confirmation])
      partOf(form, part.selector, "newsletter-form");
  }
  document.addEventListener("submit", onSubmit);
  document.addEventListener("input", onInput);
  document.addEventListener(tokenTrigger, (event) => {
    if (tokenRequested || !boxOf(event.target)) return;
    tokenRequested = true;
    refreshToken();
  });
}

function boxOf(target: EventTarget | null): HTMLFormElement | null {
  return target instanceof Element ? target.closest<HTMLFormElement>(boxSelector) : null;
}

/** A signed timestamp for every box on the page. Offline or refused, the boxes post without one. */
function refreshToken() {
  if (!navigator.onLine) return;
  // Offline or refused, the box still works without a timestamp.
  void fetchFormToken().then((fresh) => {
    if (!fresh) return;
    token = fresh.token;
    tokenReadyAt = performance.now() + fresh.readyInMs;
    for (const form of document.querySelectorAll<HTMLFormElement>(boxSelector)) {
      const input = form.elements.namedItem(formTokenField);
      if (input instanceof HTMLInputElement) input.value = fresh.token;
    }
  });
}

async function onSubmit(event: SubmitEvent) {
  const form = boxOf(event.target);
  if (!form) return;
  event.preventDefault();
  // A second press while the first is on its way is ignored.
  if (inFlight.has(form)) return;
  const body = formBody(form);
  // Fetched on focus, the timestamp may be younger than the server's minimum fill time when an
  // autofilled address is sent at once: a person's post then goes without one, as it does
  // without JavaScript (the action accepts that), rather than being taken for a bot's.
  if (performance.now() < tokenReadyAt && body.get(formTokenField) === token) body.delete(formTokenField);
  body.set(inlineResponseField, "1");

  // The last answer stays on screen until the visitor tries again.
  showProblem(form, undefined);
  clearStatus(form);
  setFormPending(form, true);
  let answer: NewsletterAnswer;
  try {
    const res = await postForm(form, body, "application/json");
    answer = await readNewsletterAnswer(res);
  } catch {
    answer = { status: "error", formError: "unavailable" };
  }
  setFormPending(form, false);
  show(form, answer);
}

function show(form: HTMLFormElement, answer: NewsletterAnswer) {
  const input = emailInput(form);
  if (answer.status === "check-inbox") {
    showFieldError(form, undefined);
    if (input) input.value = "";
    const confirmation = partOf(form, contract.confirmation.selector, "newsletter-form");
    const status = partOf(form, contract.status.selector, "newsletter-form");
    if (confirmation && status) {
      const copy = confirmation.cloneNode(true) as HTMLElement;
      copy.removeAttribute(contract.confirmation.attribute);
      copy.setAttribute(contract.added.attribute, "");
      copy.hidden = false;
      status.append(copy);
    }
    return;
  }
  showFieldError(form, answer.fieldError);
  showProblem(form, answer.formError);
  // A timestamp refused as stale gets a fresh one for the next try.
  if (answer.formError === "expired") refreshToken();
  if (answer.fieldError) input?.focus();
}

function emailInput(form: HTMLFormElement): HTMLInputElement | null {
  const input = form.elements.namedItem(contract.emailField);
  return input instanceof HTMLInputElement ? input : null;
}

function showFieldError(form: HTMLFormElement, message: string | undefined) {
  const input = emailInput(form);
  if (input) setFieldError(input, message, { errorFirst: true });
}

function showProblem(form: HTMLFormElement, problem: string | undefined) {
  for (const alert of form.querySelectorAll<HTMLElement>(select(contract.problem))) {
    alert.hidden = alert.getAttribute(contract.problem.attribute) !== problem;
  }
}

/** Takes out what the script added; the confirmation the server rendered (a visitor back without JavaScript's redirect) is only hidden. */
function clearStatus(form: HTMLFormElement) {
  const status = form.querySelector(contract.status.selector);
  for (const child of status ? [...status.children] : []) {
    if (child.hasAttribute(contract.added.attribute)) child.remove();
    else if (child instanceof HTMLElement) child.hidden = true;
  }
}

/**
 * The action's JSON answer (routes/newsletter.tsx). The server's front (server/) refuses some posts
 * before the action with a page of its own: those are read from their status.
 */
export async function readNewsletterAnswer(res: Response): Promise<NewsletterAnswer> {
  const isJson = /\bapplication\/json\b/.test(res.headers.get("Content-Type") ?? "");
  const body: unknown = isJson ? await res.json().catch(() => undefined) : undefined;
  if (typeof body === "object" && body !== null && "status" in body) {
    if (body.status === "check-inbox" && res.ok) return { status: "check-inbox" };
    const fieldErrors =
      "fieldErrors" in body && typeof body.fieldErrors === "object" && body.fieldErrors !== null
        ? body.fieldErrors
        : {};
    const fieldError = "email" in fieldErrors && typeof fieldErrors.email === "string" ? fieldErrors.email : undefined;
    const formError =
      "formError" in body && typeof body.formError === "string" && formProblems.has(body.formError)
        ? (body.formError as FormProblem)
        : undefined;
    if (body.status === "error" && (fieldError || formError)) return { status: "error", fieldError, formError };
  }
  return { status: "error", formError: problemOfRefusal(res.status) };
}

function setFormPending(form: HTMLFormElement, pending: boolean) {
  if (pending) inFlight.add(form);
  else inFlight.delete(form);
  setPending(form.querySelector<HTMLElement>(contract.submit.selector), pending);
}

/** Typing after an error takes the error away; the next submit asks the server again. */
function onInput(event: Event) {
  const form = boxOf(event.target);
  if (form && event.target === emailInput(form) && emailInput(form)?.getAttribute("aria-invalid") === "true")
    showFieldError(form, undefined);
}
