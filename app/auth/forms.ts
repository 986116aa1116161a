import * as z from "zod/mini";
import { consoleCopy } from "~/content/sales-console";
import { formsCopy } from "~/content/sales-console-forms";

// The console's auth forms, one schema each (shared by the pages and the actions: ADR 053). Lengths
// are capped so no input, however long, costs more than a normal one.

const signInWords = consoleCopy.signIn;

export const emailSchema = z
  .string()
  .check(z.trim(), z.maxLength(320, formsCopy.tooLong(320)), z.email(formsCopy.enterEmail));

/**
 * Sign-in in two steps (issue #27, item 7): the password first (a post without `intent` is this
 * one), then, only for an account with two-factor on and only after the right password, the code
 * with the ticket the first step gave. Every refusal of the first step says the same words.
 */
export const signInSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("password"),
      email: z.string().check(z.trim(), z.minLength(1, signInWords.wrong), z.maxLength(320, signInWords.wrong)),
      password: z.string().check(z.minLength(1, signInWords.wrong), z.maxLength(1000, signInWords.wrong)),
      code: z._default(z.string().check(z.trim(), z.maxLength(12, signInWords.codeNeeded)), ""),
    }),
    z.object({
      intent: z.literal("code"),
      ticket: z.string().check(z.maxLength(400, formsCopy.code.expired)),
      code: z.string().check(z.trim(), z.minLength(1, signInWords.codeNeeded), z.maxLength(12, signInWords.codeNeeded)),
    }),
  ],
  { error: formsCopy.unknownAction },
);

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** Set password: the new password's own rules are the policy's (password-policy.server.ts), checked after. */
export const setPasswordSchema = z.object({
  token: z.string().check(z.maxLength(400, consoleCopy.setPassword.invalid)),
  password: z.string().check(z.maxLength(1000, consoleCopy.passwordErrors.tooLong)),
  confirm: z.string().check(z.maxLength(1000, consoleCopy.passwordErrors.tooLong)),
});
