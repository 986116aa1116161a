import { config as zodConfig } from "zod/mini";
import { partOf, select } from "~/components/contract";
import {
  demoFormContract as contract,
  demoFormFieldOrder as fieldOrder,
} from "~/components/forms/demo-request-form.contract";
import { parseDemoRequest, type DemoRequestErrors, type DemoRequestField } from "~/leads/demo-request-schema";
import { problemOfRefusal, type ProblemBeforeTheAction } from "~/guards/form-problems";
import { formTokenField } from "~/guards/fields";
import { setFieldError } from "./field-errors";
import { fetchFormToken, formBody, postForm } from "./form-post";
import { setPending } from "./pending-button";

// The demo form of /contact and /demo with JavaScript, without React (ADR 010). The browser checks
// with the server's own schema first, for an answer at once; the form is then posted with fetch as
// the plain form would be, and the server's answer (the confirmation, or the form with its errors,
// rendered by the server exactly as without JavaScript) replaces the form in place. Every word
// shown comes from the server's markup; listeners sit on the document, so they outlive the swap.

// zod's compiled fast path uses `new Function`, which our CSP forbids (no 'unsafe-eval'). zod
// catches the failure, but a blocked eval may still be reported as a violation: interpret instead,
// with the same results and no eval attempted.
zodConfig({ jitless: true });

type DemoFormAnswer =
  { kind: "page"; doc: Document; url: string } | { kind: "problem"; problem: ProblemBeforeTheAction };

const formSelector = `form${contract.form.selector}`;
/** Set by the first submit: from then on, fields are checked as the visitor leaves and fixes them. */
let attempted = false;
let inFlight = false;
let fillTimed = false;

export function enhanceDemoForm(): void {
  const form = document.querySelector<HTMLFormElement>(formSelector);
  if (!form) return;
  // The parts it fills later: said now, in development and tests, if the markup lacks one.
  for (const part of [contract.notices, contract.panel, contract.status])
    partOf(document, part.selector, "demo-request-form");
  // Our messages replace the browser's bubbles.
  form.noValidate = true;
  // A page the server answered with errors (posted before this script ran) is already "attempted".
  attempted = form.querySelector('[aria-invalid="true"]') !== null;
  document.addEventListener("submit", onSubmit);
  document.addEventListener("input", onInput);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("focusin", startFillTime);
  document.addEventListener("input", startFillTime);
  // This script loads after the page: a visitor who typed before it ran began then, so the page's
  // own, older timestamp stands. Starting the clock at their next touch (the send button) would
  // make a slow visitor on a slow phone look automated.
  fillTimed = typedAlready(form);
}

function typedAlready(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) =>
    element instanceof HTMLInputElement
      ? element.type === "checkbox" || element.type === "radio"
        ? element.checked !== element.defaultChecked
        : element.type !== "hidden" && element.value !== element.defaultValue
      : element instanceof HTMLTextAreaElement
        ? element.value !== element.defaultValue
        : element instanceof HTMLSelectElement && [...element.options].some((o) => o.selected !== o.defaultSelected),
  );
}

/**
 * The fill time runs from the visitor's first touch of the form, not from the page load (ADR 013):
 * a fresh signed timestamp replaces the page's then. Without JavaScript (or offline) the page's
 * own timestamp stands, and a form sent too soon is kept in quarantine, never dropped.
 */
function startFillTime(event: Event) {
  const form = formOf(event.target);
  if (!form || fillTimed) return;
  fillTimed = true;
  void fetchFormToken().then((fresh) => {
    const input = form.elements.namedItem(formTokenField);
    if (fresh && input instanceof HTMLInputElement && !inFlight) input.value = fresh.token;
  });
}

function formOf(target: EventTarget | null): HTMLFormElement | null {
  return target instanceof Element ? target.closest<HTMLFormElement>(formSelector) : null;
}

function control(form: HTMLFormElement, name: DemoRequestField): HTMLElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLElement ? element : null;
}

function fieldNameOf(target: EventTarget | null): DemoRequestField | undefined {
  const name = (target as { name?: unknown } | null)?.name;
  return fieldOrder.find((field) => field === name);
}

async function onSubmit(event: SubmitEvent) {
  const form = formOf(event.target);
  if (!form) return;
  event.preventDefault();
  // One request at a time: a second press while sending is ignored.
  if (inFlight) return;
  attempted = true;
  form.querySelector(contract.notices.selector)?.replaceChildren();

  const checked = parseDemoRequest(new FormData(form));
  showErrors(form, checked.ok ? {} : checked.errors);
  if (!checked.ok) {
    focusFirstInvalid(form);
    return;
  }

  const body = formBody(form);
  const button = form.querySelector<HTMLElement>('button[type="submit"]');
  inFlight = true;
  setPending(button, true);
  let answer: DemoFormAnswer;
  try {
    // The same post as without JavaScript (server/plain-form-posts.ts); fetch follows the 303 to the confirmation.
    const res = await postForm(form, body, "text/html");
    answer = await readDemoFormAnswer(res);
  } catch {
    answer = { kind: "problem", problem: "unavailable" };
  }
  inFlight = false;
  setPending(button, false);
  show(form, answer);
}

/**
 * The server's answer: a page with the form's panel (the confirmation, or the form with the
 * action's errors), or a refusal from the server's front (rate limit, origin) with a page of its own.
 */
async function readDemoFormAnswer(res: Response): Promise<DemoFormAnswer> {
  if (/\btext\/html\b/.test(res.headers.get("Content-Type") ?? "")) {
    const doc = new DOMParser().parseFromString(await res.text(), "text/html");
    if (doc.querySelector(contract.panel.selector)) return { kind: "page", doc, url: res.url };
  }
  return { kind: "problem", problem: problemOfRefusal(res.status) };
}

function show(form: HTMLFormElement, answer: DemoFormAnswer) {
  if (answer.kind === "problem") {
    const template = partOf<HTMLTemplateElement>(
      form,
      `template${select(contract.problem, answer.problem)}`,
      "demo-request-form",
    );
    // Inserted, not unhidden: a new role="alert" is what screen readers announce.
    if (template) form.querySelector(contract.notices.selector)?.append(template.content.cloneNode(true));
    return;
  }
  const panel = document.querySelector(contract.panel.selector);
  const next = answer.doc.querySelector(contract.panel.selector);
  if (!panel || !next) return;
  panel.replaceChildren(...Array.from(next.childNodes, (node) => document.importNode(node, true)));
  const status = document.querySelector(contract.status.selector);
  if (status) status.textContent = answer.doc.querySelector(contract.status.selector)?.textContent ?? "";

  const nextForm = panel.querySelector<HTMLFormElement>(formSelector);
  if (!nextForm) {
    // Sent: the confirmation has its own address (as without JavaScript), and takes focus.
    if (answer.url && answer.url !== location.href) {
      history.pushState(null, "", answer.url);
      // Back to the form's address: the form again, fresh from the server.
      addEventListener("popstate", () => location.reload(), { once: true });
    }
    // Focus without the browser's least scroll, then the heading to the top (its scroll margin clears
    // the sticky header): on a phone the first times sit just under it, in view.
    const heading = partOf(panel, contract.focusTarget, "demo-request-form");
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
    return;
  }
  nextForm.noValidate = true;
  if (!focusFirstInvalid(nextForm)) nextForm.querySelector<HTMLElement>('button[type="submit"]')?.focus();
}

function showErrors(form: HTMLFormElement, errors: DemoRequestErrors) {
  for (const name of fieldOrder) {
    const element = control(form, name);
    if (element) setFieldError(element, errors[name]);
  }
}

/** Focus lands on the first invalid field in the form's order, announced with its message. */
function focusFirstInvalid(form: HTMLFormElement): boolean {
  const first = fieldOrder
    .map((name) => control(form, name))
    .find((element) => element?.getAttribute("aria-invalid") === "true");
  first?.focus();
  return Boolean(first);
}

/** One field checked again with the whole form's values (the schema sees the form as the server will). */
function recheck(form: HTMLFormElement, name: DemoRequestField, { onlyClear }: { onlyClear: boolean }) {
  const element = control(form, name);
  if (!element) return;
  const result = parseDemoRequest(new FormData(form));
  const message = result.ok ? undefined : result.errors[name];
  const shown = element.getAttribute("aria-invalid") === "true";
  // While typing, errors only go away; a new one waits until the visitor leaves the field.
  if (onlyClear && (message || !shown)) return;
  setFieldError(element, message);
}

function onInput(event: Event) {
  const form = formOf(event.target);
  const name = fieldNameOf(event.target);
  if (attempted && form && name) recheck(form, name, { onlyClear: true });
}

function onFocusOut(event: FocusEvent) {
  const form = formOf(event.target);
  const name = fieldNameOf(event.target);
  if (!attempted || !form || !name) return;
  // Leaving a field for the submit button does not check it: the submit will, and nothing moves under the pointer.
  const next = event.relatedTarget;
  if (next instanceof Element && next.getAttribute("type") === "submit") return;
  recheck(form, name, { onlyClear: false });
}
