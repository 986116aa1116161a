import { describe, expect, it } from "vitest";
import { describeError, retryDelayMs } from "./outbox.server";

describe("delivery retries", () => {
  it("wait twice as long after each failure, with jitter, up to the cap", () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 3_600_000, high))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 3_600_000, low))).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelayMs(20, 1000, 3_600_000, high)).toBe(3_600_000);
    expect(retryDelayMs(500, 1000, 3_600_000, low)).toBe(1_800_000);
  });

  it("record errors on one line, bounded, without e-mail addresses in clear", () => {
    const text = describeError(new Error("550 <amina.bello@school.example>: mailbox unavailable\r\nBcc: x"));
    expect(text).not.toContain("amina.bello@school.example");
    expect(text).toContain("a***@s***.example");
    expect(text).not.toMatch(/[\r\n]/);
    expect(describeError(new Error("x".repeat(2000))).length).toBeLessThanOrEqual(500);
  });
});
