import type { Claim, ClaimId } from "~/content/claims";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";

/**
 * A row of statistics, each set large with a short caption. Takes claim ids, never figures, so a
 * page cannot state a number that claims.ts does not hold (SPEC section 1).
 */
export function StatList({
  ids,
  label,
  highlight,
  tone = "light",
  className,
}: {
  ids: readonly ClaimId[];
  /** Names the list for screen readers, e.g. "Ilimi in figures". */
  label: string;
  /** The one statistic set in the accent colour (DESIGN.md: one highlight per screen). */
  highlight?: ClaimId;
  tone?: "light" | "dark";
  className?: string;
}) {
  const claims = useCopy("claims").claims;
  const dark = tone === "dark";
  return (
    <ul aria-label={label} className={cn("grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-4", className)}>
      {ids.map((id) => {
        const claim: Claim = claims[id];
        const highlighted = id === highlight;
        return (
          <li
            key={id}
            className={cn(
              "border-s-2 ps-4",
              dark ? "border-white/25" : "border-line-strong",
              highlighted && (dark ? "border-accent-400" : "border-accent-500"),
            )}
          >
            <p
              className={cn(
                "text-3xl font-bold tracking-tight tabular-nums first-letter:uppercase md:text-4xl",
                dark ? "text-white" : "text-brand-700",
                highlighted && (dark ? "text-accent-100" : "text-accent-700"),
              )}
            >
              {/* "Up to" belongs to the claim: said before the figure, set smaller. */}
              {claim.qualifier ? (
                <>
                  {/* A real space, or screen readers say "up to60%". */}
                  <span className="align-baseline text-base font-semibold tracking-normal">{claim.qualifier}</span>{" "}
                </>
              ) : null}
              {claim.value}
            </p>
            <p
              className={cn(
                "mt-1 text-sm leading-snug first-letter:uppercase",
                dark ? "text-brand-100" : "text-ink-soft",
              )}
            >
              {claim.label}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
