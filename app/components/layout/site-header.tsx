import { edition } from "~/content/editions";
import { ButtonLink } from "~/components/ui/button";
import { useCopy, useLocale } from "~/lib/locale";
import { LanguageSwitcher } from "./language-switcher";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenuSheet, MobileNav } from "./mobile-nav";

/**
 * The shared top bar, sticky on every page tall enough for it. From md (768 px) it shows the menus, Pricing and the two
 * calls to action; below md, the logo and the menu toggle. Between 768 and 1024 px the bar drops the
 * wordmark, the menu chevrons and Contact Sales so that it fits (Contact Sales stays in the footer's
 * site map and in the mobile sheet).
 *
 * All of it is server markup without state (ADR 008): app/enhance/desktop-menus.ts and
 * app/enhance/mobile-menu.ts attach the menus' behaviour on every page.
 */
export function SiteHeader() {
  const { contactSalesLink, requestDemoLink } = useCopy("navigation");
  // Long labels (French): the bar keeps Contact Sales for the widest screens (it stays in the footer and the mobile sheet).
  const contactSalesFrom = edition(useLocale()).longLabels ? "hidden 2xl:inline-flex" : "hidden lg:inline-flex";
  return (
    <>
      {/* app.css sets scroll-padding-top: 5rem so anchors clear this bar; for the bar's own controls that
          padding makes the browser scroll the page up whenever one is focused (Shift+Tab, focus returning
          from a menu). A matching negative scroll-margin tells it they are already in view. */}
      {/* Sticky only where it leaves room: at 400% zoom (320 x 256) or a phone on its side it scrolls away. */}
      <header className="relative z-40 border-b border-line bg-white [@media(min-height:30rem)]:sticky [@media(min-height:30rem)]:top-0 [&_:is(a,button)]:[@media(min-height:30rem)]:-scroll-mt-20">
        <div className="container-page flex h-16 items-center gap-4 xl:gap-6">
          <Logo className="shrink-0" wordmarkClassName="md:max-lg:sr-only" />
          <DesktopNav className="hidden md:block" />
          <div className="ms-auto hidden items-center gap-2 md:flex">
            <LanguageSwitcher place="header" />
            <ButtonLink to={contactSalesLink.href} variant="secondary" size="sm" className={contactSalesFrom}>
              {contactSalesLink.label}
            </ButtonLink>
            <ButtonLink to={requestDemoLink.href} size="sm">
              {requestDemoLink.label}
            </ButtonLink>
          </div>
          <LanguageSwitcher place="header" className="ms-auto md:hidden" />
          <MobileNav className="md:hidden" />
        </div>
      </header>
      {/* Outside the banner landmark: open, the sheet is a modal dialog of its own, in the top layer. */}
      <MobileMenuSheet />
    </>
  );
}
