import { createFocusTrap, type FocusTrap } from "focus-trap";
import { partOf } from "~/components/contract";
import { desktopQuery, mobileNavContract as contract } from "~/components/layout/mobile-nav.contract";

/**
 * The top bar's small-screen menu (app/components/layout/mobile-nav.tsx). Without JavaScript the
 * toggle is a link to the footer's site map; here it becomes a button that opens the server-rendered
 * <dialog> as a modal sheet (contract: mobile-nav.contract.ts).
 */

export function enhanceMobileMenu(): void {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog${contract.sheet.selector}`);
  if (!dialog) return;
  const toggle = partOf<HTMLButtonElement>(document, `button${contract.toggle.selector}`, "mobile-nav");
  // A browser without <dialog> keeps the link to the site map, which works everywhere.
  if (!dialog || !toggle || typeof dialog.showModal !== "function") return;
  if (dialog.dataset.enhanced !== undefined) return; // idempotent: the listeners are attached once
  dialog.dataset.enhanced = "";
  enhance(dialog, toggle);
}

function enhance(sheet: HTMLDialogElement, toggle: HTMLButtonElement) {
  // Same look, same place: the swap does not move anything. A visitor who had already tabbed to the
  // link keeps focus on the control that replaces it.
  const fallbacks = [...document.querySelectorAll<HTMLElement>(contract.fallback.selector)];
  const hadFocus = fallbacks.some((link) => link === document.activeElement);
  for (const link of fallbacks) link.hidden = true;
  toggle.hidden = false;
  if (hadFocus) toggle.focus({ preventScroll: true });

  const desktop = window.matchMedia(desktopQuery);
  const scrollLock = new ScrollLock();
  // A modal dialog makes the page behind inert, but Tab from its last control leaves for the
  // browser's own toolbar; the trap keeps Tab and Shift+Tab cycling inside the sheet.
  const trap: FocusTrap = createFocusTrap(sheet, {
    // Escape belongs to the dialog: its cancel event closes it (Android's back gesture too). The
    // trap's own Escape would cancel that keydown and release focus with the dialog still open.
    escapeDeactivates: false,
    // showModal() has focused the first control already, and close() hands focus back (see onClosed).
    returnFocusOnDeactivate: false,
    fallbackFocus: sheet,
    delayInitialFocus: false,
    preventScroll: true,
  });

  const sectionButtons = [...sheet.querySelectorAll<HTMLButtonElement>(`button${contract.section.selector}`)];
  function setSection(button: HTMLButtonElement, expanded: boolean) {
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) return;
    panel.hidden = !expanded;
    button.setAttribute("aria-expanded", String(expanded));
  }

  function open() {
    if (sheet.open || desktop.matches) return;
    scrollLock.lock(); // before the dialog shows, so the page never moves under it
    sheet.showModal();
    toggle.setAttribute("aria-expanded", "true");
    trap.activate();
  }

  /** Every way of closing ends here, except Escape and Android's back gesture, which close natively. */
  function close() {
    if (!sheet.open) return;
    // Released first: an active trap would pull back the focus that close() returns to the toggle.
    trap.deactivate();
    sheet.close();
  }

  // Fires however the sheet closed: close(), Escape, the back gesture.
  function onClosed() {
    trap.deactivate();
    scrollLock.unlock();
    toggle.setAttribute("aria-expanded", "false");
    // Each opening starts with every menu folded, as the unmounted Radix sheet used to.
    for (const button of sectionButtons) setSection(button, false);
    if (!desktop.matches) toggle.focus({ preventScroll: true });
  }

  toggle.addEventListener("click", open);
  // Cancel comes just before a native close: the trap lets go first, as in close().
  sheet.addEventListener("cancel", () => trap.deactivate());
  sheet.addEventListener("close", onClosed);

  sheet.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    // A click on the overlay (::backdrop) reaches the dialog itself, outside its box.
    if (target === sheet) {
      const box = sheet.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) close();
      return;
    }
    if (target.closest(contract.close.selector)) return close();
    // A link's page loads next; closed now, the sheet is not open if Back restores this page.
    if (target.closest("a[href]")) return close();
    // The menus fold like an accordion: one open at a time, and a second tap folds it again.
    const section = target.closest<HTMLButtonElement>(`button${contract.section.selector}`);
    if (section) {
      const expand = section.getAttribute("aria-expanded") !== "true";
      for (const button of sectionButtons) setSection(button, expand && button === section);
    }
  });

  // A phone turned to landscape or a window widened past md reaches the desktop bar.
  desktop.addEventListener("change", () => desktop.matches && close());
  window.addEventListener("pageshow", (event) => event.persisted && close());
}

/**
 * Keeps the page behind the sheet from scrolling (a modal dialog does not stop wheel and touch
 * scrolling of the document) without touching <body> or the scroll position: overflow: hidden on
 * <html> keeps scrollY as it is. Where the scrollbar takes room (desktop browsers), its gutter is
 * kept, so that nothing shifts sideways. The values <html> had before are put back on unlock.
 */
class ScrollLock {
  private saved: { overflow: string; gutter: string; hadStyle: boolean } | null = null;

  lock() {
    if (this.saved) return;
    const root = document.documentElement;
    this.saved = {
      overflow: root.style.overflow,
      gutter: root.style.scrollbarGutter,
      hadStyle: root.hasAttribute("style"),
    };
    const scrollbarTakesRoom = window.innerWidth > root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollbarTakesRoom) root.style.scrollbarGutter = "stable";
  }

  unlock() {
    if (!this.saved) return;
    const root = document.documentElement;
    root.style.overflow = this.saved.overflow;
    root.style.scrollbarGutter = this.saved.gutter;
    // Reading the attribute first matters: Chrome writes a style changed through root.style back to
    // the attribute lazily, and would otherwise bring back an empty style="" after the removal.
    if (!this.saved.hadStyle && !root.getAttribute("style")) root.removeAttribute("style");
    this.saved = null;
  }
}
