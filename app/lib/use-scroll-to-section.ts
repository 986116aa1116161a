import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** The first path segment after `base` ("/modules/fees/x" under "/modules" gives "fees"), lower-cased. */
export function sectionFromPath(pathname: string, base: string): string | undefined {
  if (!pathname.startsWith(`${base}/`)) return undefined;
  const segment = pathname.slice(base.length + 1).split("/")[0];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Sub-paths such as /solutions/support or /modules/fees are one page each (SPEC section 2) that land
 * on a section: after load and after every client-side navigation, scroll the section whose id is
 * the first segment after `base` into view and move focus to its heading, so screen reader users
 * land there too. Unknown segments leave the page where it is (at the top).
 *
 * The section's heading is the element with id `<id>-heading`; it is made focusable (tabIndex -1)
 * here when its markup does not say so already (shared headings such as SectionHeading).
 */
export function useScrollToSection(base: string, sectionIds: readonly string[]) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRun = useRef(true);
  const section = sectionFromPath(location.pathname, base);
  const target = section && sectionIds.includes(section) ? section : undefined;

  useEffect(() => {
    const isFirstRun = firstRun.current;
    firstRun.current = false;
    if (!target) return;
    // "POP" is the document load and back/forward. Back/forward within the page: ScrollRestoration
    // has already put the visitor back where they were. Document load: a position restored on
    // reload, or a visitor who scrolled before hydration, wins. (Not checked on PUSH: there
    // ScrollRestoration's reset to the top may still be running as a smooth scroll.)
    if (navigationType === "POP" && (!isFirstRun || window.scrollY > 0)) return;

    const element = document.getElementById(target);
    if (!element) return;
    // Arriving on the page lands directly on the section, as a #fragment does on load; moving
    // within the page glides, unless the visitor asked for reduced motion.
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const smooth = !isFirstRun && !reduceMotion;
    // html's scroll-padding-top keeps the section clear of the sticky header.
    element.scrollIntoView({ behavior: smooth ? "smooth" : "instant", block: "start" });

    const heading = document.getElementById(`${target}-heading`) ?? element;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    // preventScroll: focus must not cut the smooth scroll short with a jump.
    heading.focus({ preventScroll: true });
    // location.key: a second click on the same link (same path) scrolls again.
  }, [target, location.key, navigationType]);
}
