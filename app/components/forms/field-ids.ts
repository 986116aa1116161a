// Shared with the page script (app/enhance/), which must not pull in React components.

/** The id of a field's error message, for aria-describedby. */
export function errorId(id: string): string {
  return `${id}-error`;
}
