import { Check, TrendingUp } from "lucide-react";
import { StatList } from "~/components/sections/stat-list";
import { ModuleIcon } from "~/components/ui/module-icon";
import { useCopy, useLocale } from "~/lib/locale";
import { claimTextIn } from "~/lib/localized-text";
import type { ModuleDetail as ModuleDetailContent, ModuleSummary } from "~/content/modules";
import { cn } from "~/lib/cn";
import { landingHeadingId, landingSection } from "./section-landing.contract";

type Labels = { featuresTitle: string; benefitsTitle: string };

/**
 * One detailed module of the Modules page: a section whose id is the module's slug, so
 * /modules/<slug> and the in-page index land on it; its figure (if any) comes from claims.ts.
 */
export function ModuleDetail({
  summary,
  detail,
  labels,
  tinted,
}: {
  summary: ModuleSummary;
  detail: ModuleDetailContent;
  labels: Labels;
  /** Alternate sections sit on the off-white background, so long pages keep their rhythm. */
  tinted?: boolean;
}) {
  const locale = useLocale();
  const { colon } = useCopy("layout").layoutCopy;
  const headingId = landingHeadingId(summary.slug);
  return (
    <section
      {...landingSection(summary.slug)}
      className={cn("border-t border-line py-12 md:py-20", tinted ? "bg-surface" : "bg-white")}
    >
      <div className="container-page grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-5">
          <span className="flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">
            <ModuleIcon name={summary.icon} className="size-6" />
          </span>
          <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase">{summary.tagline}</p>
          <h2
            id={headingId}
            tabIndex={-1}
            className="mt-2 text-3xl font-bold tracking-tight text-ink focus:outline-none md:text-4xl"
          >
            {summary.name}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{detail.intro}</p>
          {detail.claim ? (
            <StatList
              ids={[detail.claim]}
              label={`${summary.name}${colon}${claimTextIn(locale, detail.claim)}`}
              highlight={detail.claim}
              className="mt-8 grid-cols-1 md:grid-cols-1"
            />
          ) : null}
        </div>
        <div className="grid gap-4 md:gap-6 lg:col-span-7 lg:self-start">
          <PointList
            title={labels.featuresTitle}
            items={detail.features}
            icon="check"
            headingId={`${summary.slug}-features`}
          />
          <PointList
            title={labels.benefitsTitle}
            items={detail.benefits}
            icon="trend"
            headingId={`${summary.slug}-benefits`}
            tinted
          />
        </div>
      </div>
    </section>
  );
}

function PointList({
  title,
  items,
  icon,
  headingId,
  tinted,
}: {
  title: string;
  items: readonly string[];
  icon: "check" | "trend";
  headingId: string;
  /** Benefits sit on the green tint, so they read apart from the features. */
  tinted?: boolean;
}) {
  const Icon = icon === "check" ? Check : TrendingUp;
  return (
    <div
      className={cn("rounded-card border p-6 md:p-7", tinted ? "border-brand-100 bg-brand-50" : "border-line bg-white")}
    >
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed text-ink-soft">
            <Icon
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
              className="mt-1 size-4 shrink-0 text-brand-700"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
