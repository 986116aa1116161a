import { parseEmail } from "./smtp-sink";

// The parts of a multipart message, flattened: enough to find the text/calendar part nodemailer
// writes for an invitation and the .ics attachment beside it.

export type MimePart = { headers: Record<string, string>; body: string };

export function mimeParts(raw: string): MimePart[] {
  const { headers, text } = parseEmail(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [{ headers, body: text }];
  const split = raw.indexOf("\r\n\r\n");
  const body = raw.slice(split + 4);
  const parts = body.split(`--${boundary}`).slice(1);
  return parts.filter((part) => !part.startsWith("--")).flatMap((part) => mimeParts(part.replace(/^\r\n/, "")));
}

/** The first part whose Content-Type starts with `type` (e.g. "text/calendar"). */
export function partOfType(
  raw: string,
  type: string,
  predicate: (part: MimePart) => boolean = () => true,
): MimePart | undefined {
  return mimeParts(raw).find(
    (part) => (part.headers["content-type"] ?? "").toLowerCase().startsWith(type) && predicate(part),
  );
}
