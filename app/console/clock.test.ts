import { describe, expect, it } from "vitest";
import { exactTime, isTimeZone, relativeTime, zoneName } from "./clock";

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
});
