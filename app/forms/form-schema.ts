import type * as z from "zod/mini";

// The console's forms on schemas (issue #24 item 4, ADR 053): each form is one zod schema (several
// intents a discriminated union on `intent`), read here from the posted FormData. A refusal names
// every field that failed with its message and hands back the text as sent, so the page shows the
// errors beside their fields and keeps the input; an answer is typed, never cast.

/** Every field's first message, by field name ("form" for a problem with no field of its own). */
export type FieldErrors = Partial<Record<string, string>>;

export type Read<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

// No field is kept longer than this in an answer (the console always kept 2,000 characters): a huge
// post costs no more than a normal one.
const keptLength = 2000;

/** The posted text fields as an object (a file or a missing field is absent; repeated names keep the first). */
function formObject(form: FormData | null, defaults: Record<string, string> = {}): Record<string, string> {
  const object: Record<string, string> = { ...defaults };
  const seen = new Set<string>();
  for (const [name, value] of form?.entries() ?? []) {
    if (typeof value !== "string" || seen.has(name)) continue;
    seen.add(name);
    object[name] = value;
  }
  return object;
}

/** A posted form read by its schema. `defaults`: a value for a field the post may leave out (an older client's `intent`). */
export function readForm<S extends z.ZodMiniType>(
  schema: S,
  form: FormData | null,
  defaults: Record<string, string> = {},
): Read<z.infer<S>> {
  const sent = formObject(form, defaults);
  const parsed = schema.safeParse(sent);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    // An unknown intent has no field: it is the form's problem.
    const field =
      issue.code === "invalid_union" || issue.path[0] === "intent" || issue.path.length === 0
        ? "form"
        : String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return {
    ok: false,
    errors,
    values: Object.fromEntries(
      Object.entries(sent)
        .filter(([name]) => !/password|current|confirm|code|ticket/.test(name))
        .map(([name, value]) => [name, value.slice(0, keptLength)]),
    ),
  };
}
