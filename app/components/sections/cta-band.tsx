import { edition } from "~/content/editions";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/locale";

type CtaLink = { label: string; href: string };

/** The closing call to action of a page: a deep green band with one primary and one secondary link. */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
  className,
}: {
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
  className?: string;
}) {
  const headingId = useId();
  // Long labels (French): between 768 and 1024 px two buttons side by side would overflow, so they stack.
  const stackOnTablet = edition(useLocale()).longLabels ? "md:max-lg:flex-col" : undefined;
  return (
    <section aria-labelledby={headingId} className={cn("bg-brand-900 text-white", className)}>
      <div className="container-page flex flex-col gap-8 py-14 md:flex-row md:items-center md:justify-between md:gap-12 md:py-20">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{text}</p>
        </div>
        <div className={cn("flex flex-col gap-3 sm:flex-row md:shrink-0", stackOnTablet)}>
          <ButtonLink to={primary.href} variant="inverse" size="lg" className="focus-visible:outline-white">
            {primary.label}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          {secondary ? (
            <ButtonLink to={secondary.href} variant="outlineInverse" size="lg" className="focus-visible:outline-white">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
