import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { rootLocale, type Locale } from "./editions";

// The raw article files (app/content/articles/*.md, and each translated edition's
// app/content/<code>/articles/*.md), keyed by file name. One folder per edition is the only list
// of its articles; two ways to read it, because this module is loaded in two kinds of place:
// - through Vite (the app's server build, React Router's config loader, which runs the config with
//   vite-node, and Vitest): import.meta.glob bundles the files, so the running server never needs
//   the source folder;
// - in plain Node (Playwright specs that import pages.ts), where import.meta.env does not exist and
//   import.meta.glob was never transformed: the files are read from disk.
// Relative imports only (react-router.config.ts → pages.ts → here).

/** An edition's article folder inside app/content: the root edition's articles/, another's in its copy folder, <code>/articles/. */
const articlesUnder = (locale: Locale) => (locale === rootLocale ? "articles" : `${locale}/articles`);

/** An edition's article folder from the repository root, as files are named in an error. */
export const articleFolder = (locale: Locale) => `app/content/${articlesUnder(locale)}`;

export function readArticleFiles(locale: Locale = rootLocale): Record<string, string> {
  if (import.meta.env) {
    // One literal glob for every edition (Vite resolves it at build time): each translated edition's
    // articles mirror the English ones under <code>/articles with the same file names (issue #19).
    const files = import.meta.glob<string>(["./articles/*.md", "./*/articles/*.md"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const folder = `./${articlesUnder(locale)}/`;
    return Object.fromEntries(
      Object.entries(files)
        .filter(([key]) => key.startsWith(folder))
        .map(([key, raw]) => [key.slice(folder.length), raw]),
    );
  }
  return readArticleFilesFromDisk(join(process.cwd(), articleFolder(locale)));
}

/** The plain-Node way, relative to the repository root (where Playwright runs). */
export function readArticleFilesFromDisk(dir = join(process.cwd(), articleFolder(rootLocale))): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
}
