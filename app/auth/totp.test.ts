import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, totpCode, verifyTotp } from "./totp";

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), truncated to the 6 digits apps show.
const seed = base32Encode(Buffer.from("12345678901234567890"));

describe("two-factor codes", () => {
  it("match the RFC 6238 test vectors", () => {
    expect(totpCode(seed, 59_000)).toBe("287082");
    expect(totpCode(seed, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(seed, 1_234_567_890_000)).toBe("005924");
    expect(totpCode(seed, 20_000_000_000_000)).toBe("353130");
  });

  it("match the RFC 4226 HOTP vectors", () => {
    expect(hotp(Buffer.from("12345678901234567890"), 0)).toBe("755224");
    expect(hotp(Buffer.from("12345678901234567890"), 9)).toBe("520489");
  });

  it("round-trip base32", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it("accept a code from the previous step once, and never again", () => {
    const now = 1_700_000_000_000;
    const code = totpCode(seed, now - 30_000);
    const step = verifyTotp(seed, code, now, null);
    expect(step).toBeDefined();
    expect(verifyTotp(seed, code, now, step!)).toBeUndefined();
    expect(verifyTotp(seed, "12345", now, null)).toBeUndefined();
    expect(verifyTotp(seed, totpCode(seed, now - 120_000), now, null)).toBeUndefined();
  });
});
