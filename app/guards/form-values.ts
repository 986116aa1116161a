import * as z from "zod/mini";
import type { core } from "zod/mini";
import { emailLengthProblem, isPrintableText, normaliseText } from "./text-normalisation";

// Small helpers shared by the lead forms' schemas, in the browser and on the server.

/** True when a single-line value contains no line break (CR/LF would allow e-mail header injection). */
function isSingleLine(value: string): boolean {
  return !/[\r\n]/.test(value);
}

/** The message keys of an e-mail field (./form-message-keys.ts): the words are the edition's. */
type EmailMessages = {
  required: string;
  invalid: string;
  tooLong: string;
  localPartTooLong: string;
  domainTooLong: string;
};

/**
 * An e-mail address field: normalised (./text-normalisation.ts), trimmed, within RFC 5321's
 * lengths, then well-formed. The pipe runs only when the text checks pass, so an empty field gets
 * one message, not two.
 */
export function emailField(m: EmailMessages) {
  return z.pipe(
    z.string().check(
      z.overwrite(normaliseText),
      z.trim(),
      z.minLength(1, m.required),
      z.refine((v) => emailLengthProblem(v) !== "address", m.tooLong),
      z.refine((v) => emailLengthProblem(v) !== "localPart", m.localPartTooLong),
      z.refine((v) => emailLengthProblem(v) !== "domain", m.domainTooLong),
    ),
    z.email(m.invalid),
  );
}

/** A one-line text a person typed: normalised, trimmed, required, bounded, without line breaks or control characters. */
export function requiredLine(
  max: number,
  messages: { required: string; tooLong: string; lineBreak: string; characters: string },
) {
  return z.string().check(
    z.overwrite(normaliseText),
    z.trim(),
    z.minLength(1, messages.required),
    z.maxLength(max, messages.tooLong),
    z.refine(isSingleLine, messages.lineBreak),
    z.refine((v) => isPrintableText(v), messages.characters),
  );
}

/** A posted form as FormData (React Router, the browser) or URLSearchParams (the server's direct form handler) gives it. */
export type PostedFields = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] };

/**
 * The named text fields of a submission as plain strings: a missing field is "", a file is ignored.
 * The schema then sees the same shape whether it runs on FormData in the browser or on the server.
 * NUL characters are kept, so that each field's schema refuses them like any other control
 * character (issue #14: refused at the field, never silently changed). No field that reaches the
 * database accepts one, which matters because PostgreSQL refuses NUL in text.
 */
export function formValues<const K extends string>(formData: PostedFields, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Each field's first message key (./form-message-keys.ts), never its words: the page words it in its edition. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message for each field: one error at a time is easier to act on. */
export function firstErrorPerField<K extends string>(error: core.$ZodError): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<K>;
}

export type { FormProblem } from "./form-problems";
