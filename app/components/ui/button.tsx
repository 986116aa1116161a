import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        secondary: "border border-line-strong bg-white text-ink hover:border-brand-700 hover:text-brand-800",
        ghost: "text-ink hover:bg-brand-50 hover:text-brand-800",
        inverse: "bg-white text-brand-900 hover:bg-brand-50",
        outlineInverse: "border border-white/60 text-white hover:bg-white/10",
        /** What cannot be taken back (cancelling a booking): red, outlined, never the page's main action. */
        danger: "border border-red-700 bg-white text-red-700 hover:bg-red-50 hover:text-red-800",
        /** Confirming it, once asked. */
        dangerSolid: "bg-red-700 text-white hover:bg-red-800",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-base",
        lg: "h-12 px-6 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ComponentProps<"button"> & ButtonVariants) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button: navigation stays a real link, so it works without JavaScript. */
export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
