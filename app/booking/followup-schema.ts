import * as z from "zod/mini";
import { demoRequestSchema } from "~/leads/demo-request-schema";
import { isPrintableText, normaliseText } from "~/guards/text-normalisation";

// What a visitor may tell sales from the booking pages, checked on the server (these forms need no
// script): a cancellation's reason, the times that suit them when none offered did, and a corrected
// address, checked by the demo form's own rule for it (its message keys, worded by the page in its
// edition as the demo form's are: ADR 036). A free text's problem is named ("tooLong", "characters"): the page
// words it in its edition, with the limit.

export const followupLimits = { reason: 500, note: 1000 } as const;

export type TextProblem = "tooLong" | "characters";

/** An optional free text: CRLF counted as one character, normalised, trimmed, bounded, printable; "" is null. */
function optionalText(max: number) {
  return z.pipe(
    z.string().check(
      z.overwrite((v) => normaliseText(v.replace(/\r\n?/g, "\n"))),
      z.trim(),
      z.maxLength(max, "tooLong" satisfies TextProblem),
      z.refine((v) => isPrintableText(v, { multiline: true }), "characters" satisfies TextProblem),
    ),
    z.transform((v) => (v === "" ? null : v)),
  );
}

export const cancelReasonSchema = optionalText(followupLimits.reason);
export const preferenceNoteSchema = optionalText(followupLimits.note);
export const correctedEmailSchema = demoRequestSchema.shape.email;

/** One weekday's half-day, as the "None of these suit me" form names its checkboxes: "1-morning" … "7-afternoon". */
export const dayParts = ["morning", "afternoon"] as const;
const preferencePattern = /^[1-7]-(morning|afternoon)$/;

/** The ticked half-days, known ones only, each once, in week order: anything else a client sends is dropped. */
export function preferredTimes(values: unknown[]): string[] {
  const known = new Set(values.filter((v): v is string => typeof v === "string" && preferencePattern.test(v)));
  return [...known].sort();
}

/** A field's value as posted: a string, or "" for a missing or file field. */
export function postedText(form: { get: (name: string) => unknown }, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A free text's problem, from its parse. */
export function textProblem(result: { success: boolean; error?: { issues: { message: string }[] } }): TextProblem {
  return firstMessage(result) === "characters" ? "characters" : "tooLong";
}

/** The first error message of a failed parse. */
export function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? "";
}
