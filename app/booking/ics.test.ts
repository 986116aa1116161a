import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { inviteInput, type InviteState } from "./emails";
import { buildInvite } from "./ics";

// The invitation a calendar receives (ADR 016, ADR 040), parsed back with a real calendar library
// (ical.js): the same iTIP event from the download and the e-mail, folded and escaped so the text
// a visitor wrote comes back whole.

const room = "https://meet.jit.si/Ilimi-ABCDEFGHIJKLMNOPQRSTUVWX";
const state: InviteState = {
  bookingId: "7d0c1d1e-1111-4e4e-9c9c-000000000001",
  cancelled: false,
  sequence: 3,
  start: "2026-12-01T09:00:00.000Z",
  end: "2026-12-01T09:30:00.000Z",
  stamp: "2026-11-30T07:00:00.000Z",
  // Commas, semicolons, a backslash, a line break, accents and more than 75 octets: all must survive.
  institution:
    "Lycée d’État; Kaduna, Zaria \\ Annexe\nsecond line — École Polytechnique Fédérale de Lagos, campus nord",
  language: "fr",
  location: room,
  meetingUrl: room,
  links: {
    rescheduleUrl: "https://ilimi.example/fr/booking/reschedule?token=a.b",
    cancelUrl: "https://ilimi.example/fr/booking/cancel?token=a.b",
  },
  presenter: { name: 'Bola "BA" Adé', email: "bola@ilimi.example" },
  salesEmail: "sales@ilimi.example",
  visitor: { name: "Amina Bello", email: "amina@college.example" },
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const organizer = vevent.getFirstProperty("organizer")!;
  const attendee = vevent.getFirstProperty("attendee")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: vevent.getFirstPropertyValue("sequence"),
    summary: vevent.getFirstPropertyValue("summary"),
    description: String(vevent.getFirstPropertyValue("description")),
    location: vevent.getFirstPropertyValue("location"),
    url: vevent.getFirstPropertyValue("url"),
    status: vevent.getFirstPropertyValue("status"),
    organizer: String(organizer.getFirstValue()),
    organizerName: organizer.getParameter("cn"),
    attendee: String(attendee.getFirstValue()),
    rsvp: attendee.getParameter("rsvp"),
  };
}

describe("the booking invitation", () => {
  it("is an iTIP request from the presenter to the visitor, carrying the meeting link as LOCATION and URL", () => {
    const event = parse(buildInvite(inviteInput(state)));
    expect(event).toMatchObject({
      method: "REQUEST",
      uid: `${state.bookingId}@booking.ilimi`,
      sequence: 3,
      location: room,
      url: room,
      status: "CONFIRMED",
      organizer: "mailto:bola@ilimi.example",
      organizerName: "Bola BA Adé",
      attendee: "mailto:amina@college.example",
      rsvp: "TRUE",
    });
    expect(event.summary).toContain(state.institution.replace(/\n/g, " ").slice(0, 40));
    expect(event.description).toContain(room);
    expect(event.description).toContain(state.links!.cancelUrl);
  });

  it("comes from the sales address while nobody presents", () => {
    expect(parse(buildInvite(inviteInput({ ...state, presenter: undefined }))).organizer).toBe(
      "mailto:sales@ilimi.example",
    );
  });

  it("is cancelled with the same UID and a higher SEQUENCE, without the link of a meeting that is off", () => {
    const event = parse(buildInvite(inviteInput({ ...state, cancelled: true, sequence: 4, links: null })));
    expect(event).toMatchObject({
      method: "CANCEL",
      uid: `${state.bookingId}@booking.ilimi`,
      sequence: 4,
      status: "CANCELLED",
      url: null,
    });
    expect(event.description).not.toContain(room);
  });

  it("ends every line with CRLF and folds none longer than 75 octets, never inside a character", () => {
    const text = buildInvite(inviteInput(state));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toContain("\uFFFD");
    // Unfolded, the summary's escapes are the RFC 5545 ones.
    expect(text.replace(/\r\n /g, "")).toMatch(/^SUMMARY:.*Lycée d’État\\; Kaduna\\, Zaria \\\\ Annexe second line/m);
  });

  it("says where the demo is in words when there is no link, and has no URL then", () => {
    const text = buildInvite(inviteInput({ ...state, meetingUrl: null, location: "Online, link by e-mail" }));
    expect(parse(text)).toMatchObject({ location: "Online, link by e-mail", url: null });
    expect(text).not.toMatch(/^URL:/m);
  });
});
