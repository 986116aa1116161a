import { registerCatalogue } from "./catalogue";

// The copy modules of both editions, handed to the catalogue on the server (imported by
// app/entry.server.tsx, so the server build, the prerender and the Open Graph script all have it).
// Through Vite only. Modules of copy only: not the article machinery, the path lists or the console's words.
registerCatalogue({
  english: import.meta.glob<Record<string, unknown>>(
    ["./*.ts", "./legal/*.ts", "!./*.test.ts", "!./*.server.ts", "!./catalogue.ts", "!./locale.ts", "!./article-*.ts", "!./pages.ts", "!./sales-console.ts"],
    { eager: true },
  ),
  french: import.meta.glob<Record<string, unknown>>(["./fr/*.ts", "./fr/legal/*.ts", "!./fr/*.test.ts"], { eager: true }),
});
