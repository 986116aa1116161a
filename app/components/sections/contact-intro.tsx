import { CircleCheck, Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { phoneHref } from "~/content/site";
import { cn } from "~/lib/cn";
import { PhoneHours } from "~/components/sections/phone-hours";
import { useCopy } from "~/lib/locale";

/** The contact page's opening: what the page is for, and the 24-hour promise. */
export function ContactIntro({ className }: { className?: string }) {
  const contactPage = useCopy("contact").contactPage;
  return (
    <div className={className}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{contactPage.title}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink md:text-5xl">{contactPage.heading}</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">{contactPage.intro}</p>
      <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-accent-50 px-4 py-2 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {contactPage.replyPromise}
      </p>
    </div>
  );
}

/** What happens after the form, and how to reach a person instead. */
export function ContactDetails({ className }: { className?: string }) {
  const contactPage = useCopy("contact").contactPage;
  const site = useCopy("site").site;
  const { colon } = useCopy("layout").layoutCopy;
  return (
    <div className={cn("flex flex-col gap-8", className)}>
      <div>
        <h2 className="text-lg font-semibold text-ink">{contactPage.expectationsHeading}</h2>
        <ul className="mt-4 flex flex-col gap-3">
          {contactPage.expectations.map((item) => (
            <li key={item} className="flex gap-3 text-base leading-relaxed text-ink-soft">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="rounded-card border border-line bg-white p-6">
        <h2 className="text-lg font-semibold text-ink">{contactPage.details.heading}</h2>
        <dl className="mt-4 flex flex-col gap-4">
          <Detail icon={<MapPin />} term={contactPage.details.office}>
            {site.office.label}
          </Detail>
          <Detail icon={<Phone />} term={contactPage.details.phone}>
            <a
              href={phoneHref()}
              className="font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {site.phone}
            </a>
            <span className="block text-sm text-muted">
              {contactPage.details.phoneHours}
              {colon}
              <PhoneHours />
            </span>
          </Detail>
          <Detail icon={<Mail />} term={contactPage.details.email}>
            <a
              href={`mailto:${site.email}`}
              className="font-medium break-all text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {site.email}
            </a>
          </Detail>
        </dl>
      </div>
    </div>
  );
}

/** dl > div > (dt, dd), as HTML requires; the icon belongs to the term. */
function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 ps-12">
      <dt className="text-sm text-muted">
        <span
          aria-hidden="true"
          className="absolute top-0 start-0 flex size-9 items-center justify-center rounded-md bg-brand-50 text-brand-700 [&_svg]:size-4"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="text-base text-ink">{children}</dd>
    </div>
  );
}
