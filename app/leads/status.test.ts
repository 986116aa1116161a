import { describe, expect, it } from "vitest";
import { canMove, isStepBack, nextStatuses } from "./status";

describe("a lead's status", () => {
  it("moves forward one step at a time from new to won", () => {
    expect(canMove("new", "contacted")).toBe(true);
    expect(canMove("contacted", "demo_booked")).toBe(true);
    expect(canMove("demo_booked", "demo_held")).toBe(true);
    expect(canMove("demo_held", "qualified")).toBe(true);
    expect(canMove("qualified", "won")).toBe(true);
  });

  it("skips steps forward, for a lead booked, held or won outside the site", () => {
    for (const to of ["contacted", "demo_booked", "demo_held", "qualified", "won", "lost"] as const)
      expect(canMove("new", to), to).toBe(true);
    expect(canMove("demo_booked", "qualified")).toBe(true);
    expect(canMove("contacted", "won")).toBe(true);
  });

  it("offers the next step first and a step back last, so the form never preselects a step back", () => {
    expect(nextStatuses("new")[0]).toBe("contacted");
    expect(nextStatuses("contacted")).toEqual(["demo_booked", "demo_held", "qualified", "won", "lost", "new"]);
    expect(nextStatuses("qualified")).toEqual(["won", "lost", "demo_held"]);
    for (const from of ["contacted", "demo_booked", "demo_held", "qualified"] as const)
      expect(isStepBack(from, nextStatuses(from)[0]!), from).toBe(false);
  });

  it("can be lost from any open status and from won, and reopened", () => {
    for (const from of ["new", "contacted", "demo_booked", "demo_held", "qualified", "won"] as const)
      expect(canMove(from, "lost")).toBe(true);
    expect(nextStatuses("won")).toEqual(["lost", "qualified"]);
    expect(nextStatuses("lost")).toEqual(["contacted", "demo_booked", "demo_held", "qualified", "won"]);
    expect(canMove("lost", "new")).toBe(false);
  });

  it("can step back once after a mistake, never further, and never stays where it is", () => {
    expect(canMove("contacted", "new")).toBe(true);
    expect(canMove("qualified", "demo_held")).toBe(true);
    expect(canMove("demo_held", "demo_booked")).toBe(true);
    expect(canMove("qualified", "contacted")).toBe(false);
    expect(canMove("won", "new")).toBe(false);
    for (const s of ["new", "contacted", "demo_booked", "demo_held", "qualified", "won", "lost"] as const)
      expect(canMove(s, s), s).toBe(false);
    expect(isStepBack("qualified", "demo_held")).toBe(true);
    expect(isStepBack("new", "won")).toBe(false);
  });
});
