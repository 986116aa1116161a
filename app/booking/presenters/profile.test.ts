import { describe, expect, it } from "vitest";
import { organizerOf, visitorBookingEmail } from "~/booking/emails";
import { buildInvite } from "~/booking/ics";
import {
  parseDaysOff,
  parseHours,
  parseLanguages,
  presenterFits,
  roundRobinOrder,
  type PresenterProfile,
} from "./profile";

const ada: PresenterProfile = {
  id: "a",
  name: "Ada Obi",
  email: "ada@ilimi.example",
  languages: ["en"],
  opensAt: "09:00",
  closesAt: "17:00",
  daysOff: ["2026-12-24"],
};
const bola: PresenterProfile = {
  ...ada,
  id: "b",
  name: "Bola Ade",
  email: "bola@ilimi.example",
  languages: ["en", "fr"],
};
// 10:00-10:30 WAT on Tuesday 1 December 2026.
const slot = { start: "2026-12-01T09:00:00.000Z", end: "2026-12-01T09:30:00.000Z" };

describe("who may present, and who is asked first", () => {
  it("a presenter fits a time in their hours and language, not on a day off or past their last hour", () => {
    expect(presenterFits(ada, slot, "en")).toBe(true);
    expect(presenterFits(ada, slot, "fr")).toBe(false);
    expect(presenterFits(bola, slot, "fr")).toBe(true);
    expect(presenterFits(ada, { start: "2026-12-24T09:00:00.000Z", end: "2026-12-24T09:30:00.000Z" }, "en")).toBe(
      false,
    );
    expect(presenterFits(ada, { start: "2026-12-01T15:45:00.000Z", end: "2026-12-01T16:15:00.000Z" }, "en")).toBe(
      false,
    );
  });

  it("fewest demos first, then the one given a demo least recently, then a stable order", () => {
    expect(roundRobinOrder([bola, ada], new Map()).map((p) => p.id)).toEqual(["a", "b"]);
    expect(
      roundRobinOrder([ada, bola], new Map([["a", { demos: 1, lastAssignedAt: "2026-11-01T00:00:00Z" }]])).map(
        (p) => p.id,
      ),
    ).toEqual(["b", "a"]);
    const equal = new Map([
      ["a", { demos: 2, lastAssignedAt: "2026-11-02T00:00:00Z" }],
      ["b", { demos: 2, lastAssignedAt: "2026-11-01T00:00:00Z" }],
    ]);
    expect(roundRobinOrder([ada, bola], equal).map((p) => p.id)).toEqual(["b", "a"]);
  });

  it("reads the CLI's and console's hours, languages and days off, refusing what is not one", () => {
    expect(parseHours("09:00-17:00")).toEqual({ opensAt: "09:00", closesAt: "17:00" });
    for (const bad of ["17:00-09:00", "9-5", "09:00-24:00", ""]) expect(parseHours(bad)).toBeNull();
    expect(parseLanguages("fr, EN,fr")).toEqual(["fr", "en"]);
    expect(parseLanguages("en,de")).toBeNull();
    expect(parseDaysOff("2026-12-31,2026-12-24")).toEqual(["2026-12-24", "2026-12-31"]);
    expect(parseDaysOff("")).toEqual([]);
    expect(parseDaysOff("24/12/2026")).toBeNull();
  });
});

describe("the invitation and e-mail name the presenter", () => {
  const invite = (organizer: { name: string; email: string }) =>
    buildInvite({
      method: "REQUEST",
      uid: "x@booking.ilimi",
      sequence: 2,
      start: slot.start,
      end: slot.end,
      stamp: slot.start,
      summary: "Demo",
      description: "",
      location: "Online",
      organizer,
      attendee: { name: "Ngozi Okoro", email: "ngozi@school.example" },
    }).replace(/\r\n /g, "");

  it("ORGANIZER is the presenter, or the sales address while nobody presents; the visitor is an ATTENDEE with RSVP", () => {
    expect(invite(organizerOf(ada, "en", "sales@ilimi.example"))).toContain(
      'ORGANIZER;CN="Ada Obi":mailto:ada@ilimi.example',
    );
    expect(invite(organizerOf(undefined, "fr", "sales@ilimi.example"))).toMatch(
      /ORGANIZER;CN="[^"]+":mailto:sales@ilimi\.example/,
    );
    expect(invite(organizerOf(ada, "en", "sales@ilimi.example"))).toContain("RSVP=TRUE:mailto:ngozi@school.example");
  });

  it("the visitor's e-mail says who presents, and a reassignment says who presents now, in the booking's language", () => {
    const booking = {
      firstName: "Ngozi",
      lastName: "Okoro",
      email: "ngozi@school.example",
      institution: "Okoro College",
      start: slot.start,
      minutes: 30,
      location: "Online",
      bookingId: "x",
      presenter: { name: "Bola Ade", email: "bola@ilimi.example" },
    };
    const links = { rescheduleUrl: "https://x/r", cancelUrl: "https://x/c" };
    expect(visitorBookingEmail({ ...booking, event: "demo_booking.created" }, links).text).toContain(
      "Presented by: Bola Ade.",
    );
    const moved = visitorBookingEmail({ ...booking, event: "demo_booking.reassigned", language: "fr" }, links);
    expect(moved.subject).toMatch(/^Un nouveau présentateur pour votre démo Ilimi du /);
    expect(moved.text).toContain("sera présentée par Bola Ade");
  });
});
