import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useRef, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { ModuleIcon } from "~/components/ui/module-icon";
import { mainMenus, navigationLabels, pricingLink, type NavLink, type NavMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";

// Tight below xl so that the whole bar fits from 768 px (measured: 728 px of 768 at md, 983 of 1024 at lg).
const topLevelItem =
  "inline-flex h-10 items-center gap-0.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-ink-soft transition-colors duration-150 hover:bg-brand-50 hover:text-brand-800 xl:gap-1 xl:px-3 xl:text-[15px] data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800";

/**
 * The desktop menus (>= md). Each Content renders inside its own Item, positioned under its own
 * trigger (no shared Viewport, which Radix centres under the whole list). Radix opens a menu on
 * hover, on click or tap, and from the keyboard; Escape closes it and puts focus back on the trigger.
 */
export function DesktopNav({ className }: { className?: string }) {
  const [openMenu, setOpenMenu] = useState("");
  // Which menu, if any, was opened (or kept open) by a click rather than by hovering over it.
  const clickedOpen = useRef<string | null>(null);
  const { pathname } = useLocation();

  function handleValueChange(value: string) {
    if (value !== clickedOpen.current) clickedOpen.current = null;
    setOpenMenu(value);
  }

  // Radix toggles on every click, so a visitor who hovers (menu opens) and then clicks would shut the
  // menu they were reaching for. A click on a hover-opened menu keeps it open; the next click closes it.
  function handleTriggerClick(value: string, event: MouseEvent) {
    if (openMenu === value && clickedOpen.current !== value) {
      event.preventDefault(); // skips Radix's toggle (composeEventHandlers checks defaultPrevented)
      clickedOpen.current = value;
    } else {
      clickedOpen.current = openMenu === value ? null : value;
    }
  }

  return (
    <NavigationMenu.Root
      value={openMenu}
      onValueChange={handleValueChange}
      aria-label={navigationLabels.mainNav}
      className={className}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {mainMenus.map((menu) => (
          <NavigationMenu.Item key={menu.label} value={menu.label} className="relative">
            <NavigationMenu.Trigger type="button" className={cn(topLevelItem, "group")} onClick={(event) => handleTriggerClick(menu.label, event)}>
              {menu.label}
              <ChevronDown
                aria-hidden="true"
                strokeWidth={2}
                // Hidden on tablets (md to lg), where the five menus only fit without them; aria-expanded still tells.
                className="hidden size-3.5 text-muted transition-transform duration-150 group-hover:text-brand-700 group-data-[state=open]:rotate-180 lg:block xl:size-4"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content ref={keepInViewport} className="absolute top-full left-0 z-50 pt-3">
              <MenuPanel menu={menu} pathname={pathname} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild active={pathname === pricingLink.href}>
            <Link to={pricingLink.href} className={cn(topLevelItem, "data-[active]:text-brand-800")}>
              {pricingLink.label}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MenuPanel({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const moduleLinks = menu.links.filter((link) => link.icon);
  const otherLinks = menu.links.filter((link) => !link.icon);
  const wide = moduleLinks.length > 0;
  return (
    <div
      className={cn(
        // Opens in 150 ms (fade and a 4 px drop) with @starting-style; the global reduced-motion rule cancels it.
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
    <NavigationMenu.Link asChild active={pathname === link.href}>
      <Link
        to={link.href}
        className="group flex items-start gap-3 rounded-lg p-3 transition-colors duration-150 hover:bg-brand-50 focus-visible:bg-brand-50 data-[active]:bg-brand-50"
      >
        {link.icon ? (
          <span className="grid size-9 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700 group-hover:bg-white">
            <ModuleIcon name={link.icon} className="size-5" />
          </span>
        ) : null}
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-ink group-hover:text-brand-800">{link.label}</span>
          {link.description ? <span className="mt-0.5 block text-sm leading-snug text-muted">{link.description}</span> : null}
        </span>
      </Link>
    </NavigationMenu.Link>
  );
}

/**
 * A menu opens under its trigger; near the right edge (Company, or Modules at tablet widths) it
 * slides left just enough to stay on screen. Runs when the content mounts, before paint.
 */
function keepInViewport(content: HTMLElement | null) {
  if (!content) return;
  const margin = 16;
  content.style.left = "0px";
  const { left, width } = content.getBoundingClientRect();
  const overflow = left + width - (document.documentElement.clientWidth - margin);
  if (overflow > 0) content.style.left = `${-Math.min(overflow, left - margin)}px`;
}
