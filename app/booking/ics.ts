// The calendar invitation (RFC 5545, iTIP RFC 5546) a booking sends and offers for download.
// UTC times (no VTIMEZONE needed), a stable UID per booking, SEQUENCE raised on every change,
// METHOD:REQUEST for a booking or a new time and METHOD:CANCEL with the same UID to remove it.

export type InviteInput = {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  start: string;
  end: string;
  /** When this version of the event was made. */
  stamp: string;
  summary: string;
  description: string;
  location: string;
  /** The meeting link (ADR 040): a URI value, not TEXT, so it is not escaped; it may hold no control character. */
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** The invitation's alarm: the calendar reminds its owner an hour before the demo (RFC 5545 duration). */
const ALARM_TRIGGER = "-PT1H";

function icsTime(iso: string): string {
  return iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped; control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, "")
  );
}

/** A parameter value (CN=...): quoted, and a quote cannot be escaped in iCalendar, so it goes. */
function paramText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "").slice(0, 200)}"`;
}

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function buildInvite(input: InviteInput): string {
  const cancelled = input.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Ilimi//Demo booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    "BEGIN:VEVENT",
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icsTime(input.stamp)}`,
    `DTSTART:${icsTime(input.start)}`,
    `DTEND:${icsTime(input.end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `LOCATION:${escapeText(input.location)}`,
    // eslint-disable-next-line no-control-regex
    ...(input.url ? [`URL:${input.url.replace(/[\u0000-\u0020\u007f]/g, "")}`] : []),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    `ORGANIZER;CN=${paramText(input.organizer.name)}:mailto:${input.organizer.email}`,
    `ATTENDEE;CN=${paramText(input.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${input.attendee.email}`,
    // The calendar's own reminder, an hour before, besides ours (ADR 041); a cancellation needs none.
    ...(cancelled
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `TRIGGER:${ALARM_TRIGGER}`,
          `DESCRIPTION:${escapeText(input.summary)}`,
          "END:VALARM",
        ]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
