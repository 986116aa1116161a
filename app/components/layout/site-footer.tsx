import type { ReactNode } from "react";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { phoneHref } from "~/content/site";
import { useCopy } from "~/lib/locale";
import { FooterLegalLine, FooterLinkItems, footerLink } from "./footer-legal-line";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";
import { PhoneHours } from "~/components/sections/phone-hours";

const footerHeading = "text-xs font-semibold tracking-wider text-brand-200 uppercase";

/**
 * The shared footer: a light newsletter band (the form is designed for light backgrounds), then the
 * deep-green footer with contact details, social links, the site map and the legal line. The site
 * map (#site-map) repeats every top-bar menu link: it is where the menus lead without JavaScript.
 */
export function SiteFooter() {
  const footerCopy = useCopy("footer").footerCopy;
  const { footerColumns } = useCopy("navigation");
  const site = useCopy("site").site;
  return (
    <footer>
      <section aria-labelledby="footer-newsletter-heading" className="border-t border-line bg-brand-50">
        <div className="container-page grid gap-6 py-12 md:py-16 lg:grid-cols-2 lg:items-center lg:gap-12">
          <div className="max-w-xl">
            <h2 id="footer-newsletter-heading" className="text-2xl font-bold tracking-tight text-ink">
              {footerCopy.newsletter.heading}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-soft">{footerCopy.newsletter.body}</p>
          </div>
          <div className="w-full max-w-xl lg:max-w-md lg:justify-self-end">
            <NewsletterForm />
          </div>
        </div>
      </section>

      {/* On the dark ground the default brand-green focus ring would vanish: white instead. */}
      <div className="bg-brand-950 text-white [&_:focus-visible]:outline-white">
        <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-12 lg:gap-8">
          {/* Side by side on tablets, stacked beside the site map from lg. */}
          <div className="grid content-start gap-10 md:grid-cols-2 lg:col-span-4 lg:grid-cols-1">
            <div>
              <Logo tone="onDark" />
              <p className="mt-4 max-w-xs text-sm leading-relaxed text-white/80">{site.tagline}</p>
              <h2 className={cn(footerHeading, "mt-8")}>{footerCopy.social.heading}</h2>
              <SocialLinks className="mt-4" />
            </div>
            <div>
              <h2 className={footerHeading}>{footerCopy.contact.heading}</h2>
              <dl className="mt-4 grid gap-3 text-sm">
                <ContactRow term={footerCopy.contact.office}>{site.office.label}</ContactRow>
                <ContactRow term={footerCopy.contact.phone}>
                  <a href={phoneHref()} className={footerLink}>
                    {site.phone}
                  </a>
                </ContactRow>
                <ContactRow term={footerCopy.contact.email}>
                  <a href={`mailto:${site.email}`} className={cn(footerLink, "break-all")}>
                    {site.email}
                  </a>
                </ContactRow>
                <ContactRow term={footerCopy.contact.phoneHours}>
                  <PhoneHours />
                </ContactRow>
              </dl>
            </div>
          </div>

          <nav aria-label={footerCopy.siteMapLabel} id="site-map" className="lg:col-span-8">
            <ul className="grid grid-flow-row-dense grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3">
              {footerColumns.map((column) => {
                const long = column.links.length > 6;
                return (
                  <li key={column.heading} className={cn(long && "col-span-2 sm:col-span-1 sm:row-span-2")}>
                    <h2 className={footerHeading}>{column.heading}</h2>
                    <ul className={cn("mt-4 grid gap-3 text-sm", long && "grid-cols-2 gap-x-6 sm:grid-cols-1")}>
                      <FooterLinkItems links={column.links} />
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>

        <div className="border-t border-white/15">
          <FooterLegalLine />
        </div>
      </div>
    </footer>
  );
}

function ContactRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-3">
      <dt className="text-white/70">{term}</dt>
      <dd className="text-white">{children}</dd>
    </div>
  );
}
