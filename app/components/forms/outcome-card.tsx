import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  ask: { icon: MailCheck, className: "bg-brand-50 text-brand-700" },
  success: { icon: CircleCheck, className: "bg-brand-50 text-brand-700" },
  problem: { icon: CircleAlert, className: "bg-accent-50 text-accent-700" },
} as const;

/** The small pages the newsletter emails link to: one clear outcome, and what to do next. */
export function OutcomeCard({
  tone,
  heading,
  body,
  children,
}: {
  tone: keyof typeof tones;
  heading: string;
  body: string;
  children?: ReactNode;
}) {
  const Icon = tones[tone].icon;
  return (
    <section className="bg-surface">
      <div className="container-page py-12 md:py-20">
        <div className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-card border border-line bg-white p-6 shadow-sm md:p-10">
          <span
            aria-hidden="true"
            className={cn("flex size-12 items-center justify-center rounded-full", tones[tone].className)}
          >
            <Icon className="size-6" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{heading}</h1>
          <p className="text-base leading-relaxed text-ink-soft">{body}</p>
          {children ? <div className="mt-2 w-full">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
