// One normalisation for every stored text field (issue #14), run by the forms' zod schemas in the
// browser and on the server alike: no server code here. A value is put in Unicode NFC (so "é"
// typed two ways is one name), a value of only invisible characters is empty, and characters that
// can rewrite a terminal line or reorder text are refused at the field, with a message saying so.
// What is already stored from before is escaped where it is printed (./printable.ts).

/** Zero-width and other invisible characters: a value of only these (and spaces) is empty. */
const invisible =
  "\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u3164\\uFEFF\\uFFA0";
// Each listed character stands alone here (the class is tested character by character).
// eslint-disable-next-line no-misleading-character-class
const onlyInvisible = new RegExp(`^[\\s${invisible}]*$`);

/**
 * Control characters (C0 but tab and line feed, DEL, C1: ESC sequences, backspace, bell, OSC...),
 * bidirectional embeddings, overrides and isolates, and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex
const controlOrBidi = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const tab = /\u0009/;

/** NFC, and "" for a value that shows nothing. Trimming stays with each schema. */
export function normaliseText(value: string): string {
  return onlyInvisible.test(value) ? "" : value.normalize("NFC");
}

/**
 * True when the value holds no character that can act on a terminal or reorder a line. Line
 * breaks are judged by each field (a single line refuses them with its own message; a message
 * keeps them), and a tab is allowed only where line breaks are.
 */
export function isPrintableText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  const withoutBreaks = value.replace(/\r\n?|\n/g, "");
  return !controlOrBidi.test(withoutBreaks) && (multiline || !tab.test(withoutBreaks));
}

/** RFC 5321 section 4.5.3.1: 64 octets before the @, 255 after, 254 for the whole path. */
export const emailLengthLimits = { localPart: 64, domain: 255, address: 254 } as const;

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Which RFC 5321 length an address exceeds, if any (counted in UTF-8 octets, as SMTP does). */
export function emailLengthProblem(email: string): "address" | "localPart" | "domain" | null {
  if (octets(email) > emailLengthLimits.address) return "address";
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  if (octets(email.slice(0, at)) > emailLengthLimits.localPart) return "localPart";
  if (octets(email.slice(at + 1)) > emailLengthLimits.domain) return "domain";
  return null;
}
