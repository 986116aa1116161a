import { slotPickerContract as contract } from "~/components/booking/slot-picker.contract";
import { localTimeLabel } from "~/booking/time-zones";

// The slot picker with JavaScript: each slot also shows the visitor's own time where it differs
// from WAT (the server cannot know the visitor's zone). Watches for pickers swapped in later, as
// on the demo form's confirmation, which arrives without a page load (ADR 010).
export function enhanceSlotPicker(): void {
  fill();
  new MutationObserver(fill).observe(document.body, { childList: true, subtree: true });
}

function fill(): void {
  const spans = document.querySelectorAll<HTMLElement>(`${contract.local.selector}:not(${contract.done.selector})`);
  if (spans.length === 0) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const french = document.documentElement.lang.startsWith("fr");
  let differs = false;
  for (const span of spans) {
    span.setAttribute(contract.done.attribute, "");
    const label = zone ? localTimeLabel(span.getAttribute(contract.local.attribute) ?? "", zone, french) : null;
    if (!label) continue;
    span.textContent = `(${label} ${span.getAttribute(contract.suffix.attribute) ?? ""})`;
    differs = true;
  }
  if (differs) for (const note of document.querySelectorAll<HTMLElement>(contract.note.selector)) note.hidden = false;
}
