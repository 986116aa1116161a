import type { Page } from "@playwright/test";

// What people read on a page, for the browser checks that every word came from the edition's copy
// (tests/e2e/french-crawl.spec.ts, tests/e2e/pseudo-locale.spec.ts); support/html-text.ts reads
// the same parts from the HTML alone.

/**
 * What people read on the page, grouped by the block it sits in (so « Version » and « : » rendered
 * as two text nodes are read together): text (hidden parts and templates too, which scripts show),
 * and the title, alt, aria-label and placeholder attributes. Parts in another language than `lang`
 * (a prefix of their `lang` attribute) are left out.
 */
export function readable(page: Page, lang: string): Promise<string[]> {
  return page.evaluate((pageLang) => {
    const inPageLanguage = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      const lang = element?.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang;
      return lang.startsWith(pageLang);
    };
    const isBlock = (element: Element) => {
      if (!element.isConnected) return true;
      const display = getComputedStyle(element).display;
      return !display.startsWith("inline") && display !== "contents";
    };
    const blocks = new Map<Node, string>();
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, noscript") || !inPageLanguage(node)) continue;
        let block: Element = parent;
        while (!isBlock(block) && block.parentElement) block = block.parentElement;
        blocks.set(block, (blocks.get(block) ?? "") + node.textContent);
      }
    };
    walk(document.body);
    for (const template of document.querySelectorAll("template")) walk(template.content);
    const texts = [...blocks.values()];
    texts.push(document.title);
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) texts.push(description);
    const attributes = ["title", "alt", "aria-label", "placeholder"];
    for (const element of document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join(","))) {
      if (!inPageLanguage(element)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((t) => t.trim()).filter(Boolean);
  }, lang);
}
