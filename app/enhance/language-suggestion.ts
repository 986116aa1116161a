import { languageSuggestionContract as contract, prefersOffered } from "~/components/layout/language-suggestion.contract";

// Offers the other edition to a browser that prefers it (issue #19). Never redirects: the visitor
// chooses. Its words are the page's (the hidden markup); dismissed once, it is not shown again.
export function enhanceLanguageSuggestion(): void {
  const box = document.querySelector<HTMLElement>(`[${contract.root}]`);
  const offered = box?.getAttribute(contract.root);
  if (!box || (offered !== "en" && offered !== "fr")) return;
  if (remembered()) return;
  if (!prefersOffered(navigator.languages ?? [navigator.language], offered)) return;
  box.hidden = false;
  box.querySelector(`[${contract.dismiss}]`)?.addEventListener("click", () => {
    box.hidden = true;
    try {
      localStorage.setItem(contract.storageKey, "1");
    } catch {
      // Storage refused (private mode): dismissed for this page only.
    }
  });
}

function remembered(): boolean {
  try {
    return localStorage.getItem(contract.storageKey) === "1";
  } catch {
    return false;
  }
}
