import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

export type LinkCard = { href: string; title: string; text: string; linkLabel: string };

/**
 * Cards that each lead to a page (the industries and company overviews). The whole card is one
 * link, named by its heading, so keyboard and screen-reader users meet one stop per card.
 */
export function LinkCardGrid({
  cards,
  label,
  className,
}: {
  cards: readonly LinkCard[];
  label: string;
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        cards.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        className,
      )}
    >
      {cards.map((card) => (
        <li key={card.href} className="flex">
          <Link
            to={card.href}
            className="group flex w-full flex-col rounded-card border border-line bg-white p-6 transition-colors duration-150 hover:border-brand-700"
          >
            <h3 className="text-xl font-semibold text-ink group-hover:text-brand-800">{card.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{card.text}</p>
            <span
              aria-hidden="true"
              className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
            >
              {card.linkLabel}
              <ArrowRight className="size-4 transition-transform duration-150 group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
