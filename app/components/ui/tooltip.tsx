import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A hover/focus hint. Delays come from the single Tooltip.Provider in root.tsx (700 ms open, 300 ms
 * skip, SPEC section 9). Radix tooltips never open on touch, so the trigger must carry its own
 * accessible name: a tooltip only repeats it for sighted mouse users.
 */
export function Tooltip({
  content,
  children,
  side = "top",
  tone = "dark",
}: {
  content: ReactNode;
  /** One element that accepts a ref and event handlers (a link or a button). */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  /** "light" for triggers on dark backgrounds, so the tooltip stands out from them. */
  tone?: "dark" | "light";
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            "z-50 rounded-md px-2.5 py-1.5 text-xs font-semibold shadow-md transition-opacity duration-150 starting:opacity-0",
            tone === "dark" ? "bg-ink text-white" : "bg-white text-ink",
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className={tone === "dark" ? "fill-ink" : "fill-white"} width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
