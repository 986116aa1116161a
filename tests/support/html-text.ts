import { parse, type HTMLElement, type Node } from "node-html-parser";

// What people read on a page, read from the HTML the server sent, without a browser (issue #42):
// the same parts support/readable-text.ts reads in Chromium (text grouped by the block it sits in,
// hidden parts and templates too, the title, the description, and the title, alt, aria-label and
// placeholder attributes), for the whole-site checks in tests/integration/site-*.test.ts. A block
// is judged from the tag and the Tailwind display classes a 1280 px window applies, since there is
// no computed style here: both ways only decide how text nodes are joined, never which are read.

const inlineTags = new Set(
  "a abbr b bdi bdo br button cite code data dfn em i img input kbd label mark q s samp select small span strong sub sup svg textarea time u var path".split(
    " ",
  ),
);
const displayClass =
  /^(?:(sm|md|lg|xl):)?(block|flex|grid|hidden|table|flow-root|contents|inline|inline-block|inline-flex|inline-grid)$/;
const appliesAt1280 = new Set([undefined, "sm", "md", "lg", "xl"]);

function isBlock(element: HTMLElement): boolean {
  let display: string | undefined;
  for (const token of (element.getAttribute("class") ?? "").split(/\s+/)) {
    const match = displayClass.exec(token);
    if (match && appliesAt1280.has(match[1])) display = match[2];
  }
  if (display) return !display.startsWith("inline") && display !== "contents";
  return !inlineTags.has(element.rawTagName?.toLowerCase() ?? "");
}

const langOf = (element: HTMLElement | null, pageLang: string): string => {
  for (let e = element; e; e = e.parentNode as HTMLElement | null) {
    const lang = e.getAttribute?.("lang");
    if (lang) return lang;
  }
  return pageLang;
};

/** Parsed once per page: the tree, its <html lang>, and what people read on it. */
export type ReadPage = { root: HTMLElement; lang: string; texts: string[] };

/** What people read on a page in the page's language `lang` (a prefix of each part's `lang`). */
export function readHtml(html: string, lang: string): ReadPage {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } });
  const pageLang = root.querySelector("html")?.getAttribute("lang") ?? "";
  const blocks = new Map<HTMLElement, string>();
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        const parent = child.parentNode as HTMLElement;
        if (!langOf(parent, pageLang).startsWith(lang)) continue;
        let block = parent;
        while (!isBlock(block) && block.parentNode) block = block.parentNode as HTMLElement;
        blocks.set(block, (blocks.get(block) ?? "") + decode(child.rawText));
      } else if (child.nodeType === 1) {
        const tag = (child as HTMLElement).rawTagName?.toLowerCase();
        if (tag !== "script" && tag !== "style" && tag !== "noscript") walk(child);
      }
    }
  };
  const body = root.querySelector("body");
  if (body) walk(body);
  const texts = [...blocks.values()];
  texts.push(decode(root.querySelector("title")?.rawText ?? ""));
  const description = root.querySelector('meta[name="description"]')?.getAttribute("content");
  if (description) texts.push(description);
  for (const element of body?.querySelectorAll("[title], [alt], [aria-label], [placeholder]") ?? []) {
    if (!langOf(element, pageLang).startsWith(lang)) continue;
    for (const name of ["title", "alt", "aria-label", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return { root, lang: pageLang, texts: texts.map((t) => t.trim()).filter(Boolean) };
}

/** Text as the browser shows it: character references written out. */
function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#")
      return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return named[ref] ?? whole;
  });
}

const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  laquo: "\u00ab",
  raquo: "\u00bb",
  rsquo: "\u2019",
  lsquo: "\u2018",
  ldquo: "\u201c",
  rdquo: "\u201d",
  hellip: "\u2026",
  ndash: "\u2013",
  mdash: "\u2014",
  middot: "\u00b7",
  copy: "\u00a9",
};
