import { describe, expect, it } from "vitest";
import { describeEntries, type RawEntry } from "./audit-log.server";

// The audit log names a next step's due day without its year when it is the entry's year, read on
// the team's calendar (CONSOLE_TIME_ZONE, ADR 046/062), not UTC's: around New Year the two differ
// for a team far from UTC.

const nextStepSet = (at: string, due: string): RawEntry => ({
  id: "entry-1",
  at,
  action: "lead_next_step_set",
  actor_id: null,
  subject_type: "lead",
  subject_id: "lead-1",
  detail: JSON.stringify({ due, changed: false }),
});
const none = { people: new Map(), bookings: new Map(), leads: new Map() };
const dueWords = (at: string, due: string, zone: string) =>
  describeEntries([nextStepSet(at, due)], none, zone)[0]!.words.due;

describe("a next step's due day in the audit log", () => {
  it("leaves out the year when, in Auckland, it is already the new year the step is due in", () => {
    // 31 December 12:00 UTC is 1 January 01:00 in Auckland: a step due on 5 January is this year's.
    expect(dueWords("2026-12-31T12:00:00.000Z", "2027-01-05", "Pacific/Auckland")).toBe("Tue 5 Jan");
  });

  it("names the year when, in Honolulu, the old year is not over yet", () => {
    // 1 January 05:00 UTC is still 31 December 19:00 in Honolulu: 5 January is next year's.
    expect(dueWords("2027-01-01T05:00:00.000Z", "2027-01-05", "Pacific/Honolulu")).toBe("Tue 5 Jan 2027");
  });

  it("reads the same day as UTC does for a team on WAT away from New Year", () => {
    expect(dueWords("2026-11-30T10:00:00.000Z", "2026-12-01", "Africa/Lagos")).toBe("Tue 1 Dec");
  });
});
