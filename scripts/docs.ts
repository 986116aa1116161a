// `npm run docs`: writes the docs' generated parts, the settings table of docs/configuration.md
// (from app/env.server.ts) and the index of docs/decisions/README.md (from the records' status
// lines), then says which files changed. scripts/docs/docs.test.mjs fails while either is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generatedDocs } from "./docs/all";

const root = process.cwd();
for (const [file, render] of Object.entries(generatedDocs)) {
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const after = render(before, root);
  if (after !== before) writeFileSync(path, after);
  console.info(`${file}: ${after === before ? "current" : "rewritten"}`);
}
