import { reportMissing, select } from "~/components/contract";
import { desktopNavContract as contract, menuTimings } from "~/components/layout/desktop-nav.contract";

/**
 * The top bar's desktop menus (app/components/layout/desktop-nav.tsx): a disclosure navigation
 * menu (WAI-ARIA APG) over server markup that already works without this script (hover and focus
 * show a panel, app.css). Each trigger names its panel with aria-controls; opening flips the
 * panel's `hidden` and the button's aria-expanded, nothing else. This adds the hover delays, the
 * arrow keys, pinning on click and closing on Escape, a click outside or focus leaving.
 */

const { hoverOpenDelay, hoverCloseDelay, skimWindow } = menuTimings;
/** Space kept between a panel and the edge of the window. */
const viewportMargin = 16;

type Menu = { trigger: HTMLButtonElement; panel: HTMLElement; item: HTMLElement };

export function enhanceDesktopMenus(): void {
  for (const nav of document.querySelectorAll<HTMLElement>(contract.nav.selector)) {
    if (nav.hasAttribute(contract.enhanced.attribute)) continue; // idempotent: the listeners are attached once
    if (enhanceNav(nav)) nav.setAttribute(contract.enhanced.attribute, "");
  }
}

/** False when the markup has no menu it can drive: the CSS fallback then stays in charge. */
function enhanceNav(nav: HTMLElement): boolean {
  const menus: Menu[] = [];
  for (const trigger of nav.querySelectorAll<HTMLButtonElement>(`button${contract.trigger.selector}`)) {
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    const item = trigger.closest<HTMLElement>(contract.menu.selector);
    if (panel && item) menus.push({ trigger, panel, item });
    else
      reportMissing(
        "desktop-nav",
        `panel (aria-controls) or ${contract.menu.selector} for the trigger "${trigger.textContent}"`,
      );
  }
  if (menus.length === 0) {
    reportMissing("desktop-nav", `button${contract.trigger.selector}`);
    return false;
  }
  // From here the script decides: every panel closed until opened.
  for (const { trigger, panel } of menus) {
    panel.hidden = true;
    trigger.setAttribute("aria-expanded", "false");
  }

  let open: Menu | null = null;
  // Opened (or kept open) by a click, Enter or Space: it stays until clicked again, Escape, a click
  // outside or focus leaving. A menu opened by hovering closes when the pointer leaves it.
  let pinned = false;
  let closedAt = 0;
  let timer: number | undefined;
  const cancelTimer = () => window.clearTimeout(timer);

  function show(menu: Menu) {
    cancelTimer();
    if (open === menu) return;
    if (open) hide();
    open = menu;
    menu.panel.hidden = false;
    menu.trigger.setAttribute("aria-expanded", "true");
    keepInViewport(menu.panel);
  }

  function hide({ returnFocus = false } = {}) {
    cancelTimer();
    if (!open) return;
    const { trigger, panel } = open;
    open = null;
    pinned = false;
    closedAt = performance.now();
    // Focus first, while the link that has it is still displayed, so that it never drops to <body>.
    if (returnFocus) trigger.focus({ preventScroll: true });
    panel.hidden = true;
    trigger.setAttribute("aria-expanded", "false");
  }

  for (const menu of menus) {
    const { trigger, item } = menu;

    // Enter and Space on a button arrive here as clicks too.
    trigger.addEventListener("click", () => {
      if (open === menu && pinned) {
        hide();
      } else {
        // Radix toggled on every click, so a visitor who hovered (the menu opened) and then clicked
        // shut the menu they were reaching for; here that click keeps it open, and the next closes it.
        show(menu);
        pinned = true;
      }
    });

    trigger.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault(); // the page would scroll
      show(menu);
      pinned = true;
      const links = panelLinks(menu);
      (event.key === "ArrowDown" ? links[0] : links.at(-1))?.focus();
    });

    // Hover is a mouse's: a touch opens a menu with its click, and a pen or finger "hover" would
    // open it just before that click, which would then close it.
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      cancelTimer();
      if (open === menu) return;
      const skimming = open !== null || performance.now() - closedAt < skimWindow;
      timer = window.setTimeout(() => show(menu), skimming ? 0 : hoverOpenDelay);
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      cancelTimer();
      if (open === menu && !pinned) timer = window.setTimeout(() => hide(), hoverCloseDelay);
    });
  }

  nav.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
    const target = event.target;
    if (event.key === "Escape" && open) {
      event.preventDefault();
      hide({ returnFocus: open.item.contains(target) });
      return;
    }
    // Left and Right move along the bar's top-level items, as in the APG example.
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const top = [...nav.querySelectorAll<HTMLElement>(`${contract.trigger.selector}, ${contract.topLink.selector}`)];
      const index = top.indexOf(target);
      if (index < 0) return;
      event.preventDefault();
      top[(index + (event.key === "ArrowRight" ? 1 : -1) + top.length) % top.length]?.focus();
      return;
    }
    // Up and Down move between the links of the open panel; Home and End go to its first and last.
    if (!open || !open.panel.contains(target)) return;
    const links = panelLinks(open);
    const index = links.indexOf(target as HTMLAnchorElement);
    let next: HTMLElement | undefined;
    if (event.key === "ArrowDown") next = links[Math.min(index + 1, links.length - 1)];
    else if (event.key === "ArrowUp") next = index <= 0 ? open.trigger : links[index - 1];
    else if (event.key === "Home") next = links[0];
    else if (event.key === "End") next = links.at(-1);
    else return;
    event.preventDefault();
    next?.focus();
  });

  // A keyboard user who tabs into a hovered menu keeps it: the pointer drifting away would otherwise
  // hide the link they are on, and their focus with it.
  nav.addEventListener("focusin", (event) => {
    if (open && event.target instanceof Node && open.panel.contains(event.target)) pinned = true;
  });

  // Focus leaving the bar (Tab past the last link, Shift+Tab before the first) closes the menu.
  // A press inside the bar that focuses nothing (Safari does not focus buttons) is not leaving.
  let pressInside = false;
  nav.addEventListener("pointerdown", () => (pressInside = true));
  for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, () => (pressInside = false));
  nav.addEventListener("focusout", (event) => {
    const to = event.relatedTarget;
    if (open && !pressInside && !(to instanceof Node && nav.contains(to))) hide();
  });

  // A press anywhere else closes it, as it goes down, like Radix's dismissable layer did.
  document.addEventListener("pointerdown", (event) => {
    if (open && !(event.target instanceof Node && nav.contains(event.target))) hide();
  });
  // Escape closes a menu opened by hovering too, wherever focus is.
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && open && !event.defaultPrevented) hide();
  });
  // A link's page replaces this one, but Back may bring this one back from the back/forward cache.
  nav.addEventListener("click", (event) => {
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
    if (!newTab && event.target instanceof Element && event.target.closest(`${select(contract.panel)} a[href]`)) hide();
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) hide();
  });
  window.addEventListener("resize", () => open && keepInViewport(open.panel));
  return true;
}

function panelLinks(menu: Menu): HTMLAnchorElement[] {
  return [...menu.panel.querySelectorAll<HTMLAnchorElement>("a[href]")];
}

/**
 * A panel opens under its own trigger; near the right edge (Company, or Modules at tablet widths)
 * it slides left just enough to stay on screen. Runs as the panel is shown, before paint.
 */
function keepInViewport(panel: HTMLElement) {
  panel.style.left = "0px";
  const { left, width } = panel.getBoundingClientRect();
  const overflow = left + width - (document.documentElement.clientWidth - viewportMargin);
  if (overflow > 0) panel.style.left = `${-Math.min(overflow, left - viewportMargin)}px`;
}
