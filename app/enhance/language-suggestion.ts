import {
  languageSuggestionContract as contract,
  prefersOffered,
} from "~/components/layout/language-suggestion.contract";

// Offers the other edition to a browser that prefers it (issue #19). Never redirects: the visitor
// chooses. Its words are the page's (the hidden markup); dismissed once, it is not shown again.
export function enhanceLanguageSuggestion(): void {
  // One offer per other edition: the first the browser prefers shows.
  const preferred = navigator.languages ?? [navigator.language];
  const box = [...document.querySelectorAll<HTMLElement>(`[${contract.root}]`)].find((offer) =>
    prefersOffered(preferred, offer.getAttribute(contract.root) ?? ""),
  );
  // Storage is asked last: the first read of a tab opens it, several milliseconds on the load's
  // main thread (7 ms in a cold Chromium here), and a browser that prefers this edition never needs it.
  if (!box || remembered()) return;
  box.hidden = false;
  const release = keepRoomFor(box);
  box.querySelector(`[${contract.dismiss}]`)?.addEventListener("click", () => {
    box.hidden = true;
    release();
    try {
      localStorage.setItem(contract.storageKey, "1");
    } catch {
      // Storage refused (private mode): dismissed for this page only.
    }
  });
}

/**
 * The offer is fixed at the bottom of the window. While it shows, the page keeps room for it: a
 * focused field is scrolled clear of it (scroll padding, WCAG 2.4.11) and the end of the page can be
 * scrolled above it (body padding, added below the footer, so nothing on screen moves).
 */
function keepRoomFor(box: HTMLElement): () => void {
  const room = `${window.innerHeight - box.getBoundingClientRect().top + 12}px`;
  const root = document.documentElement;
  root.style.scrollPaddingBottom = room;
  document.body.style.paddingBottom = room;
  // Chromium's focus scrolling ignores scroll padding: lift a field the offer would cover by hand.
  const lift = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement) || box.contains(event.target)) return;
    const field = event.target.getBoundingClientRect();
    const covered = field.top + Math.min(field.height, 48) - (box.getBoundingClientRect().top - 12);
    if (covered > 0) window.scrollBy({ top: covered, behavior: "instant" });
  };
  document.addEventListener("focusin", lift);
  return () => {
    root.style.scrollPaddingBottom = "";
    document.body.style.paddingBottom = "";
    document.removeEventListener("focusin", lift);
  };
}

function remembered(): boolean {
  try {
    return localStorage.getItem(contract.storageKey) === "1";
  } catch {
    return false;
  }
}
