import { enhanceDesktopMenus } from "./desktop-menus";
import { enhanceMobileMenu } from "./mobile-menu";
import { enhanceNewsletterBoxes } from "./newsletter-box";
import { logNotFound } from "./not-found";
import { enhanceSectionLinks } from "./section-links";
import { enhanceTooltips } from "./tooltips";

// The one script every page loads (ADR 008): root.tsx adds it after the window's load event, so the
// document is complete when it runs. Pages that hydrate React (handle.hydrate) load it too: the
// header and footer are plain server markup everywhere, and these behaviours are theirs, not React's.
const script = document.currentScript;
const hydrates = script?.hasAttribute("data-hydrates") ?? false;

enhanceDesktopMenus();
enhanceMobileMenu();
enhanceTooltips();
enhanceNewsletterBoxes();
if (!hydrates) {
  enhanceSectionLinks();
  logNotFound();
  // On hydrated pages React's root sets this once its effects have run.
  document.documentElement.dataset.interactive = "";
}
