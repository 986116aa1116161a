import { describe, expect, it } from "vitest";
import { commonPasswords } from "./common-passwords.server";
import { isCommonPassword, newPasswordSchema } from "./password-policy.server";

const refusal = (password: string) => {
  const checked = newPasswordSchema.safeParse(password);
  return checked.success ? undefined : checked.error.issues[0]!.message;
};

describe("a new console password", () => {
  it("is checked against a real list of common passwords, tens of thousands long", () => {
    expect(commonPasswords.size).toBeGreaterThan(40_000);
    // Long enough to pass the length rule, and in the breach-ranked list (not in a hand-made one).
    for (const password of [
      "leavemealone",
      "finalfantasy",
      "sonyericsson",
      "123qweasdzxc",
      "1qaz2wsx3edc",
      "qazwsxedcrfv",
      "LeaveMeAlone",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("refuses a common word with a short tail or head, or a common run, added to reach 12 characters", () => {
    for (const password of [
      "Sunshine2024!!",
      "password123456789",
      "2024dragon!!",
      "Football#1234",
      "Nigeria2024!!",
      "ilimi1234567",
      "correct horse battery staple",
      "abcabcabcabc",
      "aaaaaaaaaaaa",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts a password nobody guesses first, even one with a common word in it", () => {
    for (const password of [
      "violet-tundra-orbit-42",
      "blue-8462 9173 05",
      "Kw7#pL2!vQ9zR",
      "my bursar hates mondays",
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(refusal(password), password).toBeUndefined();
    }
  });

  it("says which rule a refused password broke", () => {
    expect(refusal("short-one")).toBe("Use at least 12 characters.");
    expect(refusal("x".repeat(201))).toBe("Use at most 200 characters.");
    expect(refusal("leavemealone")).toMatch(/lists attackers try first/);
  });
});
