import { describe, expect, it } from "vitest";
import {
  addDays,
  dayInZone,
  dayLabel,
  exactTime,
  isCalendarDay,
  isTimeZone,
  quickDays,
  relativeTime,
  zoneName,
} from "~/lib/team-clock";

describe("the console's one clock", () => {
  it("reads a stored UTC time in WAT, naming the zone, the way a team in Abuja reads its watch", () => {
    expect(exactTime("2026-11-26T04:03:00.000Z", "Africa/Lagos")).toBe("2026-11-26 05:03 WAT");
    // An hour past midnight in Lagos is still the day before in UTC.
    expect(exactTime("2026-11-25T23:30:00.000Z", "Africa/Lagos")).toBe("2026-11-26 00:30 WAT");
  });

  it("reads another team's zone when the operator sets one, named as Intl names it", () => {
    expect(exactTime("2026-11-26T04:03:00.000Z", "Africa/Abidjan")).toBe("2026-11-26 04:03 GMT");
    expect(exactTime("2026-07-01T10:00:00.000Z", "Europe/Paris")).toBe("2026-07-01 12:00 CEST");
    expect(zoneName("Europe/Paris", new Date("2026-01-01T00:00:00Z"))).toBe("CET");
  });

  it("says how long ago where people scan, and the day once it is over a week old", () => {
    const now = "2026-11-26T11:00:00.000Z";
    expect(relativeTime("2026-11-26T10:59:40.000Z", now, "Africa/Lagos")).toBe("just now");
    expect(relativeTime("2026-11-26T10:35:00.000Z", now, "Africa/Lagos")).toBe("25 min ago");
    expect(relativeTime("2026-11-26T09:00:00.000Z", now, "Africa/Lagos")).toBe("2 h ago");
    expect(relativeTime("2026-11-23T11:00:00.000Z", now, "Africa/Lagos")).toBe("3 d ago");
    expect(relativeTime("2026-11-28T11:00:00.000Z", now, "Africa/Lagos")).toBe("in 2 d");
    expect(relativeTime("2026-10-01T23:30:00.000Z", now, "Africa/Lagos")).toBe("2026-10-02");
  });

  it("shows nothing for a missing or broken time rather than a wrong one", () => {
    expect(exactTime(null, "Africa/Lagos")).toBe("");
    expect(exactTime("not a time", "Africa/Lagos")).toBe("");
    expect(relativeTime("not a time", "2026-11-26T11:00:00.000Z", "Africa/Lagos")).toBe("");
  });

  it("knows which zone settings are real", () => {
    expect(isTimeZone("Africa/Lagos")).toBe(true);
    expect(isTimeZone("Africa/Atlantis")).toBe(false);
  });

  it("gives a next step's quick days from the team's today: tomorrow, then next week's working days as people say them", () => {
    // 23:30 UTC on Wednesday is already Thursday in Lagos.
    expect(dayInZone(new Date("2026-11-25T23:30:00Z"), "Africa/Lagos")).toBe("2026-11-26");
    expect(quickDays("2026-11-26").map((q) => dayLabel(q.day, "2026-11-26"))).toEqual([
      "Fri 27 Nov",
      "Mon 30 Nov",
      "Tue 1 Dec",
      "Wed 2 Dec",
      "Thu 3 Dec",
    ]);
    // On a Tuesday, "next Tuesday" is a week on, never today.
    expect(quickDays("2026-12-01").map((q) => q.day)).toEqual([
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
      "2026-12-08",
    ]);
    expect(dayLabel("2027-01-05", "2026-12-30")).toBe("Tue 5 Jan 2027");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect([isCalendarDay("2026-02-28"), isCalendarDay("2026-02-30"), isCalendarDay("2026-2-1")]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
