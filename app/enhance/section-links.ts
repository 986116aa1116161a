/**
 * Sub-paths such as /solutions/support or /modules/fees are one page each (SPEC section 2) that land
 * on a section: the element whose id is the path's second segment and which carries the landing
 * mark. Its heading takes focus, so screen reader users land there too. Unknown segments leave the
 * page at the top. Contract: components/sections/section-landing.contract.ts.
 */
import { reportMissing } from "~/components/contract";
import { landingHeadingId, sectionLandingContract as contract } from "~/components/sections/section-landing.contract";

/** The landing section a path points at on this page: "/modules/fees/x" gives the #fees section. */
export function landingFor(pathname: string, doc: Document = document): HTMLElement | undefined {
  const [, base, segment] = pathname.split("/");
  if (!base || !segment) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
  const element = doc.getElementById(id);
  return element?.hasAttribute(contract.landing.attribute) ? element : undefined;
}

function land(section: HTMLElement, smooth: boolean) {
  // html's scroll-padding-top keeps the section clear of the sticky header.
  section.scrollIntoView({ behavior: smooth ? "smooth" : "instant", block: "start" });
  const heading = document.getElementById(landingHeadingId(section.id)) ?? section;
  if (heading === section) reportMissing("section-landing", `#${landingHeadingId(section.id)}`);
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  // preventScroll: focus must not cut the smooth scroll short with a jump.
  heading.focus({ preventScroll: true });
}

function arrivedFresh(): boolean {
  // On reload and back/forward the browser restores the visitor's own position: that wins.
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return !entry || entry.type === "navigate";
}

/** Lands on the section of the current address, and turns links to sibling sections into in-page moves. */
export function enhanceSectionLinks() {
  const arrival = landingFor(location.pathname);
  // A visitor who scrolled before this ran has already chosen where to be.
  if (arrival && arrivedFresh() && window.scrollY === 0) land(arrival, false);

  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
    // Only moves within this page: same first segment, and a landing section for the new address.
    if (link.pathname.split("/")[1] !== location.pathname.split("/")[1]) return;
    const section = landingFor(link.pathname);
    if (!section) return;
    event.preventDefault();
    if (link.pathname !== location.pathname) history.pushState(null, "", link.pathname);
    // Moving within the page glides, unless the visitor asked for reduced motion.
    land(section, !window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  });
}
