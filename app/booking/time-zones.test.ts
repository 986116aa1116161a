import { edition } from "~/content/editions";
import { describe, expect, it } from "vitest";
import { buildInvite, foldLine } from "./ics";
import { localTimeLabel, offsetMinutes, timeIn } from "./time-zones";

// A slot is stored in UTC and shown in WAT; the page script adds the visitor's own time when it
// differs. London's clocks went back on 25 October 2026 and go forward on 28 March 2027; New
// York's went back on 1 November 2026 and go forward on 14 March 2027.
describe("a slot's time for visitors in Lagos, London and New York", () => {
  const tenWat = (date: string) => `${date}T09:00:00.000Z`;

  it("shows nothing extra in Lagos: WAT is their time", () => {
    expect(timeIn(new Date(tenWat("2027-03-26")), "Africa/Lagos")).toBe("10:00");
    expect(localTimeLabel(tenWat("2027-03-26"), "Africa/Lagos")).toBeNull();
  });

  it("shows London an hour behind in winter and nothing extra in summer time", () => {
    expect(localTimeLabel(tenWat("2027-03-26"), "Europe/London")).toBe("09:00");
    expect(localTimeLabel(tenWat("2027-03-29"), "Europe/London")).toBeNull();
    expect(localTimeLabel(tenWat("2026-10-23"), "Europe/London")).toBeNull();
    expect(localTimeLabel(tenWat("2026-10-26"), "Europe/London")).toBe("09:00");
  });

  it("shows New York six hours behind before its clock change and five after", () => {
    expect(localTimeLabel(tenWat("2027-03-12"), "America/New_York")).toBe("04:00");
    expect(localTimeLabel(tenWat("2027-03-15"), "America/New_York")).toBe("05:00");
    expect(offsetMinutes(new Date(tenWat("2026-10-30")), "America/New_York")).toBe(-240);
    expect(offsetMinutes(new Date(tenWat("2026-11-02")), "America/New_York")).toBe(-300);
  });

  it("reads a clock change to the minute, asked again and again (the kept offsets)", () => {
    // London moves to summer time at 01:00 UTC on 29 March 2026.
    const before = new Date("2026-03-29T00:59:00Z");
    const after = new Date("2026-03-29T01:00:00Z");
    for (let round = 0; round < 3; round++) {
      expect(offsetMinutes(before, "Europe/London")).toBe(0);
      expect(offsetMinutes(after, "Europe/London")).toBe(60);
      expect(offsetMinutes(after, "Africa/Abidjan")).toBe(0);
    }
  });

  it("names the day when the visitor's clock is on another date", () => {
    expect(localTimeLabel("2026-12-01T16:30:00.000Z", "Pacific/Auckland")).toBe("Wed\u00a005:30");
    expect(localTimeLabel("2026-12-01T08:00:00.000Z", "America/Los_Angeles")).toBe("00:00");
    expect(localTimeLabel("2026-12-01T07:30:00.000Z", "America/Los_Angeles")).toBe("Mon\u00a023:30");
  });

  it("keeps the half hour of a clock such as India's, five and a half hours ahead of UTC", () => {
    expect(localTimeLabel("2026-12-01T09:00:00.000Z", "Asia/Kolkata")).toBe("14:30");
    expect(localTimeLabel("2026-12-01T19:00:00.000Z", "Asia/Kolkata")).toBe("Wed\u00a000:30");
  });

  it("writes it the French way on a French page, with no-break spaces so « 9 h 00 » never breaks", () => {
    expect(localTimeLabel(tenWat("2027-03-26"), "Europe/London", edition("fr"))).toBe("9\u00a0h\u00a000");
    expect(localTimeLabel("2026-12-01T07:30:00.000Z", "America/Los_Angeles", edition("fr"))).toBe(
      "lun.\u00a023\u00a0h\u00a030",
    );
  });
});

describe("the calendar invitation", () => {
  const invite = (method: "REQUEST" | "CANCEL") =>
    buildInvite({
      method,
      uid: "b1@ilimi",
      sequence: 2,
      start: "2026-12-01T08:00:00.000Z",
      end: "2026-12-01T08:30:00.000Z",
      stamp: "2026-11-30T07:00:00.000Z",
      summary: "Ilimi demo, Test College; with notes",
      description: "Line one\nLine two, ".repeat(10),
      location: "Online",
      organizer: { name: "Ilimi sales", email: "sales@ilimi.example" },
      attendee: { name: 'Ada "The" Test', email: "ada@school.edu.ng" },
    });

  it("is an iTIP request with UTC times, a stable UID, the sequence and an attendee asked to answer", () => {
    const text = invite("REQUEST");
    expect(text).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(text).toContain("\r\nUID:b1@ilimi\r\n");
    expect(text).toContain("\r\nSEQUENCE:2\r\n");
    expect(text).toContain("\r\nDTSTART:20261201T080000Z\r\n");
    expect(text).toContain("\r\nDTEND:20261201T083000Z\r\n");
    expect(text).toContain("SUMMARY:Ilimi demo\\, Test College\\; with notes");
    expect(text.replace(/\r\n /g, "")).toContain(
      'ATTENDEE;CN="Ada The Test";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ada@school.edu.ng',
    );
    expect(text).toContain('ORGANIZER;CN="Ilimi sales":mailto:sales@ilimi.example');
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("cancels with the same UID", () => {
    const text = invite("CANCEL");
    expect(text).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(text).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(text).toContain("\r\nUID:b1@ilimi\r\n");
  });

  it("folds long lines without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
