import { ArrowRight, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { StatList } from "~/components/sections/stat-list";
import type { ClaimId } from "~/content/claims";
import { phoneHref } from "~/content/site";
import { PhoneHours } from "~/components/sections/phone-hours";
import { useCopy } from "~/lib/locale";

/**
 * How support reaches an institution: the support figures from claims.ts, then the ways to reach
 * the team (phone with its hours, email with the reply promise, the office).
 */
export function SupportPanel({
  claims,
  labels,
  children,
}: {
  claims: readonly ClaimId[];
  /** The section's heading, set above the figures. */
  children: ReactNode;
  labels: {
    figuresLabel: string;
    channelsTitle: string;
    phoneLabel: string;
    emailLabel: string;
    officeLabel: string;
    emailNote: string;
    contactLink: { label: string; href: string };
  };
}) {
  const site = useCopy("site").site;
  return (
    <div className="grid gap-10 lg:grid-cols-12 lg:items-center lg:gap-12">
      <div className="lg:col-span-6">
        {children}
        <StatList ids={claims} label={labels.figuresLabel} highlight={claims[0]} className="mt-10 md:grid-cols-2" />
      </div>
      <div className="rounded-card border border-line bg-white p-6 shadow-sm md:p-8 lg:col-span-6">
        <h3 className="text-lg font-semibold text-ink">{labels.channelsTitle}</h3>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2">
          <Channel icon={<Phone />} term={labels.phoneLabel}>
            <a href={phoneHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {site.phone}
            </a>
            <span className="block text-sm text-muted">
              <PhoneHours />
            </span>
          </Channel>
          <Channel icon={<Mail />} term={labels.emailLabel}>
            <a
              href={`mailto:${site.email}`}
              className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {site.email}
            </a>
            <span className="block text-sm text-muted">{labels.emailNote}</span>
          </Channel>
          <Channel icon={<MapPin />} term={labels.officeLabel}>
            <span className="font-semibold text-ink">{site.office.label}</span>
          </Channel>
        </dl>
        <Link
          to={labels.contactLink.href}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {labels.contactLink.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

function Channel({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted [&_svg]:size-4 [&_svg]:text-brand-700">
        <span aria-hidden="true">{icon}</span>
        {term}
      </dt>
      <dd className="mt-1.5 space-y-1">{children}</dd>
    </div>
  );
}
