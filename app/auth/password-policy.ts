import * as z from "zod/mini";
import { commonPasswords } from "./common-passwords";
import { consoleCopy } from "~/content/sales-console";

// One schema for a new password, used by every form that sets one (set-password, account) and by
// the users CLI. At least 12 characters, at most 200 (scrypt's cost does not depend on length, but
// a megabyte of password is not a password), and not a common one.

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

/** "Password2024!" and "password2024" are both "password" with a tail: compare the stem too. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/, "");
  if (stem.length >= 6 && [...commonPasswords].some((common) => common === stem || common.startsWith(stem) && common.length - stem.length <= 4)) return true;
  // One character repeated, or the same short run repeated: "aaaaaaaaaaaa", "abcabcabcabc".
  return /^(.{1,4})\1+$/.test(lower);
}

const t = consoleCopy.passwordErrors;

export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, t.tooShort),
    z.maxLength(PASSWORD_MAX, t.tooLong),
    z.refine((value) => !isCommonPassword(value), t.common),
  );
