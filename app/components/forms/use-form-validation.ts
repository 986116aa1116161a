import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";

type Errors<K extends string> = Partial<Record<K, string>>;
type Parse<K extends string> = (formData: FormData) => { ok: true } | { ok: false; errors: Errors<K> };

/**
 * Client-side checks with the same schema the server uses (once `parse` has loaded), for a fast answer: on submit, then,
 * once the visitor has tried to submit, on leaving a field (a new error) and while typing (an
 * error going away). Errors the server sends back replace these. After a failed submit, focus
 * lands on the first invalid field, in the form's order.
 *
 * Nothing moves under the pointer on the way to the submit button: leaving a field for that button
 * does not validate it (the submit will), and the summary of the server's errors only changes on submit.
 */
export function useFormValidation<K extends string>({ parse, fieldOrder, serverErrors }: { parse: Parse<K> | undefined; fieldOrder: readonly K[]; serverErrors: Errors<K> | undefined }) {
  const [errors, setErrors] = useState<Errors<K>>(serverErrors ?? {});
  /** The server's errors, listed above the form until the next submit (without JavaScript, the only list). */
  const [summary, setSummary] = useState<Errors<K> | undefined>(serverErrors);
  const attempted = useRef(false);
  const focusPending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The server's answer is the authority: show it, and take the visitor to the first problem.
  useEffect(() => {
    if (!serverErrors) return;
    attempted.current = true;
    focusPending.current = true;
    setErrors({ ...serverErrors });
    setSummary(serverErrors);
  }, [serverErrors]);

  // Focus after the errors are rendered, so the field is announced together with its message.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current, fieldOrder, errors);
  }, [errors, fieldOrder]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    attempted.current = true;
    setSummary(undefined);
    // No parser (not loaded yet): the server checks instead.
    if (!parse) return;
    const result = parse(new FormData(event.currentTarget));
    if (result.ok) {
      setErrors({});
      return;
    }
    event.preventDefault();
    focusPending.current = true;
    setErrors({ ...result.errors });
  }

  function recheck(form: HTMLFormElement, name: K, { onlyClear }: { onlyClear: boolean }) {
    if (!parse) return;
    const result = parse(new FormData(form));
    const message = result.ok ? undefined : result.errors[name];
    setErrors((current) => {
      if (current[name] === message || (onlyClear && message && !current[name])) return current;
      return { ...current, [name]: onlyClear && message ? current[name] : message };
    });
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!attempted.current) return;
    const name = fieldName(event.target, fieldOrder);
    const next = event.relatedTarget as HTMLElement | null;
    if (!name || (next && next.getAttribute("type") === "submit")) return;
    recheck(event.currentTarget, name, { onlyClear: false });
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    if (!attempted.current) return;
    const name = fieldName(event.target, fieldOrder);
    // While typing, errors only go away; a new one waits until the visitor leaves the field.
    if (name) recheck(event.currentTarget, name, { onlyClear: true });
  }

  return { errors, summary, formRef, onSubmit, onBlur, onInput };
}

function fieldName<K extends string>(target: EventTarget, fields: readonly K[]): K | undefined {
  const name = (target as { name?: unknown }).name;
  return typeof name === "string" && fields.includes(name as K) ? (name as K) : undefined;
}

function focusFirstInvalid<K extends string>(form: HTMLFormElement | null, order: readonly K[], errors: Errors<K>) {
  const first = order.find((name) => errors[name]);
  if (!form || !first) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
}
