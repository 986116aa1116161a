// The forms' messages in the page's language, for the page scripts (issues #19, #29). The shared
// schemas answer message keys ("demo.firstName.required", app/leads/form-message-keys.ts); every
// public page renders this map (key → the page's words) as JSON, and app/enhance/field-errors.ts
// shows the page's words (ADR 036).
export const formMessagesContract = {
  /** On a `<script type="application/json">` holding a Record<string, string>. */
  root: "data-form-messages",
} as const;

/** The page's wording of a message key, from the parsed map (what was given, already words, where the map has none). */
export function pageMessage(map: Readonly<Record<string, string>> | undefined, message: string): string {
  return map?.[message] ?? message;
}
