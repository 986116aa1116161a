import { CircleCheck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/pricing";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { PageHero } from "~/components/sections/page-hero";
import { PlanCards } from "~/components/sections/plan-cards";
import { PlanComparison } from "~/components/sections/plan-comparison";
import { SavingsEstimator } from "~/components/sections/savings-estimator";
import { SectionHeading } from "~/components/ui/section-heading";
import { estimatorFieldOrder } from "~/content/savings-estimator";
import { copyAt, useCopy } from "~/lib/locale";
import { edition } from "~/content/editions";
import { localeOfPath } from "~/content/locale";
import { pageMeta } from "~/lib/meta";
import { evaluateEstimate, valuesFrom } from "~/estimator/savings-estimate";
import { savingsEstimatorPage } from "~/lib/page-handle";
import { currencyFrom } from "~/estimator/money";
import { nairaRateOf } from "~/env.server";
import { configOf } from "~/runtime/context.server";

// The savings estimator recalculates as the visitor types, by a script of its own (ADR 010): this
// page does not run React in the browser.
export const handle = savingsEstimatorPage;

export const meta: Route.MetaFunction = ({ location }) => {
  const page = copyAt(location.pathname, "pricing").pricingPage;
  return pageMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/pricing",
    locale: localeOfPath(location.pathname),
  });
};

// /pricing itself is prerendered (empty estimator). /pricing?students=..&staff=..&fees=.. is the
// estimator's GET form without JavaScript: the server validates the figures and renders the answer;
// invalid figures answer 400 with the visitor's input kept and one message per field.
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const values = valuesFrom(params);
  const submitted = estimatorFieldOrder.some((name) => params.has(name));
  const locale = localeOfPath(new URL(request.url).pathname);
  const outcome = evaluateEstimate(values, edition(locale).numberStyle);
  // The naira rate is the operator's (ILIMI_NGN_PER_EUR), read here at request time and when the
  // page is prerendered: set it before building, like the contact details (README).
  return data(
    { values, submitted, currency: currencyFrom(params.get("currency"), locale), rate: nairaRateOf(configOf(context)) },
    { status: outcome.status === "invalid" && submitted ? 400 : 200 },
  );
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const page = useCopy("pricing").pricingPage;
  const estimator = useCopy("savings-estimator").savingsEstimatorCopy;
  const { plans, comparison, everyPlanIncludes } = useCopy("pricing");
  const { hero, plans: plansCopy, comparison: comparisonCopy, faq, cta } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
      />

      <section id={plansCopy.id} aria-labelledby={`${plansCopy.id}-heading`} className="py-12 md:py-20 lg:py-24">
        <div className="container-page">
          <SectionHeading
            id={`${plansCopy.id}-heading`}
            eyebrow={plansCopy.eyebrow}
            title={plansCopy.title}
            lead={plansCopy.lead}
          />
          <div className="mt-10 rounded-card border border-line bg-brand-50/60 p-6 md:mt-12 md:p-8">
            <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{plansCopy.everyPlanTitle}</h3>
            <ul className="mt-4 grid gap-x-8 gap-y-3 md:grid-cols-2">
              {everyPlanIncludes.map((item) => (
                <li key={item} className="flex gap-3 text-ink">
                  <CircleCheck
                    strokeWidth={1.75}
                    aria-hidden="true"
                    focusable="false"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <PlanCards plans={plans} labels={plansCopy} className="mt-8" />
        </div>
      </section>

      <section
        id={comparisonCopy.id}
        aria-labelledby={`${comparisonCopy.id}-heading`}
        className="border-t border-line bg-surface py-12 md:py-20 lg:py-24"
      >
        <div className="container-page">
          <SectionHeading
            id={`${comparisonCopy.id}-heading`}
            eyebrow={comparisonCopy.eyebrow}
            title={comparisonCopy.title}
          />
          <PlanComparison plans={plans} rows={comparison} labels={comparisonCopy} className="mt-10 md:mt-12" />
        </div>
      </section>

      <section
        id={estimator.id}
        aria-labelledby={`${estimator.id}-heading`}
        className="border-t border-line bg-brand-50/60 py-12 md:py-20 lg:py-24"
      >
        <div className="container-page">
          <SectionHeading
            id={`${estimator.id}-heading`}
            eyebrow={estimator.eyebrow}
            title={estimator.title}
            lead={estimator.lead}
          />
          <div className="mt-10 md:mt-12">
            <SavingsEstimator
              initialValues={loaderData.values}
              submitted={loaderData.submitted}
              currency={loaderData.currency}
              rate={loaderData.rate}
            />
          </div>
          <div className="mt-10 rounded-card border border-line bg-white p-6 md:p-8">
            <h3 className="text-lg font-semibold text-ink">{estimator.assumptions.heading}</h3>
            <p className="mt-2 max-w-3xl leading-relaxed text-ink-soft">{estimator.assumptions.note}</p>
            <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
              {estimator.assumptions.items.map((item) => (
                <div key={item.term} className="border-s-2 border-line-strong ps-4">
                  <dt className="text-sm text-muted">{item.term}</dt>
                  <dd className="mt-0.5 font-semibold text-ink">{item.value}</dd>
                  <dd className="mt-1 text-sm leading-relaxed text-ink-soft">{item.detail}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section
        id={faq.id}
        aria-labelledby={`${faq.id}-heading`}
        className="border-t border-line py-12 md:py-20 lg:py-24"
      >
        <div className="container-page grid gap-10 lg:grid-cols-12">
          <SectionHeading id={`${faq.id}-heading`} eyebrow={faq.eyebrow} title={faq.title} className="lg:col-span-4" />
          <FaqList items={faq.items} className="lg:col-span-8" />
        </div>
      </section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
