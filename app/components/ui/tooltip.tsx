import type { ReactNode } from "react";
import { mark } from "../contract";
import { tooltipContract } from "./tooltip.contract";
import { cn } from "~/lib/cn";

/**
 * A hover/focus hint as plain server markup: the tooltip sits hidden beside its trigger, and
 * app/enhance/tooltips.ts shows it (delays from SPEC section 9 are kept there). Tooltips never open
 * on touch, so the trigger must carry its own accessible name: the tooltip only repeats it for
 * sighted mouse and keyboard users, which is why it is not the trigger's description.
 *
 * Positioned with CSS alone, centred above the trigger; the content must be short (one line).
 */
export function Tooltip({
  content,
  children,
  tone = "dark",
  className,
}: {
  content: ReactNode;
  /** The trigger: one focusable element (a link or a button). */
  children: ReactNode;
  /** "light" for triggers on dark backgrounds, so the tooltip stands out from them. */
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <span {...mark(tooltipContract.root)} className={cn("relative flex w-fit", className)}>
      {children}
      <span
        role="tooltip"
        hidden
        data-state="closed"
        data-side="top"
        className={cn(
          // 11 px above the trigger: 6 px of space plus the 5 px arrow (where Radix put it). The
          // transparent ::before fills that gap, so the pointer can travel from the trigger into the
          // tooltip without leaving it (WCAG 1.4.13, hoverable).
          "absolute bottom-full left-1/2 z-50 mb-[11px] w-max -translate-x-1/2 rounded-md px-2.5 py-1.5 text-xs font-semibold shadow-md",
          "transition-opacity duration-150 starting:opacity-0 before:absolute before:inset-x-0 before:top-full before:h-[11px]",
          tone === "dark" ? "bg-ink text-white" : "bg-white text-ink",
        )}
      >
        {content}
        <svg
          aria-hidden="true"
          width={10}
          height={5}
          viewBox="0 0 30 10"
          preserveAspectRatio="none"
          className={cn("absolute top-full left-1/2 -translate-x-1/2", tone === "dark" ? "fill-ink" : "fill-white")}
        >
          <polygon points="0,0 30,0 15,10" />
        </svg>
      </span>
    </span>
  );
}
