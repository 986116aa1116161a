import { CircleAlert } from "lucide-react";
import { mark } from "../contract";
import { errorId, fieldContract } from "./field.contract";
import { FieldFrame, type FieldFrameProps } from "./field-frame";

/** The look shared by inputs, selects and textareas; red border when aria-invalid. */
export const controlClass =
  "block w-full rounded-md border border-field bg-white px-3 text-base text-ink shadow-none transition-colors placeholder:text-muted hover:border-muted focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700 aria-invalid:hover:border-red-800";

export { errorId };

/**
 * Label (with an asterisk when required, hidden from screen readers, which hear `required` instead),
 * control, optional hint and the error text, tied to the control with aria-describedby. The frame
 * is FieldFrame (./field-frame.tsx), shared with the sales console's variant.
 */
export function Field({
  persistentError = false,
  ...props
}: Omit<FieldFrameProps, "variant" | "errorElement"> & {
  /** Render the error element even when empty (hidden), for a script to fill. */
  persistentError?: boolean;
}) {
  return (
    <FieldFrame
      {...props}
      variant="public"
      errorElement={<FieldError id={errorId(props.id)} message={props.error} persistent={persistentError} />}
    />
  );
}

export function FieldError({
  id,
  message,
  persistent = false,
  ...data
}: {
  id: string;
  /** Words in the page's edition (a form says its schema's message keys first: form-messages.tsx). */
  message?: string;
  /** Rendered hidden while empty, for a script to fill (the newsletter box, the demo form). */
  persistent?: boolean;
} & { [attribute: `data-${string}`]: string }) {
  if (!message && !persistent) return null;
  return (
    <p id={id} hidden={!message} {...data} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span {...mark(fieldContract.message)}>{message}</span>
    </p>
  );
}
