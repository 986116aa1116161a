import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { errorId } from "./field.contract";

// The one field of the site (ADR 053): label, hint, control and error, wired together once. The
// public forms use it as Field (./field.tsx, with its icon and the page scripts' hooks); the sales
// console as its "console" variant (app/components/console/ui.tsx), denser, without an asterisk,
// and without the icon library, which its first view has no room for (its 150 KB budget).

/** What a Field hands its control: the accessibility wiring, done once. */
type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export type FieldFrameProps = {
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Shown after an optional field's label, e.g. "optional". */
  optionalLabel?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  variant: "public" | "console";
  /** The error's element (its id is errorId(id)), rendered after the control. */
  errorElement: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

export function FieldFrame({
  id,
  name,
  label,
  required = false,
  optionalLabel,
  hint,
  error,
  className,
  variant,
  errorElement,
  children,
}: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(" ");
  return (
    <div className={cn(variant === "console" ? "flex flex-col gap-1" : "flex flex-col gap-1.5", className)}>
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
      {errorElement}
    </div>
  );
}
