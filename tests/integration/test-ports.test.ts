import { describe, expect, it } from "vitest";
import { claimPort } from "../support/test-ports";

// Files run in parallel workers (ADR 089) and each picks its servers' ports with freePort(), which
// closes the port again before the server binds it: the kernel hands a closed port out again soon
// (500 picks from about 28,000 ports repeat one with a probability near 99 %). A run's ports are
// claimed once, so two workers never start a site on the same one.

describe("the ports a test run's servers start on", () => {
  it("are never handed out twice in one run, however many suites ask", async () => {
    const ports: number[] = [];
    for (let i = 0; i < 500; i++) ports.push(await claimPort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
