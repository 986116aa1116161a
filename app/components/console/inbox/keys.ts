import type { RefObject } from "react";

// The inbox's keys (issue #27 item 2): "/" to the search, "j" and "k" to the next and previous
// lead, Enter to open it. The current lead is the focused link to it (the browser's own focus ring
// shows it, and Enter on a link follows it), and its row carries aria-current. Nothing happens
// while the person types in a field, or with a modifier held (the browser's own shortcuts).

const LEAD_LINK = 'a[href^="/sales/leads/"]';

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest("input, textarea, select, [contenteditable]") !== null)
  );
}

/** One link per lead, in the order shown: the first link to it in each row. */
function leadLinks(): HTMLAnchorElement[] {
  const seen = new Set<Element>();
  const links: HTMLAnchorElement[] = [];
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`main ${LEAD_LINK}`)) {
    const row = link.closest("li, tr") ?? link;
    if (seen.has(row)) continue;
    seen.add(row);
    links.push(link);
  }
  return links;
}

function rowOf(element: Element): Element {
  return element.closest("li, tr") ?? element;
}

/** Listens for the keys on the document; returns what stops it. */
export function listenForInboxKeys(search: RefObject<HTMLInputElement | null>): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    if (event.key === "/") {
      event.preventDefault();
      search.current?.focus();
      search.current?.select();
      return;
    }
    if (event.key !== "j" && event.key !== "k") return;
    const links = leadLinks();
    if (links.length === 0) return;
    event.preventDefault();
    const active = document.activeElement;
    const at = active ? links.findIndex((link) => rowOf(link).contains(active)) : -1;
    const next = at === -1 ? 0 : Math.min(links.length - 1, Math.max(0, at + (event.key === "j" ? 1 : -1)));
    for (const row of document.querySelectorAll("main [data-inbox-current]")) {
      row.removeAttribute("aria-current");
      row.removeAttribute("data-inbox-current");
    }
    const row = rowOf(links[next]!);
    row.setAttribute("aria-current", "true");
    row.setAttribute("data-inbox-current", "");
    links[next]!.focus();
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
