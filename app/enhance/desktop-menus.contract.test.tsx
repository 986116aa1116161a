// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DesktopNav } from "~/components/layout/desktop-nav";
import { desktopNavContract as contract, menuTimings } from "~/components/layout/desktop-nav.contract";
import { consoleWarnings, element, key, mouse, renderPage } from "../../tests/support/page-script-dom";
import { enhanceDesktopMenus } from "./desktop-menus";

const trigger = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>(`button${contract.trigger.selector}`)].find((b) =>
    b.textContent?.includes(name),
  )!;
const panelOf = (button: HTMLButtonElement) => element(`#${button.getAttribute("aria-controls")}`);

describe("the desktop menus, as server markup and page script", () => {
  beforeEach(() => renderPage(<DesktopNav />, "/"));
  afterEach(() => vi.useRealTimers());

  it("without the script, every panel is in the page with its links, left to hover and focus (app.css)", () => {
    for (const button of document.querySelectorAll<HTMLButtonElement>(`button${contract.trigger.selector}`)) {
      const panel = panelOf(button);
      expect(panel.hidden).toBe(false);
      expect(panel.matches(contract.panel.selector)).toBe(true);
      expect(panel.querySelectorAll("a[href]").length).toBeGreaterThan(0);
    }
    expect(element(contract.nav.selector).hasAttribute(contract.enhanced.attribute)).toBe(false);
  });

  it("with the script, the panels close, and a click opens one and Escape closes it, focus back on its button", () => {
    enhanceDesktopMenus();
    expect(element(contract.nav.selector).hasAttribute(contract.enhanced.attribute)).toBe(true);
    const modules = trigger("Modules");
    expect(panelOf(modules).hidden).toBe(true);
    expect(modules.getAttribute("aria-expanded")).toBe("false");
    modules.click();
    expect(panelOf(modules).hidden).toBe(false);
    expect(modules.getAttribute("aria-expanded")).toBe("true");
    const link = panelOf(modules).querySelector<HTMLAnchorElement>("a[href]")!;
    link.focus();
    key(link, "Escape");
    expect(panelOf(modules).hidden).toBe(true);
    expect(document.activeElement).toBe(modules);
  });

  it("opens on Arrow Down with the first link focused, and Arrow Right moves along the bar", () => {
    enhanceDesktopMenus();
    const solutions = trigger("Solutions");
    solutions.focus();
    key(solutions, "ArrowDown");
    expect(document.activeElement).toBe(panelOf(solutions).querySelector("a[href]"));
    solutions.focus();
    key(solutions, "ArrowRight");
    expect(document.activeElement).toBe(trigger("Modules"));
  });

  it("opens after the hover delay, and closes after the leave delay", () => {
    vi.useFakeTimers();
    // A page open for a while: no menu closed "just now", so this is not a visitor skimming the bar.
    vi.advanceTimersByTime(10 * menuTimings.skimWindow);
    enhanceDesktopMenus();
    const company = trigger("Company");
    const item = company.closest(contract.menu.selector)!;
    mouse("pointerenter", item);
    vi.advanceTimersByTime(menuTimings.hoverOpenDelay - 1);
    expect(panelOf(company).hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(panelOf(company).hidden).toBe(false);
    mouse("pointerleave", item);
    vi.advanceTimersByTime(menuTimings.hoverCloseDelay);
    expect(panelOf(company).hidden).toBe(true);
  });

  it("says so on the console when a trigger's panel is missing from the markup", () => {
    const warnings = consoleWarnings();
    panelOf(trigger("Company")).remove();
    enhanceDesktopMenus();
    expect(warnings.messages().join("\n")).toMatch(/desktop-nav: its markup has no panel/);
    warnings.restore();
  });
});
