import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * WCAG 2.2 AA violations axe finds on the page as it stands, one line each.
 *
 * Sections below the first screen are not laid out until they come near the viewport
 * (`content-visibility: auto`, ADR 011), and axe needs their layout to find the colour behind each
 * text: it would compare the footer's light text with white instead of its dark blue. A visitor
 * only ever sees such a section rendered, so the page is checked with every section rendered.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const everyColour = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  try {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  } finally {
    await everyColour.evaluate((style) => style.parentNode?.removeChild(style));
  }
}
