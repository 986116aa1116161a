// The forms' messages in the page's language, for the page scripts (issue #19). The shared schemas
// word their messages from the English content; on a French page the server renders this map
// (English message → the page's) as JSON, and app/enhance/field-errors.ts shows the page's words.
export const formMessagesContract = {
  /** On a `<script type="application/json">` holding a Record<string, string>. */
  root: "data-form-messages",
} as const;

/** The page's wording of a message, from the parsed map (the message itself where the map has none). */
export function pageMessage(map: Readonly<Record<string, string>> | undefined, message: string): string {
  return map?.[message] ?? message;
}
