import { edition } from "~/content/editions";
import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { ModuleIcon } from "~/components/ui/module-icon";
import type { NavLink, NavMenu } from "~/content/navigation";
import { pathWithoutLocale } from "~/content/locale";
import { cn } from "~/lib/cn";
import { mark } from "../contract";
import { desktopNavContract as contract, menuPanelId } from "./desktop-nav.contract";
import { useCopy, useLocale } from "~/lib/locale";

// Tight below xl so that the whole bar fits from 768 px (measured: 728 px of 768 at md, 983 of 1024 at lg).
const topLevelItem =
  "inline-flex h-10 items-center gap-0.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-ink-soft transition-colors duration-150 hover:bg-brand-50 hover:text-brand-800 xl:gap-1 xl:px-3 xl:text-[15px] aria-expanded:bg-brand-50 aria-expanded:text-brand-800";

// An edition with long labels (French: « Établissements »): between 768 and 1024 px its items are set a little tighter so the bar still fits.
const longLabelTopLevelItem = "md:max-lg:px-1.5 md:max-lg:text-[13px]";

/**
 * The desktop menus (>= md): plain server markup, never re-rendered with state. Without JavaScript
 * a menu's panel shows while the pointer is over the menu or focus is inside it (app.css), so every
 * sub-page is reachable from the header by mouse, keyboard or touch. The page script
 * (app/enhance/desktop-menus.ts, contract in desktop-nav.contract.ts) then makes each menu a
 * disclosure (WAI-ARIA APG): it hides the panels and opens one by flipping `hidden` and the
 * trigger's aria-expanded, with hover delays and arrow keys. The current page is marked on the server.
 */
export function DesktopNav({ className }: { className?: string }) {
  // The current page is marked by its path in the edition-free form the menus link.
  const pathname = pathWithoutLocale(useLocation().pathname);
  const { mainMenus, navigationLabels, pricingLink } = useCopy("navigation");
  const tighter = edition(useLocale()).longLabels ? longLabelTopLevelItem : undefined;
  return (
    <nav aria-label={navigationLabels.mainNav} {...mark(contract.nav)} className={className}>
      <ul className="relative flex items-center gap-0.5">
        {mainMenus.map((menu) => (
          // The wide Modules panel would run off a tablet's screen under its own trigger: below lg it
          // hangs from the menu bar's left edge instead, so it fits without the page script too.
          <li
            key={menu.label}
            {...mark(contract.menu)}
            className={menu.links.some((link) => link.icon) ? "max-lg:static lg:relative" : "relative"}
          >
            <button
              type="button"
              aria-controls={menuPanelId(menu.href)}
              {...mark(contract.trigger)}
              className={cn(topLevelItem, tighter, "group")}
            >
              {menu.label}
              <ChevronDown
                aria-hidden="true"
                strokeWidth={2}
                // Hidden on tablets (md to lg), where the five menus only fit without them; aria-expanded still tells.
                className="hidden size-3.5 text-muted transition-transform duration-150 group-hover:text-brand-700 group-aria-expanded:rotate-180 lg:block xl:size-4"
              />
            </button>
            {/* The top padding bridges trigger and panel, so the pointer never leaves the menu between them. */}
            <div id={menuPanelId(menu.href)} {...mark(contract.panel)} className="absolute top-full start-0 z-50 pt-3">
              <MenuPanel menu={menu} pathname={pathname} />
            </div>
          </li>
        ))}
        <li>
          <Link
            to={pricingLink.href}
            aria-current={pathname === pricingLink.href ? "page" : undefined}
            {...mark(contract.topLink)}
            className={cn(topLevelItem, tighter, "aria-[current=page]:text-brand-800")}
          >
            {pricingLink.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function MenuPanel({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const moduleLinks = menu.links.filter((link) => link.icon);
  const otherLinks = menu.links.filter((link) => !link.icon);
  const wide = moduleLinks.length > 0;
  return (
    <div
      className={cn(
        // Opens in 150 ms (fade and a 4 px drop) with @starting-style as `hidden` goes; the global reduced-motion rule cancels it.
        "rounded-xl border border-line bg-white p-2 shadow-lg shadow-ink/5 transition-[opacity,translate] duration-150 ease-out starting:-translate-y-1 starting:opacity-0",
        wide ? "w-[42rem]" : "w-80",
      )}
    >
      {wide ? (
        <ul className="grid grid-cols-2 gap-1">
          {moduleLinks.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} pathname={pathname} />
            </li>
          ))}
        </ul>
      ) : null}
      {otherLinks.length > 0 ? (
        <ul className={cn("grid gap-1", wide && "mt-2 border-t border-line pt-2")}>
          {otherLinks.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} pathname={pathname} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MenuLink({ link, pathname }: { link: NavLink; pathname: string }) {
  return (
    <Link
      to={link.href}
      aria-current={pathname === link.href ? "page" : undefined}
      className="group flex items-start gap-3 rounded-lg p-3 transition-colors duration-150 hover:bg-brand-50 focus-visible:bg-brand-50 aria-[current=page]:bg-brand-50"
    >
      {link.icon ? (
        <span className="grid size-9 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700 group-hover:bg-white">
          <ModuleIcon name={link.icon} className="size-5" />
        </span>
      ) : null}
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-ink group-hover:text-brand-800">{link.label}</span>
        {link.description ? (
          <span className="mt-0.5 block text-sm leading-snug text-muted">{link.description}</span>
        ) : null}
      </span>
    </Link>
  );
}
