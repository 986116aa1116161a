import { LoaderCircle } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useDelayedPending } from "./use-delayed-pending";

/**
 * A form's submit button with a pending state that never flickers (spinner after 150 ms, kept at
 * least 500 ms). Both labels share one grid cell, so the button is as wide as the longer one and
 * nothing beside it moves. While pending it stays focusable; the forms ignore a second submit.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, "type"> & { pending: boolean; pendingLabel: string; children: ReactNode }) {
  const showPending = useDelayedPending(pending);
  return (
    <Button type="submit" aria-disabled={pending || undefined} data-pending={showPending || undefined} {...props}>
      <span className="grid place-items-center">
        <span className={showPending ? "invisible col-start-1 row-start-1" : "col-start-1 row-start-1"}>{children}</span>
        <span className={showPending ? "col-start-1 row-start-1 inline-flex items-center gap-2" : "invisible col-start-1 row-start-1 inline-flex items-center gap-2"}>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </span>
      </span>
    </Button>
  );
}
