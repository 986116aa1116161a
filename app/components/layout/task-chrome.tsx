import { phoneHref } from "~/content/site";
import { useCopy } from "~/lib/locale";
import { FooterLegalLine, footerLink } from "./footer-legal-line";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

// The header and footer of a step of booking a demo (ADR 069): the picker, the booking and its
// changes. The visitor came to do one thing; the site's menus, site map and newsletter band are a
// click away on the logo. Server markup only, like the site's own header and footer (ADR 008).

export function TaskHeader() {
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex h-16 items-center gap-4">
        <Logo className="shrink-0" />
        <LanguageSwitcher place="header" className="ms-auto" />
      </div>
    </header>
  );
}

/** How to reach a person, then the legal line: what a visitor stuck on a step needs. */
export function TaskFooter() {
  const footerCopy = useCopy("footer").footerCopy;
  const site = useCopy("site").site;
  return (
    <footer className="bg-brand-950 text-white [&_:focus-visible]:outline-white">
      <dl className="container-page flex flex-wrap gap-x-8 gap-y-2 border-b border-white/15 py-6 text-sm">
        <div className="flex gap-2">
          <dt className="text-white/70">{footerCopy.contact.phone}</dt>
          <dd>
            <a href={phoneHref()} className={footerLink}>
              {site.phone}
            </a>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-white/70">{footerCopy.contact.email}</dt>
          <dd>
            <a href={`mailto:${site.email}`} className={`${footerLink} break-all`}>
              {site.email}
            </a>
          </dd>
        </div>
      </dl>
      <FooterLegalLine />
    </footer>
  );
}
