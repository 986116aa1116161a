import { ArticleError, parseArticleSource, type ArticleSource } from "./article-schema";
import { articleFolder, readArticleFiles } from "./article-sources";
import { rootLocale } from "./editions";
import { articlePath } from "./resources";

// The articles' files, their front matter validated, and their URLs: what the prerender list
// (pages.ts, loaded by react-router.config.ts) needs, without Markdown rendering. Evaluated during
// the build, so a missing or wrong field fails it with the file and the field named.
// Not a *.server module only because pages.ts may not import one (lint); nothing in the browser
// imports it. Relative imports only, for the config loader.

/** Parses and validates article files (name → raw text, from the given folder), newest first. */
export function parseArticleFiles(files: Record<string, string>, folder = articleFolder(rootLocale)): ArticleSource[] {
  const sources = Object.entries(files).map(([name, raw]) => parseArticleSource(`${folder}/${name}`, raw));
  const titles = new Map<string, string>();
  for (const { file, frontMatter } of sources) {
    const other = titles.get(frontMatter.title);
    if (other) throw new ArticleError(`${file}: front matter field "title" repeats the title of ${other}`);
    titles.set(frontMatter.title, file);
  }
  // The slug breaks ties, so the order never depends on the file system.
  return sources.sort((a, b) => b.frontMatter.date.localeCompare(a.frontMatter.date) || a.slug.localeCompare(b.slug));
}

export const articleSources: ArticleSource[] = parseArticleFiles(readArticleFiles());

/** Every article's page, for the prerender list and the sitemap. */
export const articlePaths: string[] = articleSources.map((s) => articlePath(s.frontMatter.kind, s.slug));
