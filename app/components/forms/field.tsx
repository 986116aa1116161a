import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { mark } from "../contract";
import { errorId, fieldContract } from "./field.contract";

/** What a Field hands its control: the accessibility wiring, done once. */
export type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** The look shared by inputs, selects and textareas; red border when aria-invalid. */
export const controlClass =
  "block w-full rounded-md border border-field bg-white px-3 text-base text-ink shadow-none transition-colors placeholder:text-muted hover:border-muted focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700 aria-invalid:hover:border-red-800";

export { errorId };

/**
 * Label (with an asterisk when required, hidden from screen readers, which hear `required` instead),
 * control, optional hint and the error text, tied to the control with aria-describedby.
 */
export function Field({
  id,
  name,
  label,
  required = false,
  optionalLabel,
  hint,
  error,
  persistentError = false,
  className,
  variant = "public",
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Shown after an optional field's label, e.g. "optional". */
  optionalLabel?: string;
  hint?: ReactNode;
  error?: string;
  /** Render the error element even when empty (hidden), for a script to fill. */
  persistentError?: boolean;
  className?: string;
  /** "console": the sales console's denser spacing and no asterisk (its forms mark nothing optional); its controls bring their own class. */
  variant?: "public" | "console";
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col", variant === "console" ? "gap-1" : "gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && variant === "public" ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : optionalLabel ? (
          <span className="ms-1 font-normal text-muted">({optionalLabel})</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        required: required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      <FieldError id={errorId(id)} message={error} persistent={persistentError} />
    </div>
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
