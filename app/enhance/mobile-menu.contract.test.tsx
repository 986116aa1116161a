// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest";
import { MobileMenuSheet, MobileNav } from "~/components/layout/mobile-nav";
import { mobileNavContract as contract } from "~/components/layout/mobile-nav.contract";
import { element, renderPage } from "../../tests/support/page-script-dom";
import { enhanceMobileMenu } from "./mobile-menu";

describe("the phone sheet, as server markup and page script", () => {
  beforeAll(() => {
    // A phone's width: from md up the sheet has no place and will not open.
    (
      window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width: 390, height: 844 });
    renderPage(
      <>
        <MobileNav />
        <MobileMenuSheet />
      </>,
      "/",
    );
  });

  it("without the script, the toggle is a link to the footer's site map", () => {
    expect(element(contract.fallback.selector).getAttribute("href")).toBe("#site-map");
    expect(element(contract.toggle.selector).hidden).toBe(true);
  });

  it("with the script, the button replaces the link and opens the sheet; a menu unfolds; the close button closes it", () => {
    enhanceMobileMenu();
    const toggle = element<HTMLButtonElement>(contract.toggle.selector);
    const sheet = element<HTMLDialogElement>(`dialog${contract.sheet.selector}`);
    expect(element(contract.fallback.selector).hidden).toBe(true);
    expect(toggle.hidden).toBe(false);
    toggle.click();
    expect(sheet.open).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    const modules = [...sheet.querySelectorAll<HTMLButtonElement>(contract.section.selector)].find((b) =>
      b.textContent?.includes("Modules"),
    )!;
    const list = element(`#${modules.getAttribute("aria-controls")}`);
    expect(list.hidden).toBe(true);
    modules.click();
    expect(list.hidden).toBe(false);
    expect(modules.getAttribute("aria-expanded")).toBe("true");

    element<HTMLButtonElement>(contract.close.selector, sheet).click();
    expect(sheet.open).toBe(false);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(list.hidden).toBe(true);
  });
});
