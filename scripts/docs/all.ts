import { join } from "node:path";
import { configurationTables } from "./configuration";
import { renderDecisionsIndex } from "./decisions";
import { withGenerated } from "./generated";

/** Each generated doc: its file, and how its text is rewritten from its source. */
export const generatedDocs: Record<string, (text: string, root: string) => string> = {
  "docs/configuration.md": (text) => withGenerated(text, "settings", configurationTables()),
  "docs/decisions/README.md": (text, root) => renderDecisionsIndex(text, join(root, "docs/decisions")),
};
