import * as z from "zod/mini";
import { commonPasswords } from "./common-passwords.server";
import { consoleCopy } from "~/content/sales-console";

// One schema for a new password, used by every form that sets one (set-password, account) and by
// the users CLI. At least 12 characters, at most 200 (scrypt's cost does not depend on length, but
// a megabyte of password is not a password), and not a common one. Server-only, with its list.

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 200;

/**
 * People reach 12 characters by adding to a common word: "Sunshine2024!!", "password123456789",
 * "2024dragon!!". So besides the password itself, its stem (the letters once digits and marks are
 * cut from both ends) is looked up: refused when it is common and what was cut is short (six
 * characters or fewer) or itself a common password ("123456789"). A common word followed by a long,
 * uncommon run ("blue-8462 9173 05") is left alone: the run carries the strength.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize("NFC").toLowerCase();
  if (commonPasswords.has(lower) || commonPasswords.has(lower.replace(/\s+/g, ""))) return true;
  const match = /^([\d\W_]*)(.*?)([\d\W_]*)$/u.exec(lower)!;
  const [, head = "", stem = "", tail = ""] = match;
  const cut = head + tail;
  if (
    stem.length >= 3 &&
    commonPasswords.has(stem) &&
    (cut.length <= 6 || commonPasswords.has(tail) || commonPasswords.has(head))
  )
    return true;
  // One character repeated, or the same short run repeated: "aaaaaaaaaaaa", "abcabcabcabc".
  return /^(.{1,4})\1+$/su.test(lower);
}

const t = consoleCopy.passwordErrors;

export const newPasswordSchema = z.string().check(
  z.minLength(PASSWORD_MIN, t.tooShort),
  z.maxLength(PASSWORD_MAX, t.tooLong),
  z.refine((value) => !isCommonPassword(value), t.common),
);
