import { describe, expect, it } from "vitest";
import { canMove, nextStatuses } from "./status";

describe("a lead's status", () => {
  it("moves forward one step at a time from new to won", () => {
    expect(canMove("new", "contacted")).toBe(true);
    expect(canMove("contacted", "demo_booked")).toBe(true);
    expect(canMove("demo_booked", "demo_held")).toBe(true);
    expect(canMove("demo_held", "qualified")).toBe(true);
    // A demo held outside the site: no booking to mark.
    expect(canMove("demo_booked", "qualified")).toBe(true);
    expect(canMove("qualified", "won")).toBe(true);
    expect(canMove("new", "won")).toBe(false);
    expect(canMove("new", "qualified")).toBe(false);
  });

  it("can be lost from any open status, and reopened from won or lost", () => {
    for (const from of ["new", "contacted", "demo_booked", "demo_held", "qualified"] as const) expect(canMove(from, "lost")).toBe(true);
    expect(nextStatuses("lost")).toEqual(["qualified"]);
    expect(nextStatuses("won")).toEqual(["qualified"]);
  });

  it("can step back once after a mistake", () => {
    expect(canMove("contacted", "new")).toBe(true);
    expect(canMove("qualified", "demo_held")).toBe(true);
    expect(canMove("demo_held", "demo_booked")).toBe(true);
  });
});
