import { LoaderCircle } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useDelayedPending } from "./use-delayed-pending";

/**
 * A form's submit button with a pending state that never flickers (pending-timing.ts). Both labels
 * share one grid cell, so the button is as wide as the longer one and nothing beside it moves.
 * While pending it stays focusable; the forms ignore a second submit. The labels follow the
 * button's data-pending, so a script can drive it too (the newsletter box: pass pending={false}).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, "type"> & { pending: boolean; pendingLabel: string; children: ReactNode }) {
  const showPending = useDelayedPending(pending);
  return (
    <Button type="submit" aria-disabled={pending || undefined} data-pending={showPending || undefined} className={cn("group", className)} {...props}>
      <span className="grid place-items-center">
        <span className="col-start-1 row-start-1 group-data-pending:invisible">{children}</span>
        <span className="invisible col-start-1 row-start-1 inline-flex items-center gap-2 group-data-pending:visible">
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </span>
      </span>
    </Button>
  );
}
