import { hook } from "../contract";

// The phone sheet's contract between its server markup (mobile-nav.tsx) and its page script
// (app/enhance/mobile-menu.ts). The sheet is a native <dialog>; its toggle and the menus inside it
// are buttons naming what they open with aria-controls.
export const mobileNavContract = {
  /** The <dialog> the toggle opens. */
  sheet: hook("data-mobile-menu"),
  /** The button that opens it, rendered hidden: shown by the script. */
  toggle: hook("data-mobile-menu-toggle"),
  /** Without JavaScript: the link to the footer's site map in the toggle's place, hidden by the script. */
  fallback: hook("data-mobile-menu-fallback"),
  close: hook("data-mobile-menu-close"),
  /** A menu's disclosure button; its aria-controls names the list it folds. */
  section: hook("data-mobile-menu-section"),
} as const;

/** Tailwind's md breakpoint: from here the desktop bar shows and the sheet has no place. */
export const desktopQuery = "(min-width: 48rem)";
