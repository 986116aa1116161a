// A posted field read without a schema, for the few actions that read one field before they know
// which form they have (ADR 091: the form helpers live below auth/, which every room may import).

/** A field's text from a posted form; a file or a missing field is empty. */
export function textField(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
}
