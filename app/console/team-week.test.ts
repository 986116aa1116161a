import { describe, expect, it } from "vitest";
import { teamWeek } from "./team-week";

// "Booked this week" counts from Monday midnight on the team's clock, not the server's.

describe("the team's week", () => {
  it("runs from Monday 00:00 WAT to the next Monday, whatever the day", () => {
    // Thursday 26 November 2026, 14:00 UTC (15:00 WAT).
    expect(teamWeek(new Date("2026-11-26T14:00:00Z"), "Africa/Lagos")).toEqual({
      from: "2026-11-22T23:00:00.000Z",
      to: "2026-11-29T23:00:00.000Z",
    });
  });

  it("is already next week on Sunday night UTC when it is Monday in Lagos", () => {
    // Sunday 29 November 23:30 UTC is Monday 00:30 WAT.
    expect(teamWeek(new Date("2026-11-29T23:30:00Z"), "Africa/Lagos").from).toBe("2026-11-29T23:00:00.000Z");
  });

  it("keeps Monday midnight across a change of summer time", () => {
    // The week of 29 March 2027 in London: Monday is already summer time (UTC+1).
    expect(teamWeek(new Date("2027-03-31T12:00:00Z"), "Europe/London")).toEqual({
      from: "2027-03-28T23:00:00.000Z",
      to: "2027-04-04T23:00:00.000Z",
    });
  });
});
