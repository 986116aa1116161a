import { registerCatalogue } from "./catalogue";

// The copy modules of every edition with a folder, handed to the catalogue on the server (imported by
// app/entry.server.tsx, so the server build, the prerender and the Open Graph script all have it).
// Through Vite only. Modules of copy only: not the article machinery, the path lists, the console's
// words (English only) or the editions' own names (each in its own language by nature: ./edition.ts).
// Paths are made relative to the edition's folder ("./fr/home.ts" → "./home.ts").
// A new language adds its folder's glob here (Vite needs literal globs).
const inFolder = (folder: string, found: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(found).map(([path, module]) => [path.replace(`./${folder}/`, "./"), module]));

registerCatalogue({
  en: import.meta.glob<Record<string, unknown>>(
    ["./*.ts", "./legal/*.ts", "!./*.test.ts", "!./*.server.ts", "!./catalogue.ts", "!./locale.ts", "!./editions.ts", "!./pseudo.ts", "!./article-*.ts", "!./pages.ts", "!./sales-console*.ts", "!./edition.ts", "!./language-names.ts"],
    { eager: true },
  ),
  fr: inFolder("fr", import.meta.glob<Record<string, unknown>>(["./fr/*.ts", "./fr/legal/*.ts", "!./fr/*.test.ts"], { eager: true })),
});
