import { pendingTiming, submitButtonContract as contract } from "~/components/forms/submit-button.contract";

// A submit button's pending look for the forms the page script sends with fetch (the newsletter
// box, the demo form): SubmitButton's labels follow its pending mark. Shown only after a short
// delay and then for a minimum time, so a fast answer never flickers (pending-timing.ts).

type PendingLook = { showTimer?: number; hideTimer?: number; shownAt?: number };

const looks = new WeakMap<HTMLElement, PendingLook>();

export function setPending(button: HTMLElement | null, pending: boolean): void {
  if (!button) return;
  const look = looks.get(button) ?? {};
  looks.set(button, look);
  if (pending) {
    // aria-disabled, not disabled: the button keeps focus, and the form ignores a second press.
    button.setAttribute("aria-disabled", "true");
    if (look.hideTimer !== undefined) {
      // Still showing from the last post: it simply stays.
      clearTimeout(look.hideTimer);
      look.hideTimer = undefined;
      return;
    }
    look.showTimer = window.setTimeout(() => {
      look.showTimer = undefined;
      look.shownAt = performance.now();
      button.setAttribute(contract.pending.attribute, "");
    }, pendingTiming.delay);
    return;
  }
  button.removeAttribute("aria-disabled");
  if (look.showTimer !== undefined) {
    // Answered before the spinner was due: it never shows.
    clearTimeout(look.showTimer);
    look.showTimer = undefined;
    return;
  }
  if (look.shownAt === undefined) return;
  const remaining = Math.max(0, pendingTiming.minDuration - (performance.now() - look.shownAt));
  look.hideTimer = window.setTimeout(() => {
    look.hideTimer = undefined;
    look.shownAt = undefined;
    button.removeAttribute(contract.pending.attribute);
  }, remaining);
}
