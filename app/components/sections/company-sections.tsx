import { Check, Inbox, Mail } from "lucide-react";
import { Link } from "~/components/ui/link";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { FactList } from "~/components/sections/fact-list";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { mailtoWithSubject } from "~/content/company";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";

// The bodies of /company/about, /company/careers and /company/partners (the hero and the closing
// call to action are the route's). A mailto link is a plain <a>: it leaves the app.

const section = "py-12 md:py-20 lg:py-24";

export function AboutBody() {
  const { aboutPage, companyFacts, companyOverview } = useCopy("company");
  const { mission, beliefsTitle, beliefs, factsTitle } = aboutPage;
  return (
    <>
      <section aria-labelledby="mission-heading" className={section}>
        <div className="container-page grid gap-10 lg:grid-cols-12">
          <SectionHeading
            id="mission-heading"
            eyebrow={mission.eyebrow}
            title={mission.title}
            className="lg:col-span-5"
          />
          <div className="space-y-5 text-lg leading-relaxed text-ink-soft lg:col-span-7">
            {mission.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="beliefs-heading" className={cn(section, "border-t border-line bg-brand-50/60")}>
        <div className="container-page">
          <SectionHeading id="beliefs-heading" title={beliefsTitle} />
          <BenefitGrid items={beliefs} label={beliefsTitle} variant="cards" className="mt-10 md:mt-12 lg:grid-cols-4" />
        </div>
      </section>
      <section aria-labelledby="facts-heading" className="border-t border-line py-12 md:py-16">
        <div className="container-page">
          <h2 id="facts-heading" className="text-2xl font-bold tracking-tight text-ink">
            {factsTitle}
          </h2>
          <FactList facts={companyFacts} label={companyOverview.factsLabel} className="mt-8" />
        </div>
      </section>
    </>
  );
}

export function CareersBody() {
  const careersPage = useCopy("company").careersPage;
  const { openings, howTitle, steps, privacyNote, privacyLink } = careersPage;
  return (
    <>
      <section aria-labelledby="openings-heading" className={section}>
        <div className="container-page">
          <SectionHeading id="openings-heading" title={openings.title} />
          <div className="mt-8 flex flex-col gap-6 rounded-card border border-dashed border-line-strong bg-surface p-6 md:flex-row md:items-center md:justify-between md:p-8">
            <div className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700">
                <Inbox strokeWidth={1.75} aria-hidden="true" focusable="false" className="size-6" />
              </span>
              <div className="max-w-2xl">
                <h3 className="text-xl font-semibold text-ink">{openings.emptyTitle}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{openings.emptyText}</p>
              </div>
            </div>
            <a
              href={mailtoWithSubject(openings.subject)}
              className={cn(buttonVariants({ size: "lg" }), "self-start md:self-auto md:shrink-0")}
            >
              <Mail aria-hidden="true" />
              {openings.applyLabel}
            </a>
          </div>
        </div>
      </section>
      <section aria-labelledby="apply-heading" className={cn(section, "border-t border-line bg-brand-50/60")}>
        <div className="container-page">
          <SectionHeading id="apply-heading" title={howTitle} />
          <NumberedSteps steps={steps} className="mt-10 md:mt-12" />
          <p className="mt-8 max-w-3xl text-sm leading-relaxed text-ink-soft">
            {privacyNote}{" "}
            <Link
              to={privacyLink.href}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {privacyLink.label}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

export function PartnersBody() {
  const partnersPage = useCopy("company").partnersPage;
  const { typesTitle, types, providesTitle, provides, howTitle, steps, contact } = partnersPage;
  return (
    <>
      <section aria-labelledby="types-heading" className={section}>
        <div className="container-page">
          <SectionHeading id="types-heading" title={typesTitle} />
          <ul className="mt-10 grid gap-6 md:mt-12 md:grid-cols-2">
            {types.map((type) => (
              <li key={type.title} className="rounded-card border border-line bg-white p-6 md:p-8">
                <h3 className="text-xl font-semibold text-ink">{type.title}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{type.text}</p>
                <p className="mt-4 border-t border-line pt-4 text-sm font-medium text-brand-800">{type.fits}</p>
              </li>
            ))}
          </ul>
          <h3 className="mt-12 text-lg font-semibold text-ink">{providesTitle}</h3>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {provides.map((item) => (
              <li key={item} className="flex gap-3 text-ink-soft">
                <Check
                  strokeWidth={2}
                  aria-hidden="true"
                  focusable="false"
                  className="mt-1 size-4 shrink-0 text-brand-700"
                />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="become-heading" className={cn(section, "border-t border-line bg-brand-50/60")}>
        <div className="container-page">
          <SectionHeading id="become-heading" title={howTitle} />
          <NumberedSteps steps={steps} className="mt-10 md:mt-12" />
          <a href={mailtoWithSubject(contact.subject)} className={cn(buttonVariants({ size: "lg" }), "mt-10")}>
            <Mail aria-hidden="true" />
            {contact.label}
          </a>
        </div>
      </section>
    </>
  );
}
