// The brand font, Atkinson Hyperlegible Next (ADR 019, after ADR 003), cut down to the characters
// the site's copy uses instead of fontsource's whole Latin file, and it is the one file every first visit waits for. Runs before every build
// and dev server; writes app/generated/ (not committed) only when the result changes, so that
// `npm start` does not see a newer source and rebuild.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A fontsource variable file: Atkinson's own, or (for the naira sign Atkinson does not draw) Noto Sans's. Both OFL-1.1. */
const fontFile = (name, family = "atkinson-hyperlegible-next") =>
  require.resolve(`@fontsource-variable/${family}/files/${family}-${name}-wght-normal.woff2`);
const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/**
 * The faces app.css declares: the Latin characters the copy uses, and the naira sign, fetched only
 * by a page that shows it. Atkinson Hyperlegible Next has no ₦ (fontsource's latin-ext range claims
 * U+20A0-20AB, but the font draws none of them): cut from it, the subset was an empty glyf table that
 * Chromium refused ("OTS parsing error"). So ₦ comes from Noto Sans, a plain sans of the same
 * weights, instead of whatever each phone falls back to. A character outside both is drawn in the
 * fallback face; tests/integration/page-budgets.test.ts names any page that has one, and
 * scripts/site-font.test.ts parses every face built here.
 */
export const siteFontFaces = [
  // The French edition (issue #19) adds its accented letters and « guillemets ». Atkinson has no
  // narrow no-break space (U+202F, in French numbers and before « ; ? ! »): a space, drawn from the
  // fallback face at its width, never a missing glyph; it is not asked for, so what this face
  // promises is what it draws (site-font.test.mjs parses it).
  {
    file: "site-font.woff2",
    source: "latin",
    characters: printableAscii + "\u00a0©®·×é–—‘’“”•…€™" + "àâäçèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŒÆ«»",
  },
  { file: "site-font-naira.woff2", source: "latin-ext", family: "noto-sans", characters: "₦" },
];

/**
 * The weights the design uses (400-700; `bolder` inside bold text is drawn at 700). Atkinson's axis
 * beyond 700 would make the file 17.9 KB instead of 13.1 KB (ADR 019).
 */
const weights = { min: 400, max: 700 };

export const generatedFontDir = join(root, "app/generated");

export async function buildSiteFonts() {
  return Promise.all(
    siteFontFaces.map(async (face) => ({
      file: join(generatedFontDir, face.file),
      font: await subsetFont(readFileSync(fontFile(face.source, face.family)), face.characters, {
        targetFormat: "woff2",
        variationAxes: { wght: weights },
      }),
    })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(generatedFontDir, { recursive: true });
  for (const { file, font } of await buildSiteFonts()) {
    if (existsSync(file) && readFileSync(file).equals(font)) continue;
    writeFileSync(file, font);
    console.log(`site font: ${file} (${(font.length / 1024).toFixed(1)} KB)`);
  }
}
