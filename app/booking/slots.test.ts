import { describe, expect, it } from "vitest";
import { readEnv } from "~/runtime/config.server";
import { availabilityFromEnv, defaultAvailability, mergeAvailability, type Availability } from "./availability-config";
import { isFixedPublicHoliday } from "./holidays";
import { addWorkingMinutes, freeSlots, gridMisfit, horizonDates, parseSlotStart, slotProblem } from "./slots";

// Fixed clocks only: nothing here depends on the day the suite runs. 2026-11-30 is a Monday.
const at = (iso: string) => new Date(iso);
const config: Availability = defaultAvailability;

describe("the slots a visitor is offered", () => {
  it("starts four working hours after now and offers the next ten working days", () => {
    // Monday 08:00 WAT: the day opens at 09:00, so the first slot is 13:00 WAT (12:00 UTC).
    const days = freeSlots(at("2026-11-30T07:00:00Z"), config);
    expect(days).toHaveLength(10);
    expect(days[0]!.date).toBe("2026-11-30");
    expect(days[0]!.slots[0]).toEqual({ start: "2026-11-30T12:00:00.000Z", end: "2026-11-30T12:30:00.000Z" });
    // 09:00-18:00 in 30-minute slots: 18 per day, the last starting at 17:30 WAT.
    expect(days[1]!.slots).toHaveLength(18);
    expect(days[1]!.slots.at(-1)!.start).toBe("2026-12-01T16:30:00.000Z");
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
    ]);
  });

  it("carries the notice over the weekend: Friday 16:00 WAT means Monday 11:00 WAT", () => {
    expect(addWorkingMinutes(at("2026-11-27T15:00:00Z"), 240, config).toISOString()).toBe("2026-11-30T10:00:00.000Z");
    const days = freeSlots(at("2026-11-27T15:00:00Z"), config);
    expect(days[0]!.date).toBe("2026-11-30");
    expect(days[0]!.slots[0]!.start).toBe("2026-11-30T10:00:00.000Z");
  });

  it("skips Nigeria's fixed public holidays and the dates the operator closed", () => {
    expect(
      ["2027-01-01", "2027-05-01", "2027-06-12", "2027-10-01", "2026-12-25", "2026-12-26"].every(isFixedPublicHoliday),
    ).toBe(true);
    expect(isFixedPublicHoliday("2026-12-24")).toBe(false);
    const dates = horizonDates(at("2026-12-23T08:00:00Z"), { ...config, closedDates: ["2026-12-24"] });
    expect(dates.slice(0, 5)).toEqual(["2026-12-23", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"]);
    expect(dates).not.toContain("2027-01-01");
  });

  it("leaves out a slot whose seats are all taken", () => {
    const full = new Map([
      ["2026-12-01T08:00:00.000Z", 2],
      ["2026-12-01T08:30:00.000Z", 1],
    ]);
    const day = freeSlots(at("2026-11-30T07:00:00Z"), config, full).find((d) => d.date === "2026-12-01")!;
    expect(day.slots[0]!.start).toBe("2026-12-01T08:30:00.000Z");
  });
});

describe("a slot that may not be booked", () => {
  const now = at("2026-11-30T07:00:00Z");
  it.each([
    ["not a date", "tomorrow", "invalid"],
    ["a date without a time", "2026-12-01", "invalid"],
    ["in the past", "2026-11-23T08:00:00.000Z", "past"],
    ["before opening", "2026-12-01T07:30:00.000Z", "outsideHours"],
    ["ending after closing", "2026-12-01T17:00:00.000Z", "outsideHours"],
    ["off the half-hour grid", "2026-12-01T08:15:00.000Z", "outsideHours"],
    ["on a Saturday", "2026-12-05T09:00:00.000Z", "outsideHours"],
    ["on Christmas Day", "2026-12-25T09:00:00.000Z", "closed"],
    ["inside the minimum notice", "2026-11-30T10:00:00.000Z", "notice"],
    ["beyond ten working days", "2026-12-14T09:00:00.000Z", "horizon"],
  ])("refuses a slot %s", (_label, value, problem) => {
    expect(slotProblem(parseSlotStart(value), now, config)).toBe(problem);
  });

  it("accepts a free slot inside the hours", () => {
    expect(slotProblem(parseSlotStart("2026-12-01T08:00:00.000Z"), now, config)).toBeNull();
    expect(slotProblem(parseSlotStart("2026-12-01T08:00:00Z"), now, config)).toBeNull();
  });

  it("closes a date the operator added", () => {
    expect(slotProblem("2026-12-01T08:00:00.000Z", now, { ...config, closedDates: ["2026-12-01"] })).toBe("closed");
  });
});

describe("the availability configuration", () => {
  it("defaults to SPEC's hours and the issue's numbers", () => {
    expect(availabilityFromEnv({})).toEqual({ ok: true, value: defaultAvailability });
  });

  it("names the variable that is wrong", () => {
    expect(availabilityFromEnv({ BOOKING_HOURS: "18:00-09:00" })).toMatchObject({ ok: false, name: "BOOKING_HOURS" });
    expect(availabilityFromEnv({ BOOKING_CAPACITY: "none" })).toMatchObject({ ok: false, name: "BOOKING_CAPACITY" });
    expect(availabilityFromEnv({ BOOKING_CLOSED_DATES: "2027-13-01" })).toMatchObject({
      ok: false,
      name: "BOOKING_CLOSED_DATES",
    });
    expect(availabilityFromEnv({ BOOKING_WORKING_DAYS: "1,8" })).toMatchObject({
      ok: false,
      name: "BOOKING_WORKING_DAYS",
    });
  });

  it("stops the server with one line naming the setting", () => {
    expect(() => readEnv({ BOOKING_HOURS: "09:00-09:10" })).toThrow(
      /^Invalid configuration: BOOKING_HOURS closing time must leave room for one slot after opening time \(got "09:00-09:10"\)$/,
    );
    expect(() => readEnv({ BOOKING_CAPACITY: "0" })).toThrow(/^Invalid configuration: BOOKING_CAPACITY /);
    expect(readEnv({}).BOOKING_LOCATION).toMatch(/Online/);
  });

  it("merges the operator's override and closed dates over the defaults, with the same schema", () => {
    const merged = mergeAvailability(
      { ...defaultAvailability, closedDates: ["2027-03-26"] },
      { capacity: 3, opensAt: "10:00" },
      ["2027-03-29", "2027-03-26"],
    );
    expect(merged).toMatchObject({
      capacity: 3,
      opensAt: "10:00",
      closesAt: "18:00",
      closedDates: ["2027-03-26", "2027-03-29"],
    });
    expect(() => mergeAvailability(defaultAvailability, { opensAt: "17:50" })).toThrow();
  });
});

describe("a booked demo against the grid in force (ADR 078)", () => {
  // 09:30 UTC is 10:30 WAT, a Tuesday.
  const halfPast = { start: "2026-12-01T09:30:00.000Z", end: "2026-12-01T10:00:00.000Z" };

  it("sits on the 30-minute grid it was booked on, and off a 60-minute one or one opening 15 minutes later", () => {
    expect(gridMisfit(halfPast.start, halfPast.end, config)).toBeNull();
    expect(gridMisfit(halfPast.start, halfPast.end, { ...config, slotMinutes: 60 })).toBe("start");
    expect(gridMisfit(halfPast.start, halfPast.end, { ...config, opensAt: "09:15" })).toBe("start");
    expect(gridMisfit("2026-12-01T09:00:00.000Z", halfPast.end, config)).toBe("length");
  });

  it("says when its day is no longer worked, is closed, or its time is outside the hours", () => {
    expect(gridMisfit(halfPast.start, halfPast.end, { ...config, workingDays: [1, 3, 4, 5] })).toBe("day");
    expect(gridMisfit(halfPast.start, halfPast.end, { ...config, closedDates: ["2026-12-01"] })).toBe("closed");
    expect(gridMisfit(halfPast.start, halfPast.end, { ...config, opensAt: "11:00" })).toBe("hours");
  });
});
