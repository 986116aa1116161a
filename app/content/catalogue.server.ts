import { registerCatalogue } from "./catalogue";
import { englishCopy } from "./copy-modules";
import { frenchCopy } from "./fr/copy-modules";

// The copy modules of every edition with a folder, handed to the catalogue on the server (imported by
// app/entry.server.tsx, so the server build, the prerender and the Open Graph script all have it).
// Modules of copy only (./copy-modules.ts lists them): not the article machinery, the path lists, the
// console's words (English only) or the editions' own names (./edition.ts). The record is keyed by
// the registry's translated editions: a new language without its folder here fails the typecheck.
registerCatalogue(englishCopy, { fr: frenchCopy });
