import { ArrowRight, Headset, ShieldCheck, Timer } from "lucide-react";
import { Link } from "~/components/ui/link";
import { CtaBand } from "~/components/sections/cta-band";
import { HomeHero } from "~/components/sections/home-hero";
import { ModuleGrid } from "~/components/sections/module-grid";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomeCapability } from "~/content/home";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";
import { copyAt, useCopy } from "~/lib/locale";
import { localeOfPath } from "~/content/locale";

export const meta: Route.MetaFunction = ({ location }) => {
  const homePage = copyAt(location.pathname, "home").homePage;
  return pageMeta({
    title: homePage.metaTitle,
    description: homePage.metaDescription,
    path: "/",
    locale: localeOfPath(location.pathname),
  });
};

const capabilityIcons = { permissions: ShieldCheck, implementation: Timer, support: Headset } satisfies Record<
  HomeCapability["icon"],
  unknown
>;

export default function Home() {
  const homePage = useCopy("home").homePage;
  const moduleSummaries = useCopy("modules").moduleSummaries;
  return (
    <>
      <HomeHero />
      <ModuleGrid modules={moduleSummaries} copy={homePage.modules} />
      <WhyIlimi />
      <CtaBand {...homePage.closing} />
    </>
  );
}

/** Why Ilimi: the qualitative claims of SPEC section 1 (permissions, SSO, weeks, 24/7), no figures added. */
function WhyIlimi() {
  const homePage = useCopy("home").homePage;
  const { why } = homePage;
  return (
    <section aria-labelledby="why-ilimi" className="bg-white">
      <div className="container-page py-14 md:py-24">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between md:gap-12">
          <SectionHeading id="why-ilimi" eyebrow={why.eyebrow} title={why.title} lead={why.lead} />
          <Link
            to={why.link.href}
            className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline md:self-auto md:pb-1"
          >
            {why.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {/* Three rows per item (icon, title, text) in a subgrid, so the texts start on one line. */}
        <ul className="mt-12 grid gap-x-8 gap-y-10 md:grid-cols-3">
          {why.items.map((item) => {
            const Icon = capabilityIcons[item.icon];
            return (
              <li
                key={item.icon}
                className="row-span-3 grid grid-rows-subgrid gap-y-0 border-t-2 border-brand-700 pt-6"
              >
                <Icon aria-hidden="true" strokeWidth={1.75} className="size-7 text-brand-700" />
                <h3 className="mt-4 text-xl font-semibold text-ink">{item.title}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{item.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
