import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { buildSiteFonts, generatedFontDir, siteFontFaces } from "./site-font.mjs";

// Every font the site serves is read by a real font parser (fontkit), as a browser's sanitiser
// would: a subset with an empty glyph table (the naira face once was one, 772 bytes that Chromium
// refused with "OTS parsing error: glyf: zero-length table") or without a glyph for a character it
// promises fails here, not silently in a visitor's fallback font.

const buildAssets = join(process.cwd(), process.env.ILIMI_BUILD_DIR ?? "build", "client/assets");

/** The face a file is a copy of: "site-font-naira-DINeZRev.woff2" (a hashed build asset) is "site-font-naira.woff2". */
function faceOf(fileName) {
  return siteFontFaces.find(
    (face) => face.file === fileName || face.file === fileName.replace(/-[\w-]{8}\.woff2$/, ".woff2"),
  );
}

/** What is wrong with a font file that should draw `characters`: [] when nothing is. */
function fontProblems(bytes, characters) {
  // fontkit reads tables when first asked for them: a broken one throws here or below.
  try {
    return problemsOf(fontkit.create(bytes), characters);
  } catch (error) {
    return [`not a font a parser can read: ${error instanceof Error ? error.message : String(error)}`];
  }
}

function problemsOf(font, characters) {
  const problems = [];
  const tables = font.directory?.tables ?? {};
  const outlines = tables.glyf ?? tables["CFF "] ?? tables.CFF2;
  if (!outlines) problems.push("no glyf, CFF or CFF2 table");
  else if (!(outlines.length > 0)) problems.push(`empty ${outlines.tag} table`);
  for (const character of characters) {
    const codePoint = character.codePointAt(0);
    const name = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")} ${character}`;
    if (!font.hasGlyphForCodePoint(codePoint)) problems.push(`no glyph for ${name}`);
    // A visible character must have an outline; a space (of any width) has none.
    else if (!/\s/u.test(character) && font.glyphForCodePoint(codePoint).path.commands.length === 0)
      problems.push(`an empty glyph for ${name}`);
  }
  return problems;
}

describe("the site's fonts", () => {
  it("every face the font script builds parses and draws each character it promises", async () => {
    const built = await buildSiteFonts();
    expect(built.map(({ file }) => file.slice(generatedFontDir.length + 1))).toEqual(
      siteFontFaces.map((face) => face.file),
    );
    for (const [i, { font }] of built.entries())
      expect({ face: siteFontFaces[i].file, problems: fontProblems(font, siteFontFaces[i].characters) }).toEqual({
        face: siteFontFaces[i].file,
        problems: [],
      });
  });

  it("every font file generated or built for the pages (app/generated, the build's assets) parses and draws its characters", () => {
    const files = [generatedFontDir, buildAssets].flatMap((dir) =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => /\.(woff2?|ttf|otf)$/.test(f))
            .map((f) => join(dir, f))
        : [],
    );
    for (const path of files) {
      const face = faceOf(path.slice(path.lastIndexOf("/") + 1));
      // A font file nobody promised characters for is still parsed, and must have outlines.
      expect({ path, problems: fontProblems(readFileSync(path), face?.characters ?? "") }).toEqual({
        path,
        problems: [],
      });
    }
  });

  it("a subset with no outlines, or missing a promised character, is named as broken", async () => {
    // The naira sign cut from Atkinson Hyperlegible Next, which has none: the file Chromium refused.
    const { default: subsetFont } = await import("subset-font");
    const { createRequire } = await import("node:module");
    const atkinson = readFileSync(
      createRequire(import.meta.url).resolve(
        "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-ext-wght-normal.woff2",
      ),
    );
    const empty = await subsetFont(atkinson, "₦", { targetFormat: "woff2" });
    expect(fontProblems(empty, "₦").length).toBeGreaterThan(0);
    const [latin] = await buildSiteFonts();
    expect(fontProblems(latin.font, "₦")).toEqual(["no glyph for U+20A6 ₦"]);
  });
});
