import { enhanceDesktopMenus } from "./desktop-menus";
import { enhanceLanguageSuggestion } from "./language-suggestion";
import { enhanceMobileMenu } from "./mobile-menu";
import { enhanceNewsletterBoxes } from "./newsletter-box";
import { logNotFound } from "./not-found";
import { enhanceSectionLinks } from "./section-links";
import { enhanceTooltips } from "./tooltips";

// What every page's script does (ADR 008), whichever script the page loads: root.tsx adds it after
// the window's load event, so the document is complete when it runs. Pages that hydrate React load
// it too: the header and footer are plain server markup everywhere, and these behaviours are
// theirs, not React's. `pageOwn` attaches what only this page has, before the page is marked ready.
export function enhanceEveryPage(pageOwn?: () => void): void {
  const hydrates = document.currentScript?.hasAttribute("data-hydrates") ?? false;
  enhanceDesktopMenus();
  enhanceMobileMenu();
  enhanceTooltips();
  enhanceNewsletterBoxes();
  enhanceLanguageSuggestion();
  if (hydrates) return;
  enhanceSectionLinks();
  logNotFound();
  pageOwn?.();
  // On hydrated pages React's root sets this once its effects have run (browser tests wait for it).
  document.documentElement.dataset.interactive = "";
}
