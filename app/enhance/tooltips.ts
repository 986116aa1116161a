import { partOf } from "~/components/contract";
import { tooltipContract as contract, tooltipDelays, type TooltipState } from "~/components/ui/tooltip.contract";

// Tooltips (components/ui/tooltip.tsx) without React (ADR 008): the markup is the server's, hidden;
// this shows and hides it (contract: tooltip.contract.ts). Listeners sit on the document, so one
// set serves every tooltip, whenever it came into the page.

type Tip = {
  root: Element;
  tooltip: HTMLElement;
  hovered: boolean;
  focused: boolean;
  /** Escape closed it: it stays closed until the pointer and focus have both left. */
  dismissed: boolean;
  timer?: number;
};

const tips = new WeakMap<Element, Tip>();
let open: Tip | undefined;
let lastClosedAt = Number.NEGATIVE_INFINITY;
let enhanced = false;

export function enhanceTooltips(): void {
  if (enhanced) return;
  enhanced = true;
  document.addEventListener("pointerover", (event) => onPointer(event, true));
  document.addEventListener("pointerout", (event) => onPointer(event, false));
  document.addEventListener("focusin", (event) => onFocus(event, true));
  document.addEventListener("focusout", (event) => onFocus(event, false));
  // WCAG 1.4.13: dismissable without moving the pointer or focus.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    open.dismissed = true;
    close(open);
  });
}

function tipOf(target: EventTarget | null): Tip | undefined {
  const root = target instanceof Element ? target.closest(contract.root.selector) : null;
  if (!root) return undefined;
  let tip = tips.get(root);
  if (!tip) {
    const tooltip = partOf(root, contract.tooltip, "tooltip");
    if (!tooltip) return undefined;
    tip = { root, tooltip, hovered: false, focused: false, dismissed: false };
    tips.set(root, tip);
  }
  return tip;
}

/** Moves between the trigger and its own tooltip (inside the same wrapper) change nothing: it is hoverable. */
function onPointer(event: PointerEvent, entering: boolean) {
  // Never on touch: a tap goes straight to the link, and the link carries its own name.
  if (event.pointerType === "touch") return;
  const tip = tipOf(event.target);
  if (!tip || (event.relatedTarget instanceof Node && tip.root.contains(event.relatedTarget))) return;
  tip.hovered = entering;
  update(tip);
}

function onFocus(event: FocusEvent, entering: boolean) {
  const tip = tipOf(event.target);
  if (!tip || (event.relatedTarget instanceof Node && tip.root.contains(event.relatedTarget))) return;
  // Keyboard focus only: a click or a tap also focuses the link, and the pointer has its own rule.
  if (entering && !(event.target instanceof Element && event.target.matches(":focus-visible"))) return;
  tip.focused = entering;
  update(tip);
}

function update(tip: Tip) {
  if (!tip.hovered && !tip.focused) {
    tip.dismissed = false;
    close(tip);
    return;
  }
  if (tip.dismissed || open === tip || tip.timer !== undefined) return;
  if (open || performance.now() - lastClosedAt < tooltipDelays.skipMs) {
    show(tip, "instant-open");
    return;
  }
  tip.timer = window.setTimeout(() => {
    tip.timer = undefined;
    show(tip, "delayed-open");
  }, tooltipDelays.openMs);
}

/** data-state names how it opened, as Radix did (the browser tests read it). */
function show(tip: Tip, state: Exclude<TooltipState, "closed">) {
  if (open && open !== tip) close(open);
  tip.tooltip.dataset.state = state;
  tip.tooltip.hidden = false;
  open = tip;
}

function close(tip: Tip) {
  clearTimeout(tip.timer);
  tip.timer = undefined;
  if (open !== tip) return;
  tip.tooltip.hidden = true;
  tip.tooltip.dataset.state = "closed" satisfies TooltipState;
  open = undefined;
  lastClosedAt = performance.now();
}
