import * as z from "zod/mini";
import { isInstitutionSize, type InstitutionSize } from "~/content/contact";
import { demoMessageKeys as m } from "./form-message-keys";
import {
  emailField,
  firstErrorPerField,
  formValues,
  requiredLine,
  type FieldErrors,
  type FormProblem,
  type PostedFields,
} from "~/guards/form-values";
import { emailLengthLimits, isPrintableText, normaliseText } from "~/guards/text-normalisation";

// The demo-request form (SPEC section 3), validated by this one schema in the browser (a fast
// answer) and on the server (the authority). No server-only imports here.

export const demoRequestLimits = {
  name: 100,
  email: emailLengthLimits.address,
  phone: 30,
  institution: 200,
  message: 5000,
} as const;

export const demoRequestFieldNames = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "institution",
  "size",
  "message",
  "marketingConsent",
  "remindWhatsapp",
  "remindSms",
] as const;
export type DemoRequestField = (typeof demoRequestFieldNames)[number];
/** The checkboxes: ticked or not, never a field with an error of its own. */
export const demoRequestCheckboxes = [
  "marketingConsent",
  "remindWhatsapp",
  "remindSms",
] as const satisfies readonly DemoRequestField[];

/** The value a ticked marketing checkbox sends; anything else means no consent. */
export const consentGiven = "yes";

/** Digits, spaces, brackets, dots and hyphens, with at most one + and only at the start. */
const phoneCharacters = /^\+?[0-9 ().-]+$/;

/** An optional text: "" (left empty) becomes null. */
const emptyAsNull = <T extends string>() => z.transform((v: T) => (v === "" ? null : v));

// zod/mini, not zod: the browser loads this schema (app/enhance/demo-form.ts), and the mini build
// is a quarter of the size to download and to start (ADR 010). Same checks, same message keys
// (./form-message-keys.ts): the page words them in its edition.
export const demoRequestSchema = z
  .object({
    firstName: requiredLine(demoRequestLimits.name, m.firstName),
    lastName: requiredLine(demoRequestLimits.name, m.lastName),
    email: emailField(m.email),
    phone: z.pipe(
      z.string().check(
        z.overwrite(normaliseText),
        z.trim(),
        z.maxLength(demoRequestLimits.phone, m.phone.tooLong),
        z.refine((v) => v === "" || phoneCharacters.test(v), m.phone.characters),
        z.refine((v) => {
          const digits = v.replace(/\D/g, "").length;
          return v === "" || (digits >= 7 && digits <= 20);
        }, m.phone.digits),
      ),
      emptyAsNull(),
    ),
    institution: requiredLine(demoRequestLimits.institution, m.institution),
    size: z.pipe(
      z.string().check(
        z.overwrite(normaliseText),
        z.trim(),
        z.refine((v) => v === "" || isInstitutionSize(v), m.size.invalid),
      ),
      z.transform((v) => (v === "" ? null : (v as InstitutionSize))),
    ),
    // Browsers send a textarea's line breaks as CRLF but count them as one character: count them as one too.
    message: z.pipe(
      z.string().check(
        z.overwrite((v) => normaliseText(v.replace(/\r\n?/g, "\n"))),
        z.trim(),
        z.maxLength(demoRequestLimits.message, m.message.tooLong),
        z.refine((v) => isPrintableText(v, { multiline: true }), m.message.characters),
      ),
      emptyAsNull(),
    ),
    marketingConsent: z.pipe(
      z.string(),
      z.transform((v) => v === consentGiven),
    ),
    // Reminders beyond e-mail (ADR 041): offered only where configured; they need the phone number.
    remindWhatsapp: z.pipe(
      z.string(),
      z.transform((v) => v === consentGiven),
    ),
    remindSms: z.pipe(
      z.string(),
      z.transform((v) => v === consentGiven),
    ),
  })
  .check(
    z.refine((v) => !(v.remindWhatsapp || v.remindSms) || v.phone !== null, {
      message: m.phone.forReminders,
      path: ["phone"],
    }),
    z.refine((v) => !(v.remindWhatsapp || v.remindSms) || v.phone === null || reachableNumber(v.phone), {
      message: m.phone.international,
      path: ["phone"],
    }),
  );

/**
 * Whether a reminder can be sent to the number as written: with its country code ("+221 77…",
 * "00221 77…", "234 803…"), or a Nigerian number as Nigerians write it ("0803 123 4567", "803 123
 * 4567"), which the server reads as Nigerian (app/leads/phone.server.ts). A francophone visitor's
 * "77 123 45 67" names no country: without this the reminder they asked for could never be sent.
 */
function reachableNumber(phone: string): boolean {
  if (/^(\+|00)/.test(phone)) return true;
  const digits = phone.replace(/\D/g, "");
  return /^0[789]\d{9}$/.test(digits) || /^[789]\d{9}$/.test(digits) || /^234[789]\d{9}$/.test(digits);
}

type DemoRequestValues = z.output<typeof demoRequestSchema>;
/** What the visitor typed, as typed: sent back with errors so the form keeps their input. */
type DemoRequestRawValues = Record<DemoRequestField, string>;
export type DemoRequestErrors = FieldErrors<DemoRequestField>;

export type DemoRequestParse =
  | { ok: true; data: DemoRequestValues; values: DemoRequestRawValues }
  | { ok: false; errors: DemoRequestErrors; values: DemoRequestRawValues };

export function parseDemoRequest(formData: PostedFields): DemoRequestParse {
  const values = formValues(formData, demoRequestFieldNames);
  const result = demoRequestSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, errors: firstErrorPerField<DemoRequestField>(result.error), values };
}

/** What the action answers when it does not redirect: the problem, and the input to put back. */
export type DemoRequestResult = {
  fieldErrors?: DemoRequestErrors;
  formError?: FormProblem;
  values?: Partial<DemoRequestRawValues>;
  /** The timestamp the visitor's form started with (or a fresh one when that one was refused). */
  formToken?: string;
};
