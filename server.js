// The production entry: builds the site when there is no build or the sources are newer than it,
// then starts the server (server/app.ts, bundled into build/server/).
import { builtExport, ensureBuild } from "./scripts/built-entry.mjs";

ensureBuild();
try {
  const startServer = await builtExport("startServer");
  await startServer();
} catch (error) {
  // A wrong setting is the operator's to fix: one clear line, no stack trace.
  if (error instanceof Error && error.name === "ConfigurationError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
