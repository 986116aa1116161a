/** See site-font.mjs. */
export const siteFontFaces: { file: string; source: string; family?: string; characters: string }[];
export const generatedFontDir: string;
export function buildSiteFonts(): Promise<{ file: string; font: Uint8Array }[]>;
