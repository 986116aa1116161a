import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import "./catalogue.server"; // registers every edition's copy modules, as the server does
import { copyIn, editionFolder } from "./catalogue";
import { englishCopy } from "./copy-modules";
import { editionList, rootLocale, type TranslatedLocale } from "./editions";
import { homePage } from "./home";
import { solutionSections } from "./solutions";

// The catalogue looks copy up by name and edition (ADR 061): its index must name every copy module
// of app/content, every translated edition must have each, and a page gets its edition's words.

/** Modules of app/content that hold no public copy, and why they are not in the index. */
const notCopy = [
  // The catalogue itself, its index and the registry of editions, paths and pseudo-localisation.
  "catalogue",
  "catalogue.server",
  "copy-modules",
  "editions",
  "locale",
  "pseudo",
  "pages",
  // The article machinery (Markdown files, read per edition by article-sources.ts).
  "article-index",
  "article-render.server",
  "article-schema",
  "article-sources",
  "articles.server",
  // The editions' own names, each in its own language by nature.
  "edition",
  "language-names",
  // French grammar for templates (an institution's article) and the rules the French crawl reads.
  "french-grammar",
];
/** The sales console's words: English only (the console has one edition). */
const consoleOnly = (name: string) => name.startsWith("sales-console");

function modulesIn(folder: string): string[] {
  const dir = new URL(folder, import.meta.url);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.includes("/articles/"))
    .map((f) => f.replace(/\.ts$/, "").replaceAll("\\", "/"));
}

const translated = editionList.filter((e) => e.code !== rootLocale && !e.pseudo).map((e) => e.code as TranslatedLocale);

describe("the catalogue of copy", () => {
  it("names every copy module of app/content in its index", () => {
    const copyModules = modulesIn("./")
      .filter((m) => !m.includes("/") || m.startsWith("legal/"))
      .filter((m) => !notCopy.includes(m) && !consoleOnly(m));
    expect(Object.keys(englishCopy).sort()).toEqual(copyModules.sort());
  });

  it.each(translated)("finds every copy module in the %s edition's folder and its index", (locale) => {
    const inFolder = modulesIn(`./${locale}/`).filter((m) => m !== "copy-modules");
    expect(inFolder.sort()).toEqual(Object.keys(englishCopy).sort());
    expect(Object.keys(editionFolder(locale)).sort()).toEqual(Object.keys(englishCopy).sort());
  });

  it("gives a page its edition's module: English at the root, the translation in French, marked English in the pseudo edition", () => {
    expect(copyIn("en", "home").homePage).toBe(homePage);
    expect(copyIn("fr", "home").homePage.hero.title).toBe(editionFolder("fr").home.homePage.hero.title);
    expect(copyIn("fr", "home").homePage.hero.title).not.toBe(homePage.hero.title);
    expect(copyIn("xx", "home").homePage.hero.title).toMatch(/^\[.+·\]$/);
    // The same module object each time, so a page's lookups cost a map read.
    expect(copyIn("fr", "home")).toBe(copyIn("fr", "home"));
  });

  it("reads the exports an edition does not translate (identifiers, figures) from English", () => {
    expect(copyIn("fr", "solutions").solutionSections).toBe(solutionSections);
    expect(copyIn("xx", "solutions").solutionSections).toBe(solutionSections);
    expect(copyIn("xx", "forms").privacyNoticeVersion).toBe(englishCopy.forms.privacyNoticeVersion);
  });
});
