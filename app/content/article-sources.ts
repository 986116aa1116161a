import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The raw article files (app/content/articles/*.md), keyed by file name. One folder is the only
// list of articles; two ways to read it, because this module is loaded in two kinds of place:
// - through Vite (the app's server build, React Router's config loader, which runs the config with
//   vite-node, and Vitest): import.meta.glob bundles the files, so the running server never needs
//   the source folder;
// - in plain Node (Playwright specs that import pages.ts), where import.meta.env does not exist and
//   import.meta.glob was never transformed: the files are read from disk.
// Relative imports only (react-router.config.ts → pages.ts → here).
export function readArticleFiles(locale: "en" | "fr" = "en"): Record<string, string> {
  if (import.meta.env) {
    // Two literal globs: Vite resolves each at build time. French articles mirror the English ones
    // under fr/articles with the same file names (issue #19).
    const files =
      locale === "fr"
        ? import.meta.glob<string>("./fr/articles/*.md", { query: "?raw", import: "default", eager: true })
        : import.meta.glob<string>("./articles/*.md", { query: "?raw", import: "default", eager: true });
    return Object.fromEntries(
      Object.entries(files).map(([key, raw]) => [key.replace(/^\.\/(fr\/)?articles\//, ""), raw]),
    );
  }
  return readArticleFilesFromDisk(
    join(process.cwd(), locale === "fr" ? "app/content/fr/articles" : "app/content/articles"),
  );
}

/** The plain-Node way, relative to the repository root (where Playwright runs). */
export function readArticleFilesFromDisk(dir = join(process.cwd(), "app/content/articles")): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
}
