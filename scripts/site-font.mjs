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

const fontFile = (name) => require.resolve(`@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-${name}-wght-normal.woff2`);
const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/**
 * The faces app.css declares: the Latin characters the copy uses, and the naira sign (in
 * fontsource's latin-ext file), fetched only by a page that shows it. A character outside both is
 * drawn in the fallback face; tests/integration/site-font.test.ts names any page that has one.
 */
export const siteFontFaces = [
  // The French edition (issue #19) adds its accented letters, « guillemets » and the narrow no-break
  // space Intl puts in French numbers (« 1 000 ») and before « ; ? ! ».
  { file: "site-font.woff2", source: "latin", characters: printableAscii + "\u00a0©®·×é–—‘’“”•…€™" + "àâäçèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŒÆ«»\u202f" },
  { file: "site-font-naira.woff2", source: "latin-ext", characters: "₦" },
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
      font: await subsetFont(readFileSync(fontFile(face.source)), face.characters, { targetFormat: "woff2", variationAxes: { wght: weights } }),
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
