import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { editionRecord, rootLocale } from "./editions";

// Issue #24 (ADR 045): a new edition is one registry entry plus its copy folder. Any code outside the
// registry that names an edition by its code ("fr") is a place a new edition would silently miss,
// so the code is read token by token (comments and longer strings such as "fr-FR" are not codes)
// and every quoted edition code, in a value or a type, is a failure unless allowed below.

/** Every edition's code but the root one, the pseudo edition's included. */
const codes = Object.keys(editionRecord(() => null)).filter((code) => code !== rootLocale);
// The root edition's code ("en") is not searched: it is also the language of the English-only
// console, the team's mail and their Intl calls, and the default of every `locale` parameter, none
// of which a new edition has to join.

/**
 * Where a quoted edition code is right, with how many there are (a new one in these files fails
 * too, and so does one fewer, so the list never outlives its reason).
 */
const allowed: Record<string, { hits: number; why: string }> = {
  "app/estimator/money.ts": {
    hits: 4,
    why: 'The number style named "fr" (the registry\'s numberStyle field: how a figure is grouped), not the French edition.',
  },
};

/** The registry itself, and each translated edition's copy folder (its words, not code). */
const skipped = ["app/content/editions.ts", ...codes.map((code) => `app/content/${code}/`)];

function sourceFiles(folder: string): string[] {
  return readdirSync(new URL(`../../${folder}`, import.meta.url), { recursive: true, encoding: "utf8" })
    .map((file) => `${folder}/${file.replaceAll("\\", "/")}`)
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.test\.(ts|tsx|mjs)$/.test(file))
    .filter((file) => !skipped.some((skip) => file === skip || file.startsWith(skip)));
}

/** Each quoted edition code in a file, as `file:line`. */
function editionCodesIn(file: string): string[] {
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const hits: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && codes.includes(node.text)) {
      hits.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${node.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

describe("adding an edition to the registry", () => {
  const hits = ["app", "server"].flatMap(sourceFiles).map((file) => ({ file, found: editionCodesIn(file) }));

  it("finds no edition named by its code outside the registry", () => {
    expect(codes).toContain("fr");
    expect(hits.length).toBeGreaterThan(100);
    expect(hits.filter(({ file }) => !allowed[file]).flatMap(({ found }) => found)).toEqual([]);
  });

  it("keeps the allow-list to what is still there", () => {
    for (const [file, { hits: expected, why }] of Object.entries(allowed)) {
      expect(hits.find((h) => h.file === file)?.found.length, `${file}: ${why}`).toBe(expected);
    }
  });
});
