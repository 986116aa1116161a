import { select } from "~/components/contract";
import { slotPickerContract as contract, unseenNote } from "~/components/booking/slot-picker.contract";
import { clockLabel } from "~/booking/time-zones";

// The slot picker with JavaScript: the days switch in place (without it, each day is a link the
// server answers), and each slot also shows the visitor's own time where it differs from WAT (the
// server cannot know the visitor's zone). Watches for pickers swapped in later, as on the demo
// form's confirmation, which arrives without a page load (ADR 010).
export function enhanceSlotPicker(): void {
  fill();
  new MutationObserver(fill).observe(document.body, { childList: true, subtree: true });
  // Delegated: a picker swapped in later switches days too.
  document.addEventListener("click", switchDay);
}

/**
 * Writes the visitor's own time into the slots shown: the open day's (and a booking's summary).
 * The closed days' are written when they open: the page's first task stays small on a slow phone
 * (about 18 times instead of 180; issue #26's Lighthouse target).
 */
function fill(): void {
  const spans = [
    ...document.querySelectorAll<HTMLElement>(`${contract.local.selector}:not(${contract.done.selector})`),
  ].filter((span) => !span.closest("fieldset[hidden]"));
  if (spans.length === 0) return;
  let differs = false;
  for (const span of spans) {
    span.setAttribute(contract.done.attribute, "");
    const start = span.getAttribute(contract.local.attribute) ?? "";
    // The visitor's clock from Date alone: no Intl formatter is built (see clockLabel).
    const offset = -new Date(start).getTimezoneOffset();
    const shown = span.getAttribute(contract.shownOffset.attribute);
    const words = span.closest(contract.suffix.selector);
    // Beside a second zone already written (GMT): nothing more where the visitor's clock reads it.
    const label =
      shown !== null && Number(shown) === offset
        ? null
        : clockLabel(
            start,
            offset,
            (words?.getAttribute(contract.weekdays.attribute) ?? "").split(","),
            words?.getAttribute(contract.hourStyle.attribute) === "h" ? "h" : "colon",
          );
    // The visitor's own clock replaces the edition's second zone (GMT): nothing where it reads WAT.
    span.textContent = label ? `(${label} ${words?.getAttribute(contract.suffix.attribute) ?? ""})` : "";
    if (label) differs = true;
  }
  for (const note of document.querySelectorAll<HTMLElement>(contract.zoneNote.selector)) note.classList.add(unseenNote);
  if (differs)
    for (const note of document.querySelectorAll<HTMLElement>(contract.note.selector))
      note.classList.remove(unseenNote);
}

/** A day of the strip, clicked (or Enter on it): opens that day's times in place and puts the focus on them. */
function switchDay(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(contract.day.selector) : null;
  const form = link?.closest("form");
  const date = link?.getAttribute(contract.day.attribute) ?? "";
  const times = form?.querySelector<HTMLFieldSetElement>(select(contract.times, date));
  if (!link || !form || !times) return;
  event.preventDefault();
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>(contract.times.selector)) {
    fieldset.hidden = fieldset !== times;
    fieldset.disabled = fieldset !== times;
  }
  for (const day of form.querySelectorAll(contract.day.selector)) {
    if (day === link) day.setAttribute("aria-current", "date");
    else day.removeAttribute("aria-current");
  }
  fill();
  // Into the day's radio group: the chosen time if there is one, else the first; arrows walk the rest.
  const radios = [...times.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
}
