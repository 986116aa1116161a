import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import "~/content/catalogue.server"; // components read their edition's copy by name, as on the server

// The fast contract tests (docs/page-scripts.md): a component rendered to HTML as the server
// renders it, put into a DOM (happy-dom, per test file: `// @vitest-environment happy-dom`), so its
// page script can run against the very markup a visitor gets. Seconds, no browser build.

/** The component's HTML as the server renders it at `path`. */
export function serverHtml(node: ReactNode, path = "/"): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

/** Replaces the document's body with the component's server HTML, at `path`. */
export function renderPage(node: ReactNode, path = "/"): void {
  history.replaceState(null, "", path);
  document.body.innerHTML = serverHtml(node, path);
}

/** What the page scripts said on the console (a part missing from the markup, a 404), for asserting. */
export function consoleWarnings(): { messages: () => string[]; restore: () => void } {
  const spy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return { messages: () => spy.mock.calls.map((call) => call.map(String).join(" ")), restore: () => spy.mockRestore() };
}

export function element<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`No ${selector} in the rendered page`);
  return found;
}

/** A pointer event as a mouse makes it (the menus and tooltips ignore touch and pen hover). */
export function mouse(
  type: "pointerenter" | "pointerleave" | "pointerover" | "pointerout" | "pointerdown",
  target: Element,
  relatedTarget: Element | null = null,
): void {
  target.dispatchEvent(
    new PointerEvent(type, {
      pointerType: "mouse",
      bubbles: !type.endsWith("enter") && !type.endsWith("leave"),
      relatedTarget,
    }),
  );
}

export function key(target: Element, name: string): void {
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
}
