import type { demoFormMessages, newsletterMessages } from "~/content/forms";

// The lead forms' validation messages are chosen by key, never by their English words (issue #29,
// ADR 036): a schema answers "demo.firstName.required", and each edition's copy (demoFormMessages,
// newsletterMessages in app/content/forms.ts and fr/forms.ts) says it in its own words. No copy is
// imported here (types only), so the schemas carry no words into the browser; the page renders the
// words of its edition (components/forms/form-messages.tsx).

/** Each form's messages as its copy shapes them: field → code → words. */
type MessageShape = Readonly<Record<string, Readonly<Record<string, string>>>>;
type Codes<T> = { readonly [F in keyof T]: readonly (keyof T[F] & string)[] };

/** Every code each field's checks can answer, checked against the English copy's keys. */
const demoCodes = {
  firstName: ["required", "tooLong", "lineBreak", "characters"],
  lastName: ["required", "tooLong", "lineBreak", "characters"],
  email: ["required", "invalid", "tooLong", "localPartTooLong", "domainTooLong"],
  phone: ["characters", "digits", "tooLong", "forReminders", "international"],
  institution: ["required", "tooLong", "lineBreak", "characters"],
  size: ["invalid"],
  message: ["tooLong", "characters"],
} as const satisfies Codes<typeof demoFormMessages>;

const newsletterCodes = {
  email: ["required", "invalid", "tooLong", "localPartTooLong", "domainTooLong"],
} as const satisfies Codes<typeof newsletterMessages>;

type Keys<P extends string, C extends Record<string, readonly string[]>> = {
  readonly [F in keyof C & string]: { readonly [K in C[F][number]]: `${P}.${F}.${K}` };
};

function keysOf<const P extends string, const C extends Record<string, readonly string[]>>(
  prefix: P,
  codes: C,
): Keys<P, C> {
  const keys: Record<string, Record<string, string>> = {};
  for (const [field, list] of Object.entries(codes))
    keys[field] = Object.fromEntries(list.map((code) => [code, `${prefix}.${field}.${code}`]));
  return keys as Keys<P, C>;
}

/** The demo form's message keys, e.g. demoMessageKeys.firstName.required === "demo.firstName.required". */
export const demoMessageKeys = keysOf("demo", demoCodes);
export const newsletterMessageKeys = keysOf("newsletter", newsletterCodes);

type KeyOf<T> = T extends string ? T : { [K in keyof T]: KeyOf<T[K]> }[keyof T];
type DemoMessageKey = KeyOf<typeof demoMessageKeys>;
type NewsletterMessageKey = KeyOf<typeof newsletterMessageKeys>;
export type FormMessageKey = DemoMessageKey | NewsletterMessageKey;

/** Every key a schema can answer. */
export function allFormMessageKeys(): FormMessageKey[] {
  return [demoMessageKeys, newsletterMessageKeys].flatMap((keys) =>
    Object.values(keys).flatMap((field) => Object.values(field)),
  ) as FormMessageKey[];
}

/** An edition's messages for the keyed forms (its demoFormMessages and newsletterMessages). */
export type FormMessageCopy = { demo: MessageShape; newsletter: MessageShape };

/** Every key with its words in one edition's copy: what a page hands its page scripts. */
export function formMessageWords(copy: FormMessageCopy): Record<string, string> {
  const words: Record<string, string> = {};
  for (const [prefix, messages] of Object.entries(copy)) {
    for (const [field, codes] of Object.entries(messages))
      for (const [code, text] of Object.entries(codes)) words[`${prefix}.${field}.${code}`] = text;
  }
  return words;
}
