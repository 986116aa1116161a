import { hook } from "../contract";

// A form field's error, between field.tsx (FieldError, rendered persistent and hidden while empty)
// and the page scripts that show the server's schema messages in place (app/enhance/field-errors.ts).
export const fieldContract = {
  /** The text of the message, inside the error element; the rest of it (the icon) stays. */
  message: hook("data-field-error-message"),
} as const;

/** The id of a field's error element, which the control's aria-describedby names when it shows. */
export function errorId(id: string): string {
  return `${id}-error`;
}
