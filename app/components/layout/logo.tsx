import { Link } from "~/components/ui/link";
import { useCopy } from "~/lib/locale";
import { cn } from "~/lib/cn";
import { Wordmark } from "./wordmark";

/** The mark of public/favicon.svg: three columns and an ochre dot, drawn with the theme's colours. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="7" fill="var(--color-brand-700)" />
      <path d="M9 23V9h3v14zm5.5 0V9h3v14zM20 23V13h3v10z" fill="#fff" />
      <circle cx="21.5" cy="9.5" r="1.9" fill="var(--color-accent-400)" />
    </svg>
  );
}

/** Mark and wordmark, linking home. `tone` follows the background it sits on. */
export function Logo({
  tone = "onLight",
  className,
  wordmarkClassName,
}: {
  tone?: "onLight" | "onDark";
  className?: string;
  /** Lets the top bar drop the word (the mark stays, the link keeps its name) where space is short. */
  wordmarkClassName?: string;
}) {
  const navigationLabels = useCopy("navigation").navigationLabels;
  return (
    <Link
      to="/"
      aria-label={navigationLabels.homeLink}
      className={cn(
        "inline-flex items-center gap-2.5 rounded-md text-xl font-bold tracking-tight",
        tone === "onLight" ? "text-brand-900" : "text-white focus-visible:outline-white",
        className,
      )}
    >
      <LogoMark className={tone === "onDark" ? "ring-1 ring-white/25 rounded-[7px]" : undefined} />
      <Wordmark className={wordmarkClassName} />
    </Link>
  );
}
