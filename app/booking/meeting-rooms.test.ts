import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMeetingUrl, isGeneratedRoom, meetingLinkFor, newJitsiRoom } from "./meeting-rooms";

// A meeting link for every booking (ADR 040): fresh rooms nobody can guess, a presenter's own
// room checked before it is stored, and which link a booking keeps when it moves.

describe("a fresh Jitsi Meet room", () => {
  it("has 24 random base32 characters after 'Ilimi-' on the configured instance, new each time", () => {
    const rooms = Array.from({ length: 200 }, () => newJitsiRoom("https://meet.jit.si/"));
    for (const room of rooms) {
      expect(room).toMatch(/^https:\/\/meet\.jit\.si\/Ilimi-[A-Z2-7]{24}$/);
      expect(isGeneratedRoom(room)).toBe(true);
    }
    expect(new Set(rooms).size).toBe(rooms.length);
  });
});

describe("a presenter's own room", () => {
  it("is accepted on Google Meet, Zoom (any company subdomain), Teams and Jitsi, trimmed", () => {
    for (const url of [
      "https://meet.google.com/abc-defg-hij",
      " https://us02web.zoom.us/j/81234567890?pwd=abc ",
      "https://zoom.us/j/123",
      "https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0",
      "https://meet.jit.si/ada-room",
    ]) {
      const checked = checkMeetingUrl(url);
      expect(checked, url).toMatchObject({ ok: true });
      expect(checked.ok && checked.url).toBe(new URL(url.trim()).href);
    }
  });

  it("is cleared by an empty field", () => {
    expect(checkMeetingUrl("   ")).toEqual({ ok: true, url: null });
  });

  it("is refused, naming why, for scripts, plain http, other hosts, home pages, spaces, credentials and 5 KB", () => {
    const cases: [string, string][] = [
      ["javascript:alert(1)", "notHttps"],
      ["JaVaScRiPt:alert(document.cookie)", "notHttps"],
      ["data:text/html,<script>x</script>", "notHttps"],
      ["http://meet.google.com/abc-defg-hij", "notHttps"],
      ["meet.google.com/abc-defg-hij", "malformed"],
      ["https://meet.google.com/abc defg", "malformed"],
      ["https://meet.google.com/abc\tdefg", "malformed"],
      ["https://ada:secret@meet.google.com/abc", "malformed"],
      ["https://meet.google.com:8443/abc", "malformed"],
      ["https://evil.example/meet.google.com/abc", "unknownHost"],
      ["https://meet.google.com.evil.example/abc", "unknownHost"],
      ["https://notzoom.us/j/1", "unknownHost"],
      ["https://calendar.google.com/calendar/ical/x/private-y/basic.ics", "unknownHost"],
      ["https://meet.google.com/", "noRoom"],
      [`https://meet.google.com/${"a".repeat(5 * 1024)}`, "tooLong"],
    ];
    for (const [url, problem] of cases) expect(checkMeetingUrl(url), url.slice(0, 60)).toEqual({ ok: false, problem });
  });

  it("accepts the operator's own Jitsi instance when told its host", () => {
    expect(checkMeetingUrl("https://jitsi.school.example/room")).toEqual({ ok: false, problem: "unknownHost" });
    expect(checkMeetingUrl("https://jitsi.school.example/room", ["jitsi.school.example"])).toMatchObject({ ok: true });
  });

  it("never throws and never stores anything but an https address on a known host, whatever is typed", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 600 }),
          fc.webUrl(),
          fc.constantFrom("https://meet.google.com/", "https://zoom.us/j/").chain((p) => fc.string().map((s) => p + s)),
        ),
        (text) => {
          const checked = checkMeetingUrl(text);
          if (checked.ok && checked.url) expect(new URL(checked.url).protocol).toBe("https:");
        },
      ),
    );
  });
});

describe("which link a booking keeps", () => {
  const fresh = () => "https://meet.jit.si/Ilimi-FRESHFRESHFRESHFRESHFRES";
  const generated = "https://meet.jit.si/Ilimi-ABCDEFGHIJKLMNOPQRSTUVWX";
  const adaRoom = "https://meet.google.com/ada-room-one";
  const bolaRoom = "https://zoom.us/j/999";

  it("a new booking takes its presenter's own room, else a fresh one", () => {
    expect(meetingLinkFor({ presenterId: "ada", presenterRoom: adaRoom, before: null, fresh })).toBe(adaRoom);
    expect(meetingLinkFor({ presenterId: "bola", presenterRoom: null, before: null, fresh })).toBe(fresh());
    expect(meetingLinkFor({ presenterId: null, presenterRoom: null, before: null, fresh: () => null })).toBeNull();
  });

  it("a reschedule with the same presenter keeps the same link, even if they changed their room since", () => {
    expect(
      meetingLinkFor({
        presenterId: "ada",
        presenterRoom: "https://meet.google.com/ada-new",
        before: { url: adaRoom, presenterId: "ada" },
        fresh,
      }),
    ).toBe(adaRoom);
    expect(
      meetingLinkFor({
        presenterId: "bola",
        presenterRoom: null,
        before: { url: generated, presenterId: "bola" },
        fresh,
      }),
    ).toBe(generated);
  });

  it("another presenter with a room of their own gives theirs; without one, a made room stays and someone else's own room is replaced", () => {
    expect(
      meetingLinkFor({
        presenterId: "bola",
        presenterRoom: bolaRoom,
        before: { url: generated, presenterId: "ada" },
        fresh,
      }),
    ).toBe(bolaRoom);
    expect(
      meetingLinkFor({
        presenterId: "bola",
        presenterRoom: null,
        before: { url: generated, presenterId: "ada" },
        fresh,
      }),
    ).toBe(generated);
    expect(
      meetingLinkFor({ presenterId: "bola", presenterRoom: null, before: { url: adaRoom, presenterId: "ada" }, fresh }),
    ).toBe(fresh());
  });
});
