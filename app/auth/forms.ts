import * as z from "zod/mini";

// The console's auth forms, one schema each (shared by the pages and the actions). Lengths are
// capped so no input, however long, costs more than a normal one.

export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(320)),
  password: z.string().check(z.maxLength(1000)),
  code: z.string().check(z.trim(), z.maxLength(12)),
});

export const emailSchema = z.string().check(z.trim(), z.maxLength(320), z.email("Enter an e-mail address like name@school.edu.ng."));

/** A field's text from a posted form; a file or a missing field is empty. */
export function textField(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
}
