import { LoaderCircle } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * A form's submit button with a pending look, which the page script drives through data-pending
 * (app/enhance/pending-button.ts: never flickers). Both labels share one grid cell, so the button
 * is as wide as the longer one and nothing beside it moves.
 */
export function SubmitButton({
  pendingLabel,
  children,
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, "type"> & { pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" className={cn("group", className)} {...props}>
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
