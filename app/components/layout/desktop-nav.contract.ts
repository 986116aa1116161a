import { hook } from "../contract";

// The desktop menus' contract between their server markup (desktop-nav.tsx) and their page script
// (app/enhance/desktop-menus.ts). Without the script a menu opens while hovered or while focus is in
// it (CSS, app.css); the script turns each into a disclosure (WAI-ARIA APG) with hover delays and
// arrow keys.
export const desktopNavContract = {
  nav: hook("data-desktop-nav"),
  /** A menu: its trigger and its panel. */
  menu: hook("data-menu"),
  /** The trigger button; its aria-controls names the panel. */
  trigger: hook("data-menu-trigger"),
  panel: hook("data-menu-panel"),
  /** A top-level link beside the triggers (Pricing): arrow keys move across both. */
  topLink: hook("data-menu-top-link"),
  /** Set by the script once it drives the menus: from then on `hidden` decides, not hover or focus. */
  enhanced: hook("data-enhanced"),
} as const;

/** The id of a menu's panel, which its trigger's aria-controls names. */
export function menuPanelId(menuHref: string): string {
  return `menu-panel${menuHref.replaceAll("/", "-")}`;
}

export const menuTimings = {
  /** Like Radix's NavigationMenu: a pause before hover opens a menu, so a pointer passing by does not. */
  hoverOpenDelay: 150,
  /** Long enough to cross from a trigger into its panel, or to wander out of it for a moment. */
  hoverCloseDelay: 200,
  /** Right after a menu closed, hovering the next trigger opens it at once, as a visitor skims the bar. */
  skimWindow: 300,
} as const;
