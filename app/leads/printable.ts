// Stored text printed for a person (the leads CLI in a terminal, CSV cells, e-mails to the sales
// team, the console): every character that could act instead of being read is shown as a visible
// escape, "\u001B" for ESC. The forms refuse these characters now (app/guards/text-normalisation.ts), but
// rows stored before, or by another way in, must not clear a screen, plant a link or reorder a line.

/* eslint-disable no-control-regex -- block comments: Prettier may break these lines */
const acting =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029\u061C]/g;
const actingOrBreak = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029\u061C]/g;
/* eslint-enable no-control-regex */

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * The text with every control, bidi and separator character written as a visible escape. A
 * multiline text keeps its line breaks and tabs; a single line escapes them too.
 */
export function printable(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  if (!multiline) return text.replace(actingOrBreak, escape);
  return text.replace(acting, escape);
}

/** JSON text with the characters JSON.stringify leaves raw (C1, bidi, separators) as JSON escapes: the data is unchanged. */
export function printableJson(json: string): string {
  return json.replace(acting, escape);
}

/**
 * A stored row as the console shows it: every text value printable, the message (and a note's
 * body) keeping its line breaks. React escapes markup, but a bidi override would still reorder a
 * row of the inbox and a control character would still reach a copy-paste (issue #14).
 */
export function printableRow<T extends object>(row: T, multiline: readonly string[] = ["message", "body"]): T {
  const shown = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(shown))
    if (typeof value === "string") shown[key] = printable(value, { multiline: multiline.includes(key) });
  return shown as T;
}
