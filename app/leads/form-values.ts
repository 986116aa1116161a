import type { core } from "zod/mini";

// Small helpers shared by the lead forms' schemas, in the browser and on the server.

/** True when a single-line value contains no line break (CR/LF would allow e-mail header injection). */
export function isSingleLine(value: string): boolean {
  return !/[\r\n]/.test(value);
}

/** A posted form as FormData (React Router, the browser) or URLSearchParams (the server's direct form handler) gives it. */
export type PostedFields = { get(name: string): FormDataEntryValue | null };

/**
 * The named text fields of a submission as plain strings: a missing field is "", a file is ignored.
 * The schema then sees the same shape whether it runs on FormData in the browser or on the server.
 * NUL characters are dropped: no person types one, and PostgreSQL refuses them in text, which
 * would fail the insert and tell the visitor we were unavailable.
 */
export function formValues<const K extends string>(formData: PostedFields, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value.replaceAll("\0", "") : "";
  }
  return values;
}

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

/** Problems with a whole submission, each with its copy in content/forms.ts (formProblems). */
export type FormProblem = "forbidden" | "rateLimited" | "expired" | "unavailable";
