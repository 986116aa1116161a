import { ChevronDown, Menu, X } from "lucide-react";
import { Accordion, Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ModuleIcon } from "~/components/ui/module-icon";
import { contactSalesLink, mainMenus, navigationLabels, pricingLink, requestDemoLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { useHydrated } from "./use-hydrated";

const toggleClass =
  "inline-flex h-10 items-center gap-2 rounded-md border border-line-strong px-3 text-sm font-semibold text-ink transition-colors duration-150 hover:border-brand-700 hover:text-brand-800 [&_svg]:size-5";

/**
 * The small-screen menu (< md). Before hydration the toggle is a plain link to the footer's site map,
 * which lists every menu link; afterwards it opens a Radix Dialog sheet that traps focus, closes on
 * Escape, on a link and on any navigation, and gives focus back to the toggle.
 */
export function MobileNav({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const location = useLocation();
  // The sheet belongs to the location it was opened on: any navigation (a link, back, forward)
  // changes location.key and so closes it, without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const close = () => setOpenOn(null);

  // A phone turned to landscape or a resized window reaches the desktop bar: the sheet has no place there.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia("(min-width: 48rem)");
    const closeOnDesktop = () => desktop.matches && setOpenOn(null);
    desktop.addEventListener("change", closeOnDesktop);
    closeOnDesktop();
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, [open]);

  if (!hydrated) {
    return (
      <a href="#site-map" className={cn(toggleClass, className)}>
        <Menu aria-hidden="true" strokeWidth={2} />
        {navigationLabels.menu}
      </a>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenOn(next ? location.key : null)}>
      <Dialog.Trigger className={cn(toggleClass, className)} aria-label={open ? navigationLabels.closeMenu : navigationLabels.openMenu}>
        <Menu aria-hidden="true" strokeWidth={2} />
        {navigationLabels.menu}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl transition-transform duration-200 ease-out focus:outline-none starting:translate-x-full sm:max-w-sm"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
            <Logo />
            <Dialog.Title className="sr-only">{navigationLabels.sheetTitle}</Dialog.Title>
            <Dialog.Close className={toggleClass} aria-label={navigationLabels.closeMenu}>
              <X aria-hidden="true" strokeWidth={2} />
            </Dialog.Close>
          </div>

          <nav aria-label={navigationLabels.mobileNav} className="flex-1 overflow-y-auto overscroll-contain px-5 py-2">
            <Accordion.Root type="single" collapsible>
              {mainMenus.map((menu) => (
                <Accordion.Item key={menu.label} value={menu.label} className="border-b border-line">
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between py-4 text-left text-base font-semibold text-ink">
                      {menu.label}
                      <ChevronDown
                        aria-hidden="true"
                        strokeWidth={2}
                        className="size-5 text-muted transition-transform duration-150 group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content>
                    <ul className="grid gap-0.5 pb-3">
                      {menu.links.map((link) => (
                        <li key={link.href}>
                          <Link
                            to={link.href}
                            onClick={close}
                            aria-current={location.pathname === link.href ? "page" : undefined}
                            className="flex items-center gap-3 rounded-md px-2 py-2.5 text-[15px] text-ink-soft hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                          >
                            {link.icon ? <ModuleIcon name={link.icon} className="size-5 shrink-0 text-brand-700" /> : null}
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
            <Link
              to={pricingLink.href}
              onClick={close}
              className="block border-b border-line py-4 text-base font-semibold text-ink hover:text-brand-800"
            >
              {pricingLink.label}
            </Link>
          </nav>

          <div className="grid shrink-0 gap-3 border-t border-line p-5">
            <ButtonLink to={contactSalesLink.href} onClick={close} variant="secondary">
              {contactSalesLink.label}
            </ButtonLink>
            <ButtonLink to={requestDemoLink.href} onClick={close}>
              {requestDemoLink.label}
            </ButtonLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
