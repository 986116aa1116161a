import { describe, expect, it } from "vitest";
import { createIdAllocator, readingMinutes, renderArticleMarkdown, slugify } from "./article-render.server";
import { parseArticleSource } from "./article-schema";
import { articleFolder, readArticleFiles, readArticleFilesFromDisk } from "./article-sources";
import { articlePaths } from "./article-index";
import { articles, articlesIn, buildArticles } from "./articles.server";
import { indexedEditions, rootLocale } from "./editions";
import { claims } from "./claims";
import { mainMenus } from "./navigation";
import { staticPaths } from "./pages";
import { resourcePaths, resourceSectionList } from "./resources";

const good = `---
title: "A guide to something useful"
summary: "A summary long enough to pass the schema's minimum of fifty characters, easily."
date: 2026-10-01
author: "The Ilimi team"
tags: ["Fees"]
kind: guide
---

## First section

Some text.

## Second section

More text.
`;

const file = "app/content/articles/example.md";

describe("article front matter (a bad file fails the build, naming the file and the field)", () => {
  it("accepts a complete file", () => {
    const parsed = parseArticleSource(file, good);
    expect(parsed.slug).toBe("example");
    expect(parsed.frontMatter).toMatchObject({ kind: "guide", date: "2026-10-01", tags: ["Fees"] });
  });

  it.each([
    ["a missing title", good.replace(/^title:.*\n/m, ""), 'field "title" is required'],
    ["a missing date", good.replace(/^date:.*\n/m, ""), 'field "date" is required'],
    [
      "a wrong kind",
      good.replace("kind: guide", "kind: podcast"),
      'field "kind" must be one of blog, guide, case-study, webinar',
    ],
    [
      "a date that is not a date",
      good.replace("2026-10-01", "October 2026"),
      'field "date" must be a date written as YYYY-MM-DD',
    ],
    ["an impossible date", good.replace("2026-10-01", "2026-13-45"), 'field "date" must be a real calendar date'],
    ["a date that rolls over", good.replace("2026-10-01", "2026-02-30"), 'field "date" must be a real calendar date'],
    [
      "a title of the wrong type",
      good.replace(/^title:.*$/m, "title: 42"),
      'field "title" Invalid input: expected string, received number',
    ],
    ["tags that are not a list", good.replace('tags: ["Fees"]', "tags: Fees"), 'field "tags"'],
    ["an empty tag list", good.replace('tags: ["Fees"]', "tags: []"), 'field "tags" must list at least one tag'],
    [
      "a short summary",
      good.replace(/^summary:.*$/m, 'summary: "Too short."'),
      'field "summary" must be at least 50 characters',
    ],
    [
      "an unknown field",
      good.replace("kind: guide", "kind: guide\nauthr: someone"),
      'field "authr" is not a known field (allowed: title, summary',
    ],
  ])("rejects %s", (_case, raw, expected) => {
    expect(() => parseArticleSource(file, raw)).toThrow(`${file}: front matter ${expected}`);
  });

  it("rejects a file without front matter, or front matter that is not YAML", () => {
    expect(() => parseArticleSource(file, "## Just text\n")).toThrow(`${file}: front matter is missing`);
    expect(() => parseArticleSource(file, "---\ntitle: [unclosed\n---\ntext\n")).toThrow(
      `${file}: front matter is not valid YAML`,
    );
  });

  it("rejects a file name that is not a slug", () => {
    expect(() => parseArticleSource("app/content/articles/My Article.md", good)).toThrow(
      "app/content/articles/My Article.md: the file name",
    );
  });

  it("rejects two articles with the same title", () => {
    expect(() => buildArticles({ "a.md": good, "b.md": good })).toThrow(
      'app/content/articles/b.md: front matter field "title" repeats the title of app/content/articles/a.md',
    );
  });

  it("rejects a title that would make the page title longer than 70 characters", () => {
    const long = good.replace(/^title:.*$/m, `title: "${"A very long title ".repeat(4).trim()}"`);
    expect(() => parseArticleSource(file, long)).toThrow(
      `${file}: front matter field "title" must be at most 62 characters`,
    );
  });

  it("fails the whole set on one bad file, naming it", () => {
    expect(() => buildArticles({ "fine.md": good, "broken.md": good.replace(/^author:.*\n/m, "") })).toThrow(
      'app/content/articles/broken.md: front matter field "author" is required',
    );
  });
});

describe("article Markdown", () => {
  it("refuses raw HTML, block or inline, naming the file", () => {
    expect(() => renderArticleMarkdown(file, "## A\n\n<div>block</div>\n")).toThrow(`${file}: raw HTML is not allowed`);
    expect(() => renderArticleMarkdown(file, "## A\n\nSome <script>alert(1)</script> text\n")).toThrow(
      `${file}: raw HTML is not allowed`,
    );
  });

  it("refuses a level-1 heading: the title is the page's only h1", () => {
    expect(() => renderArticleMarkdown(file, "# Title\n\ntext\n")).toThrow(`${file}: use ## and ### headings`);
  });

  it("needs two sections for a table of contents", () => {
    expect(() => buildArticles({ "short.md": good.replace("## Second section", "Plain") })).toThrow(
      "at least two ## sections",
    );
  });
});

describe("table of contents", () => {
  it("lists h2 and h3 headings with stable, unique ids, in order", () => {
    const { html, toc } = renderArticleMarkdown(
      file,
      "## Step 1: Discovery\n\ntext\n\n### Questions *worth* settling\n\ntext\n\n## Costs & fees\n\n## Costs & fees\n\n#### Not listed\n\n## Main\n",
    );
    expect(toc).toEqual([
      { id: "step-1-discovery", text: "Step 1: Discovery", depth: 2 },
      { id: "questions-worth-settling", text: "Questions worth settling", depth: 3 },
      { id: "costs-fees", text: "Costs & fees", depth: 2 },
      { id: "costs-fees-2", text: "Costs & fees", depth: 2 },
      // "main" is the layout's own id: a heading never takes it.
      { id: "main-2", text: "Main", depth: 2 },
    ]);
    expect(html).toContain('<h2 id="step-1-discovery">Step 1: Discovery</h2>');
    expect(html).toContain('<h3 id="questions-worth-settling">Questions <em>worth</em> settling</h3>');
    expect(html).toContain("<h4>Not listed</h4>");
  });

  it("gives the same ids on every render (anchors people share keep working)", () => {
    const markdown = "## One\n\n## Two\n\n### One\n";
    expect(renderArticleMarkdown(file, markdown).toc).toEqual(renderArticleMarkdown(file, markdown).toc);
  });

  it("slugifies accents and punctuation", () => {
    expect(slugify("Ọ̀nà: fees, 2026!")).toBe("ona-fees-2026");
    const next = createIdAllocator();
    expect([next("A"), next("A"), next("!!!")]).toEqual(["a", "a-2", "section"]);
  });
});

describe("reading time", () => {
  it("counts about 200 words a minute, never less than one minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(150)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1099)).toBe(5);
    expect(readingMinutes(1100)).toBe(6);
  });

  it("counts the words of the text, not of the Markdown syntax", () => {
    const { words } = renderArticleMarkdown(file, "## Two words\n\n- **one** item\n- [two](/demo) items here\n");
    expect(words).toBe(2 + 2 + 3);
  });
});

describe("the published articles", () => {
  it("are the Markdown files in app/content/articles, whichever way they are read", () => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(articles.map((a) => `${a.slug}.md`).sort()).toEqual(Object.keys(readArticleFiles()).sort());
    // Plain Node (a Playwright spec importing pages.ts) reads the same files from disk.
    expect(readArticleFilesFromDisk()).toEqual(readArticleFiles());
  });

  it("are read for every translated edition from its own folder, and listed there at the English paths", () => {
    const translated = indexedEditions.filter((e) => e.code !== rootLocale);
    expect(translated.length).toBeGreaterThan(0);
    for (const { code, prefix } of translated) {
      const files = readArticleFiles(code);
      expect(Object.keys(files).length, code).toBeGreaterThan(0);
      expect(readArticleFilesFromDisk(articleFolder(code)), code).toEqual(files);
      const own = articlesIn(code);
      expect(own.map((a) => a.path)).toEqual(articles.map((a) => a.path));
      // Its own text where it has a file; every link inside leads within the edition.
      expect(own.filter((a, i) => a.title !== articles[i]!.title).length, code).toBe(Object.keys(files).length);
      for (const a of own) expect(a.html, a.slug).not.toMatch(new RegExp(`href="/(?!${prefix.slice(1)}[/"])`));
    }
  });

  it("are substantial, by the Ilimi team, dated in 2026 up to 20 November, newest first", () => {
    for (const a of articles) {
      expect(a.author).toBe("The Ilimi team");
      expect(a.date >= "2026-01-01" && a.date <= "2026-11-20", a.slug).toBe(true);
      expect(a.readingMinutes, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.toc.length, a.slug).toBeGreaterThanOrEqual(4);
    }
    expect(articles.map((a) => a.date)).toEqual(
      articles
        .map((a) => a.date)
        .sort()
        .reverse(),
    );
  });

  it("state no figure that claims.ts does not hold (SPEC section 1)", () => {
    const allowed = new Set(Object.values(claims).map((c) => c.value));
    for (const a of articles) {
      const text = a.html.replace(/<[^>]+>/g, " ");
      for (const figure of text.match(/\d+(?:\.\d+)?%|\d+\/\d+/g) ?? [])
        expect(allowed, `${a.slug}: ${figure}`).toContain(figure);
    }
  });

  it("link only to pages that exist", () => {
    const known = new Set([...staticPaths, "/contact", "/demo"]);
    for (const a of articles) {
      for (const [, href] of a.html.matchAll(/href="([^"]+)"/g))
        expect(known, `${a.slug} links ${href}`).toContain(href!.split("#")[0]);
    }
  });

  it("are all prerendered, with the Resources pages", () => {
    for (const path of [...resourcePaths, ...articlePaths]) expect(staticPaths).toContain(path);
  });

  it("have list pages the Resources menu links to", () => {
    const resourcesMenu = mainMenus.find((m) => m.href === "/resources")!;
    expect(resourceSectionList.map((s) => `/resources/${s.segment}`)).toEqual(resourcesMenu.links.map((l) => l.href));
  });
});
