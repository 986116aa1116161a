import {
  ChartColumn,
  Clock,
  GraduationCap,
  Headset,
  KeyRound,
  Layers,
  MapPin,
  Rocket,
  ShieldCheck,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import type { SolutionIcon, SolutionPoint } from "~/content/solutions";
import { cn } from "~/lib/cn";

const icons = {
  layers: Layers,
  clock: Clock,
  shield: ShieldCheck,
  chart: ChartColumn,
  users: Users,
  wallet: Wallet,
  graduation: GraduationCap,
  "map-pin": MapPin,
  key: KeyRound,
  rocket: Rocket,
  headset: Headset,
} satisfies Record<SolutionIcon, LucideIcon>;

/**
 * A grid of short points (benefits, differentiators), each an icon, a title and a sentence.
 * "cards" sets each point on a bordered white card (for tinted sections); "plain" separates
 * them with a rule only.
 */
export function BenefitGrid({
  items,
  label,
  variant = "plain",
  className,
}: {
  items: readonly SolutionPoint[];
  /** Names the list for screen readers. */
  label: string;
  variant?: "plain" | "cards";
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", variant === "plain" && "gap-y-10", className)}
    >
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li
            key={item.title}
            className={cn(
              variant === "cards" ? "rounded-card border border-line bg-white p-6" : "border-t border-line pt-6",
            )}
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon strokeWidth={1.75} aria-hidden="true" focusable="false" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
