import { describe, expect, it } from "vitest";
import { capacityAvailability, maxOverlap, mergeIntervals, overlapsBusy } from "./intervals";
import { freePresenters, type PresenterProfile } from "~/booking/presenters/profile";

// ADR 078: booked demos are compared by their whole interval, whatever grid cut them. Times are
// minutes here for reading; the functions take any one unit.
const at = (h: number, m = 0) =>
  Date.parse(`2026-12-01T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00Z`);
const slot = (h: number, m: number, minutes: number) => ({
  start: new Date(at(h, m)).toISOString(),
  end: new Date(at(h, m) + minutes * 60_000).toISOString(),
});

describe("demos compared by their whole interval", () => {
  it("a 10:00-11:00 time meets a 10:30-11:00 demo, and 11:00-12:00 only touches it", () => {
    const held = mergeIntervals([{ start: at(10, 30), end: at(11) }]);
    expect(overlapsBusy(held, at(10), at(11))).toBe(true);
    expect(overlapsBusy(held, at(11), at(12))).toBe(false);
    expect(overlapsBusy(held, at(10), at(10, 30))).toBe(false);
  });

  it("counts the demos running at one moment, not those sharing a start", () => {
    const booked = [
      { start: at(10), end: at(10, 30) },
      { start: at(10, 30), end: at(11) },
    ];
    // Back to back: one at any moment.
    expect(maxOverlap(booked, at(10), at(11))).toBe(1);
    expect(maxOverlap([...booked, { start: at(10, 15), end: at(10, 45) }], at(10), at(11))).toBe(2);
    expect(maxOverlap(booked, at(11), at(12))).toBe(0);
  });

  it("offers a time under a capacity only while fewer demos than the capacity run at every moment of it", () => {
    const booked = [
      { start: at(9), end: at(13) },
      { start: at(10, 30), end: at(11) },
    ];
    const free = capacityAvailability(booked, 2, 4 * 3_600_000);
    expect(free(slot(10, 0, 60))).toBe(false);
    expect(free(slot(11, 0, 60))).toBe(true);
    // A demo that began four hours before still counts.
    expect(capacityAvailability(booked, 1, 4 * 3_600_000)(slot(12, 0, 30))).toBe(false);
  });

  it("leaves out a presenter whose demo of another grid overlaps the time", () => {
    const ada: PresenterProfile = {
      id: "a",
      name: "Ada Obi",
      email: "ada@ilimi.example",
      languages: ["en"],
      opensAt: "09:00",
      closesAt: "18:00",
      daysOff: [],
    };
    const held = new Map([["a", [{ start: at(9, 30), end: at(10) }]]]);
    // 09:30 UTC is 10:30 WAT: the 60-minute 10:00 WAT time is 09:00-10:00 UTC.
    expect(freePresenters([ada], held, slot(9, 0, 60), "en")).toEqual([]);
    expect(freePresenters([ada], held, slot(10, 0, 60), "en")).toEqual([ada]);
  });
});
