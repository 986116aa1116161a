import { Marked, type Token, type Tokens } from "marked";
import { ArticleError } from "./article-schema";
import type { TocEntry } from "./resources";

// Markdown to HTML on the server (at build time for prerendered pages), so the browser never loads
// a Markdown parser. The HTML is inserted with dangerouslySetInnerHTML, which is acceptable only
// because it comes from our own repository and raw HTML in the Markdown is refused here.

export type RenderedArticle = { html: string; toc: TocEntry[]; words: number };

/** A reader's pace for practical prose: about 200 words a minute; never less than a minute. */
const wordsPerMinute = 200;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** "Moving fees online: step 1" → "moving-fees-online-step-1". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&[a-z]+;/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Hands out ids in document order: the first "Costs" is costs, the next costs-2, and so on. */
export function createIdAllocator(reserved: Iterable<string> = []) {
  const used = new Set(reserved);
  return (text: string): string => {
    const base = slugify(text) || "section";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/** The visible text of inline tokens (no Markdown, no entities). */
function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ("tokens" in token && Array.isArray(token.tokens)) return plainText(token.tokens);
      if (token.type === "escape" || token.type === "text" || token.type === "codespan") return token.text;
      return "";
    })
    .join("");
}

/** Ids the page around an article already uses: a heading must not take one of them. */
const reservedIds = ["main", "page-title", "site-map", "article-toc", "article-body"];

/**
 * Renders one article. Throws an ArticleError naming the file when the Markdown holds raw HTML
 * or a level-1 heading (the page's only h1 is the article's title).
 */
export function renderArticleMarkdown(file: string, markdown: string): RenderedArticle {
  const toc: TocEntry[] = [];
  const allocate = createIdAllocator(reservedIds);
  let words = 0;

  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === "html") {
        const snippet = token.raw.trim().slice(0, 40);
        throw new ArticleError(
          `${file}: raw HTML is not allowed in articles (found ${JSON.stringify(snippet)}); use Markdown`,
        );
      }
      if (token.type === "heading" && token.depth === 1) {
        throw new ArticleError(`${file}: use ## and ### headings; the article's title is its only level-1 heading`);
      }
      // A list item's text token wraps inline text tokens: count only the innermost ones.
      const leaf = token.type === "codespan" || (token.type === "text" && !token.tokens?.length);
      if (leaf) {
        words += token.text.split(/\s+/).filter(Boolean).length;
      }
    },
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Token[]) => string } }, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth !== 2 && depth !== 3) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = plainText(tokens).trim();
        const id = allocate(text);
        toc.push({ id, text, depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });

  const html = marked.parse(markdown) as string;
  return { html, toc, words };
}
