import { z } from "zod";

// A meeting link for every booking (issue #25 item 5, ADR 040), the pure part: a fresh Jitsi Meet
// room with a name nobody can guess, the schema a presenter's own fixed room must pass, and which
// link a booking keeps when it moves or changes presenter. The booking store stores the link.

/** RFC 4648 base32 alphabet: letters and digits a visitor can read aloud, no 0/1/8/9 look-alikes. */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** 24 characters of 5 random bits: 120 bits, not guessable by trying (ADR 040). */
const ROOM_CHARS = 24;
const generatedName = new RegExp(`/Ilimi-[${BASE32}]{${ROOM_CHARS}}$`);

/** A new room on the Jitsi instance at `base` (https://meet.jit.si): works with no account. */
export function newJitsiRoom(base: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(ROOM_CHARS));
  // 256 is a multiple of 32, so each byte modulo 32 is uniform.
  const name = Array.from(bytes, (b) => BASE32[b % 32]).join("");
  return `${base.replace(/\/+$/, "")}/Ilimi-${name}`;
}

/** Whether a link is a room this server made (belongs to no presenter), not someone's own room. */
export function isGeneratedRoom(url: string): boolean {
  return generatedName.test(url);
}

/** The hosts of the services a presenter's fixed room may be on (ADR 040), as a visitor reads them. */
const meetingHosts = ["meet.google.com", "zoom.us", "teams.microsoft.com", "teams.live.com", "meet.jit.si"] as const;

export const MEETING_URL_MAX = 500;

export type MeetingUrlProblem = "tooLong" | "malformed" | "notHttps" | "unknownHost" | "noRoom";

/** Zoom gives every company its own subdomain (acme.zoom.us); the others are one host each. */
function knownHost(host: string, extraHosts: readonly string[]): boolean {
  return [...meetingHosts, ...extraHosts].some(
    (known) => host === known || (known === "zoom.us" && host.endsWith(".zoom.us")),
  );
}

/**
 * A presenter's own room: an https address on a known meeting service, naming a room (not the
 * service's home page), with no user name or password in it. Empty means "no room of my own".
 * `extraHosts`: the operator's own Jitsi instance (MEETING_JITSI_URL). Issues carry the problem's key.
 */
function meetingUrlSchema(extraHosts: readonly string[] = []) {
  return z.string().transform((raw, ctx) => {
    const text = raw.trim();
    if (text === "") return null;
    const fail = (problem: MeetingUrlProblem) => {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    };
    if (text.length > MEETING_URL_MAX) return fail("tooLong");
    // A URL parser would quietly encode a space or drop a tab: an address with one was pasted wrong.
    // eslint-disable-next-line no-control-regex
    if (/[\s\u0000-\u001f\u007f]/.test(text)) return fail("malformed");
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return fail(/^[a-z][a-z0-9+.-]*:/i.test(text) ? "notHttps" : "malformed");
    }
    if (url.protocol !== "https:") return fail("notHttps");
    if (url.username || url.password || url.port) return fail("malformed");
    if (!knownHost(url.hostname.toLowerCase(), extraHosts)) return fail("unknownHost");
    if (url.pathname.replace(/\/+$/, "") === "") return fail("noRoom");
    return url.href;
  });
}

/** Checks a room address: the address as stored (null: none), or the problem's key. */
export function checkMeetingUrl(
  text: string,
  extraHosts: readonly string[] = [],
): { ok: true; url: string | null } | { ok: false; problem: MeetingUrlProblem } {
  const result = meetingUrlSchema(extraHosts).safeParse(text);
  return result.success
    ? { ok: true, url: result.data }
    : { ok: false, problem: result.error.issues[0]!.message as MeetingUrlProblem };
}

export type MeetingLinkRule = {
  /** The presenter the booking has now (null: nobody presents). */
  presenterId: string | null;
  /** That presenter's own fixed room, if they set one. */
  presenterRoom: string | null;
  /** The link and presenter the booking had before this change; null for a new booking. */
  before: { url: string | null; presenterId: string | null } | null;
  /** A fresh room, when one is needed and the provider makes them (null: no provider). */
  fresh: () => string | null;
};

/**
 * The link a booking has after a change (ADR 040): the same presenter keeps the same link (a
 * reschedule never changes it); a presenter with their own room gives theirs; a room this server
 * made stays with the booking; anything else (another presenter's own room) gets a fresh one.
 */
export function meetingLinkFor(rule: MeetingLinkRule): string | null {
  const { before } = rule;
  if (before?.url && before.presenterId === rule.presenterId) return before.url;
  if (rule.presenterRoom) return rule.presenterRoom;
  if (before?.url && isGeneratedRoom(before.url)) return before.url;
  return rule.fresh();
}
