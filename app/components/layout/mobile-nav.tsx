import { ChevronDown, Menu, X } from "lucide-react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { ModuleIcon } from "~/components/ui/module-icon";
import type { NavMenu } from "~/content/navigation";
import { pathWithoutLocale } from "~/content/locale";
import { cn } from "~/lib/cn";
import { mark } from "../contract";
import { mobileNavContract as contract } from "./mobile-nav.contract";
import { useCopy } from "~/lib/locale";
import { Logo } from "./logo";

const sheetId = "site-menu";
const sheetTitleId = "site-menu-title";
const sectionId = (menu: NavMenu) => `site-menu-section${menu.href.replaceAll("/", "-")}`;

const toggleClass =
  "inline-flex h-10 items-center gap-2 rounded-md border border-line-strong px-3 text-sm font-semibold text-ink transition-colors duration-150 hover:border-brand-700 hover:text-brand-800 [&_svg]:size-5";

/**
 * The small-screen menu toggle (< md). Without JavaScript it is a link to the footer's site map,
 * which lists every menu link. Both controls are in the page: app/enhance/mobile-menu.ts hides the
 * link and shows the button, which opens <MobileMenuSheet> (ADR 008: no React state here).
 */
export function MobileNav({ className }: { className?: string }) {
  const navigationLabels = useCopy("navigation").navigationLabels;
  return (
    <>
      <a href="#site-map" {...mark(contract.fallback)} className={cn(toggleClass, className)}>
        <Menu aria-hidden="true" strokeWidth={2} />
        {navigationLabels.menu}
      </a>
      <button
        type="button"
        hidden
        aria-label={navigationLabels.openMenu}
        aria-expanded="false"
        aria-controls={sheetId}
        {...mark(contract.toggle)}
        className={cn(toggleClass, className)}
      >
        <Menu aria-hidden="true" strokeWidth={2} />
        {navigationLabels.menu}
      </button>
    </>
  );
}

/**
 * The sheet the toggle opens: a native modal <dialog> (top layer, inert page behind, ::backdrop
 * overlay), rendered closed on the server. The menus inside are disclosure buttons, one open at a
 * time; the script does the opening, the focus trap and the scroll lock.
 */
export function MobileMenuSheet() {
  const pathname = pathWithoutLocale(useLocation().pathname);
  const { mainMenus, navigationLabels, pricingLink, contactSalesLink, requestDemoLink } = useCopy("navigation");
  return (
    <dialog
      id={sheetId}
      aria-labelledby={sheetTitleId}
      {...mark(contract.sheet)}
      className={cn(
        // The user agent centres a modal dialog and caps its size; this pins it to the right edge, full height.
        "fixed inset-y-0 end-0 start-auto z-50 m-0 h-auto max-h-none w-full max-w-none flex-col overflow-hidden bg-white p-0 text-ink shadow-xl open:flex focus:outline-none sm:max-w-sm",
        // On a short viewport (400% zoom, a phone on its side) the pinned top bar and actions left room
        // for one menu item: there the whole sheet scrolls as one column instead.
        "[@media(max-height:30rem)]:overflow-y-auto [@media(max-height:30rem)]:overscroll-contain",
        // Slides in over 200 ms as it opens (the global reduced-motion rule cancels it), over a fading overlay.
        "transition-transform duration-200 ease-out starting:translate-x-full",
        // That rule does not reach ::backdrop, so the overlay's fade is cancelled here.
        "backdrop:bg-ink/40 backdrop:transition-opacity backdrop:duration-200 starting:backdrop:opacity-0 motion-reduce:backdrop:transition-none",
      )}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
        <Logo />
        <h2 id={sheetTitleId} className="sr-only">
          {navigationLabels.sheetTitle}
        </h2>
        <button type="button" aria-label={navigationLabels.closeMenu} {...mark(contract.close)} className={toggleClass}>
          <X aria-hidden="true" strokeWidth={2} />
        </button>
      </div>

      <nav
        aria-label={navigationLabels.mobileNav}
        className="flex-1 overflow-y-auto overscroll-contain px-5 py-2 [@media(max-height:30rem)]:flex-none [@media(max-height:30rem)]:overflow-visible"
      >
        {mainMenus.map((menu) => (
          <div key={menu.label} className="border-b border-line">
            <h3>
              <button
                type="button"
                aria-expanded="false"
                aria-controls={sectionId(menu)}
                {...mark(contract.section)}
                className="group flex w-full items-center justify-between py-4 text-start text-base font-semibold text-ink"
              >
                {menu.label}
                <ChevronDown
                  aria-hidden="true"
                  strokeWidth={2}
                  className="size-5 text-muted transition-transform duration-150 group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <ul id={sectionId(menu)} hidden className="grid gap-0.5 pb-3">
              {menu.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    aria-current={pathname === link.href ? "page" : undefined}
                    className="flex items-center gap-3 rounded-md px-2 py-2.5 text-[15px] text-ink-soft hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                  >
                    {link.icon ? <ModuleIcon name={link.icon} className="size-5 shrink-0 text-brand-700" /> : null}
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Link
          to={pricingLink.href}
          aria-current={pathname === pricingLink.href ? "page" : undefined}
          className="block border-b border-line py-4 text-base font-semibold text-ink hover:text-brand-800"
        >
          {pricingLink.label}
        </Link>
      </nav>

      <div className="grid shrink-0 gap-3 border-t border-line p-5">
        <ButtonLink to={contactSalesLink.href} variant="secondary">
          {contactSalesLink.label}
        </ButtonLink>
        <ButtonLink to={requestDemoLink.href}>{requestDemoLink.label}</ButtonLink>
      </div>
    </dialog>
  );
}
