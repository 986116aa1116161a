import { pageContract } from "~/components/page.contract";
import { carryCampaign } from "./campaign-fields";
import { enhanceDesktopMenus } from "./desktop-menus";
import { enhanceLanguageSuggestion } from "./language-suggestion";
import { enhanceMobileMenu } from "./mobile-menu";
import { enhanceNewsletterBoxes } from "./newsletter-box";
import { logNotFound } from "./not-found";
import { enhanceSectionLinks } from "./section-links";
import { enhanceTooltips } from "./tooltips";

// What every public page's script does (ADR 008, 026), whichever script the page loads: root.tsx
// adds it after the window's load event, so the document is complete when it runs. `pageOwn`
// attaches what only this page has (ADR 010), before the page is marked ready.
export function runPageScript(pageOwn?: () => void): void {
  enhanceDesktopMenus();
  enhanceMobileMenu();
  enhanceTooltips();
  enhanceNewsletterBoxes();
  enhanceLanguageSuggestion();
  enhanceSectionLinks();
  logNotFound();
  // Before the page's own behaviours: links they copy or build start from carried ones (ADR 096).
  carryCampaign();
  pageOwn?.();
  // Every behaviour is attached: browser tests wait for this (tests/support/browser-test.ts).
  document.documentElement.setAttribute(pageContract.interactive.attribute, "");
}
