import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderArticleMarkdown } from "../article-render.server";
import { parseArticleSource } from "../article-schema";
import { readArticleFilesFromDisk } from "../article-sources";

// The French articles (issue #19): one per English article, same file name (so same slug), valid
// front matter, the same kind, date and structure, every link to the same place, and in French.

const english = readArticleFilesFromDisk(join(process.cwd(), "app/content/articles"));
const french = readArticleFilesFromDisk(join(process.cwd(), "app/content/fr/articles"));

/** The skeleton of a Markdown body: its headings' levels, list items and links, in order. */
function skeleton(body: string) {
  const lines = body.split("\n");
  return {
    headings: lines.filter((l) => /^#{1,6} /.test(l)).map((l) => l.indexOf(" ")),
    bullets: lines.filter((l) => /^- /.test(l)).length,
    numbered: lines.filter((l) => /^\d+\. /.test(l)).length,
    paragraphs: lines.filter((l) => l.trim() !== "" && !/^(#|- |\d+\. )/.test(l)).length,
    links: [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]),
  };
}

describe("the French articles", () => {
  it("exist for every English article, under the same file name, and no other", () => {
    expect(Object.keys(french)).toEqual(Object.keys(english));
  });

  for (const [file, raw] of Object.entries(english)) {
    describe(file, () => {
      const en = parseArticleSource(`app/content/articles/${file}`, raw);
      const fr = () => parseArticleSource(`app/content/fr/articles/${file}`, french[file] ?? "");

      it("has valid front matter with the English kind and date, and a translated title, summary, author and tags", () => {
        const { frontMatter } = fr();
        expect(frontMatter.kind).toBe(en.frontMatter.kind);
        expect(frontMatter.date).toBe(en.frontMatter.date);
        expect(frontMatter.tags).toHaveLength(en.frontMatter.tags.length);
        for (const field of ["title", "summary", "author"] as const)
          expect(frontMatter[field]).not.toBe(en.frontMatter[field]);
        for (const tag of frontMatter.tags) expect(en.frontMatter.tags).not.toContain(tag);
      });

      it("keeps the English headings, lists, paragraphs and links", () => {
        expect(skeleton(fr().body)).toEqual(skeleton(en.body));
      });

      it("renders with a table of contents as long as the English one", () => {
        const rendered = renderArticleMarkdown(`app/content/fr/articles/${file}`, fr().body);
        expect(rendered.toc.map((entry) => entry.depth)).toEqual(
          renderArticleMarkdown(file, en.body).toc.map((entry) => entry.depth),
        );
        expect(rendered.toc.every((entry) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id))).toBe(true);
      });

      it("follows French typography: a no-break space before « : ; ? ! », inside « … » and before %", () => {
        const { frontMatter, body } = fr();
        const text = [frontMatter.title, frontMatter.summary, ...frontMatter.tags, body].join("\n");
        expect(text.match(/ [:;?!»%]|« /g)).toBeNull();
        expect(text.match(/\p{L}[;?!»]|\p{L}:\s|«\p{L}/gu)).toBeNull();
      });
    });
  }
});
